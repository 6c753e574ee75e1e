/**
 * "Fill from DOI" on the product form (spec 6-data-and-beyond §6.3.7): the lookup through the
 * portal's own API, the fill that never overwrites a value without consent, the notes on filled
 * fields, "Undo fill", the already-registered warning and the inline messages of a failed lookup.
 * The rules live in ./doi-fill.ts; this file holds the state and the controls under the DOI field.
 */
import type { DoiMetadata } from '@portal/common/api/doi-metadata';
import type { ProductReference } from '@portal/common/api/member';
import { apiPath } from '@portal/common/api/paths';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'wouter';
import { Dialog } from '../../components/dialog';
import { ErrorIcon, WarningIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { announce } from '../../lib/announcer';
import { apiFetch, ApiError } from '../../lib/api/fetcher';
import { bilingualText } from '../../lib/i18n/bilingual';
import { translate, type Language } from '../../lib/i18n/dictionary';
import { useLanguage } from '../../lib/i18n/language-context';
import { notifyError } from '../../lib/notify';
import { fieldMessages, type RawFieldError } from '../../lib/records/field-errors';
import {
  applyFill,
  FILL_FIELDS,
  fillNotes,
  lookupDoi,
  lookupFailure,
  offeredValues,
  planFill,
  undoFill,
  type FillConflict,
  type FillField,
  type FillNote,
  type FillPlan,
  type FillValues,
} from './doi-fill';
import { doiFillTranslator, existingProductParts, fillStatusText } from './doi-fill-text';
import './doi-fill.css';

type Status =
  | { kind: 'looking' }
  | { kind: 'filled'; count: number; notes: FillNote[] }
  | { kind: 'failed'; failure: 'notFound' | 'unavailable' | 'tooMany' };

interface Question {
  metadata: DoiMetadata;
  offered: Partial<FillValues>;
  plan: FillPlan;
}

export interface DoiFillOptions<V extends FillValues & { doi: string }> {
  values: V;
  onChange: (next: V) => void;
  /** The product being edited: its own DOI is not "already registered". */
  productId?: string | undefined;
  /** The "Fill from DOI" button (focus returns there after "Undo fill"). */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

function statusText(status: Status, language: Language): string {
  const t = doiFillTranslator(language);
  if (status.kind === 'looking') return t('looking');
  if (status.kind === 'filled') return fillStatusText(status.count, status.notes, language);
  return t(status.failure);
}

function existingText(product: ProductReference, language: Language): string {
  const [before, after] = existingProductParts(language);
  return `${before}${bilingualText(product.title_en, product.title_fr, language)}${after}`;
}

export function useDoiFill<V extends FillValues & { doi: string }>({ values, onChange, productId, buttonRef }: DoiFillOptions<V>) {
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [doiError, setDoiError] = useState<RawFieldError | null>(null);
  const [filled, setFilled] = useState<ReadonlySet<FillField>>(new Set());
  const [previous, setPrevious] = useState<Partial<FillValues> | null>(null);
  const [existing, setExisting] = useState<ProductReference | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const busyRef = useRef(false);
  // The answer arrives later: it is applied to the values and the handler of that moment.
  const latest = useRef({ values, onChange, productId, language });
  useLayoutEffect(() => {
    latest.current = { values, onChange, productId, language };
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The field's message is read with the field: focus it (its error is in its aria-describedby).
  const focusDoi = useCallback(() => buttonRef.current?.closest('form')?.querySelector<HTMLElement>('[name="doi"]')?.focus(), [buttonRef]);

  const show = useCallback((next: Status | null, extra = '') => {
    setStatus(next);
    if (next) announce(`${statusText(next, latest.current.language)}${extra}`, 'polite');
  }, []);

  const finish = useCallback(
    (metadata: DoiMetadata, offered: Partial<FillValues>, fields: readonly FillField[]) => {
      const { values: current, onChange: change, productId: ownId, language: active } = latest.current;
      const result = applyFill(current, offered, fields);
      if (result.filled.length > 0) {
        change(result.values);
        setFilled((old) => new Set([...old, ...result.filled]));
        setPrevious(result.previous);
      }
      const other = metadata.existing_product && metadata.existing_product.id !== ownId ? metadata.existing_product : null;
      setExisting(other);
      show({ kind: 'filled', count: result.filled.length, notes: fillNotes(metadata, result.filled) }, other ? ` ${existingText(other, active)}` : '');
    },
    [show],
  );

  const lookup = useCallback(async () => {
    if (busyRef.current) return;
    const checked = lookupDoi(latest.current.values.doi);
    if (!checked.ok) {
      setDoiError(checked.error);
      setStatus(null);
      focusDoi();
      return;
    }
    const doi = checked.doi;
    setDoiError(null);
    busyRef.current = true;
    setBusy(true);
    show({ kind: 'looking' });
    let metadata: DoiMetadata | null = null;
    let failure: unknown = null;
    try {
      metadata = await apiFetch<DoiMetadata>(apiPath('doi-metadata', doi));
    } catch (error) {
      failure = error;
    }
    busyRef.current = false;
    if (!mounted.current) return;
    setBusy(false);
    // The DOI changed while the lookup ran: its answer no longer belongs to the form.
    const now = lookupDoi(latest.current.values.doi);
    if (!now.ok || now.doi !== doi) {
      setStatus(null);
      return;
    }
    if (metadata) {
      const offered = offeredValues(metadata);
      const plan = planFill(latest.current.values, offered);
      if (plan.conflicts.length > 0) {
        // The lookup is over; the question takes over until answered.
        setStatus(null);
        setQuestion({ metadata, offered, plan });
      }
      else finish(metadata, offered, plan.empty);
      return;
    }
    const kind = lookupFailure(failure);
    if (kind === 'notFound' || kind === 'unavailable' || kind === 'tooMany') {
      show({ kind: 'failed', failure: kind });
      return;
    }
    setStatus(null);
    if (kind === 'invalid') {
      const answered = failure instanceof ApiError ? (failure.problem?.errors ?? []).filter((error) => error.field === 'doi') : [];
      setDoiError(answered[0] ?? { field: 'doi', code: 'invalid_format', params: { format: 'doi' } });
      focusDoi();
    } else if (kind === 'toast') notifyError(failure);
  }, [finish, show, focusDoi]);

  const answer = useCallback(
    (choice: { replace: readonly FillField[] } | 'keep' | 'cancel') => {
      const asked = question;
      setQuestion(null);
      if (!asked) return;
      if (choice === 'cancel') {
        // Cancel, Escape and close change nothing at all.
        setStatus(null);
        return;
      }
      const replaced = choice === 'keep' ? [] : choice.replace;
      finish(asked.metadata, asked.offered, [...asked.plan.empty, ...replaced]);
    },
    [question, finish],
  );

  /** The user changed a field: its note goes, and "Undo fill" too when the fill had changed it. */
  const edited = useCallback(
    (field: string) => {
      if (field === 'doi') {
        setDoiError(null);
        setExisting(null);
        return;
      }
      if (!(FILL_FIELDS as readonly string[]).includes(field)) return;
      const key = field as FillField;
      if (filled.has(key)) setFilled((old) => new Set([...old].filter((f) => f !== key)));
      if (previous && key in previous) setPrevious(null);
    },
    [filled, previous],
  );

  const undo = useCallback(() => {
    if (!previous) return;
    latest.current.onChange(undoFill(latest.current.values, previous));
    setFilled((old) => new Set([...old].filter((f) => !(f in previous))));
    setPrevious(null);
    setStatus(null);
    // The Undo button goes away: focus returns to the button that started the fill.
    buttonRef.current?.focus();
  }, [previous, buttonRef]);

  const doiMessage = doiError ? fieldMessages([doiError], language).doi : undefined;
  /** The "Filled from the DOI" note of a field the fill changed (the field links it as its hint). */
  const note = (field: FillField): ReactNode =>
    filled.has(field) ? <span className="doi-filled-note">{doiFillTranslator(language)('filledNote')}</span> : undefined;
  return { busy, status, doiMessage, note, canUndo: previous !== null, existing, question, lookup, answer, edited, undo };
}

export type DoiFill = ReturnType<typeof useDoiFill>;

/** The button, status line, Undo and already-registered warning, right after the DOI field. */
export function DoiFillControls({
  fill,
  buttonRef,
  labels,
  shown,
}: {
  fill: DoiFill;
  buttonRef: RefObject<HTMLButtonElement | null>;
  labels: Record<FillField, string>;
  shown: (field: FillField, value: string) => string;
}) {
  const { language } = useLanguage();
  const t = doiFillTranslator(language);
  const [before, after] = existingProductParts(language);
  return (
    <div className="doi-fill">
      <div className="doi-fill-actions">
        <button
          ref={buttonRef}
          type="button"
          className="button button-secondary"
          aria-disabled={fill.busy ? 'true' : undefined}
          onClick={() => {
            if (!fill.busy) void fill.lookup();
          }}
        >
          {fill.busy ? <Spinner /> : null}
          {t('fill')}
        </button>
        {fill.canUndo ? (
          <button type="button" className="button button-secondary" onClick={fill.undo}>
            {t('undo')}
          </button>
        ) : null}
      </div>
      {/* Shown here and read out by the shell's polite live region (spec 4-shell §4.12.3). */}
      {fill.status ? (
        <p className={fill.status.kind === 'failed' ? 'doi-fill-status field-error' : 'doi-fill-status'}>
          {fill.status.kind === 'failed' ? <ErrorIcon /> : null}
          {statusText(fill.status, language)}
        </p>
      ) : null}
      {fill.existing ? (
        <div className="notice doi-fill-existing">
          <WarningIcon />
          <p>
            {before}
            <Link href={`/products/${encodeURIComponent(fill.existing.id)}`}>{bilingualText(fill.existing.title_en, fill.existing.title_fr, language)}</Link>
            {after}
          </p>
        </div>
      ) : null}
      {fill.question ? <ReplaceDialog conflicts={fill.question.plan.conflicts} labels={labels} shown={shown} returnFocus={() => buttonRef.current} onAnswer={fill.answer} /> : null}
    </div>
  );
}

/** A title is in its field's language whatever the page's language (spec 4-shell §4.4.5). */
const TITLE_LANGUAGES: Partial<Record<FillField, 'en' | 'fr'>> = { title_en: 'en', title_fr: 'fr' };

/** "Replace your values?": each differing field, unchecked; Apply, Keep my values, Cancel. */
function ReplaceDialog({
  conflicts,
  labels,
  shown,
  returnFocus,
  onAnswer,
}: {
  conflicts: readonly FillConflict[];
  /** The "Fill from DOI" button, where focus returns however the dialog closes. */
  returnFocus: () => HTMLElement | null;
  labels: Record<FillField, string>;
  /** A value as the form shows it (a product type by its name). */
  shown: (field: FillField, value: string) => string;
  onAnswer: (choice: { replace: readonly FillField[] } | 'keep' | 'cancel') => void;
}) {
  const { language } = useLanguage();
  const t = doiFillTranslator(language);
  const [checked, setChecked] = useState<ReadonlySet<FillField>>(new Set());
  return (
    <Dialog
      title={t('replaceTitle')}
      description={t('replaceText')}
      className="doi-replace-dialog"
      onCancel={() => onAnswer('cancel')}
      finalFocus={returnFocus}
      actions={
        <>
          <button type="button" className="button button-primary" onClick={() => onAnswer({ replace: FILL_FIELDS.filter((field) => checked.has(field)) })}>
            {t('apply')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => onAnswer('keep')}>
            {t('keep')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => onAnswer('cancel')}>
            {translate(language, 'dialog.cancel')}
          </button>
        </>
      }
    >
      {conflicts.map((conflict) => (
        <fieldset key={conflict.field} className="doi-replace-field">
          <legend>{labels[conflict.field]}</legend>
          <dl>
            <dt>{t('yours')}</dt>
            <dd lang={TITLE_LANGUAGES[conflict.field]}>{shown(conflict.field, conflict.yours)}</dd>
            <dt>{t('fromDoi')}</dt>
            <dd lang={TITLE_LANGUAGES[conflict.field]}>{shown(conflict.field, conflict.fromDoi)}</dd>
          </dl>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={checked.has(conflict.field)}
              onChange={(event) => {
                const next = new Set(checked);
                if (event.target.checked) next.add(conflict.field);
                else next.delete(conflict.field);
                setChecked(next);
              }}
            />
            {t('replace')}
          </label>
        </fieldset>
      ))}
    </Dialog>
  );
}
