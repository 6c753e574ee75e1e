/** The date filter of the events list (spec 5-pages §5.9.1): "From" and "To", either may stay empty. */
import { fieldMessage } from '@portal/common/errors/catalog';
import { useState } from 'react';
import { DateField } from '../../components/form-fields';
import { useLanguage } from '../../lib/i18n/language-context';
import { isCalendarDate } from './event-list';
import './events.css';

function PeriodEnd({ label, name, value, error, onCommit }: { label: string; name: string; value: string; error?: string | undefined; onCommit: (value: string) => void }) {
  const { language } = useLanguage();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [left, setLeft] = useState(false);
  // The URL changed from elsewhere (Reset, Back): the input follows it.
  if (committed !== value) {
    setCommitted(value);
    setDraft(value);
  }
  const text = draft.trim();
  const malformed = left && text !== '' && !isCalendarDate(text);
  return (
    <DateField
      label={label}
      name={name}
      value={draft}
      error={malformed ? fieldMessage('invalid_format', { format: 'date' }, language) : error}
      onChange={(next) => {
        setDraft(next);
        // An incomplete or malformed date applies no bound until it is a real date.
        const trimmed = next.trim();
        const bound = isCalendarDate(trimmed) ? trimmed : '';
        if (bound !== value) {
          setCommitted(bound);
          onCommit(bound);
        }
      }}
      onBlur={() => setLeft(true)}
    />
  );
}

export function EventDateFilter({ from, to, invalid, onChange }: { from: string; to: string; invalid: boolean; onChange: (name: 'from' | 'to', value: string) => void }) {
  const { t } = useLanguage();
  return (
    <fieldset className="column-toggles date-filter">
      <legend>{t('records.events.filterDate')}</legend>
      <PeriodEnd label={t('records.events.from')} name="from" value={from} onCommit={(value) => onChange('from', value)} />
      <PeriodEnd label={t('records.events.to')} name="to" value={to} error={invalid ? t('records.events.periodOrder') : undefined} onCommit={(value) => onChange('to', value)} />
    </fieldset>
  );
}
