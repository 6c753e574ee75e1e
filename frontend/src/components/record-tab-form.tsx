import type { ReactNode, RefObject } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import type { SummaryItem } from '../lib/records/field-errors';
import { ErrorSummary, StaleBanner, SubmitButton } from './form-fields';

/** What the frame needs of a `useRecordForm` result. */
export interface TabFormState {
  onSubmit: (event: React.FormEvent) => Promise<void>;
  stale: boolean;
  summary: readonly SummaryItem[];
  summaryRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  noAnswer: boolean;
}

/**
 * The frame of an edit form on a record page (spec 5-pages §5.2.4–§5.2.6): stale-version banner,
 * error summary, the fields, and Save.
 */
export function RecordTabForm({ form, onReload, children }: { form: TabFormState; onReload: () => void; children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.stale ? <StaleBanner onReload={onReload} /> : null}
      <ErrorSummary items={form.summary} summaryRef={form.summaryRef} />
      {children}
      <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
        {t('records.save')}
      </SubmitButton>
    </form>
  );
}
