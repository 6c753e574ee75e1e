/**
 * Form controls of the record pages (spec 5-pages §5.2.6): a visible label above each input,
 * "(required)" where it applies, the help and the error linked with `aria-describedby`, the error
 * under the input with `aria-invalid="true"`.
 */
import { pairState } from '@portal/common/bilingual/completeness';
import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { dictionaryFor } from '../lib/i18n/dictionary';
import { useLanguage } from '../lib/i18n/language-context';
import type { SummaryItem } from '../lib/records/field-errors';
import { orcidOnLeave, urlOnLeave } from '../lib/records/input-format';
import { ErrorIcon } from './icons';
import { RequiredMarker } from './values';
import './record-pages.css';
import './translation-markers.css';

interface FieldShellProps {
  label: ReactNode;
  help?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** Help shown under the control (the translation hint of spec 6-data-and-beyond §6.3.6). */
  hint?: ReactNode;
  /** Renders the control with its id and its describedby ids. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function FieldShell({ label, help, error, required = false, hint, children }: FieldShellProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : null, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <> <RequiredMarker /></> : null}
      </label>
      {help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="field-help translation-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          <ErrorIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name: string;
  help?: ReactNode;
  /** Help under the input (see FieldShell). */
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url' | 'email' | 'tel';
  inputMode?: 'decimal' | 'url' | 'text';
  lang?: string;
  placeholder?: string;
  onBlur?: () => void;
  /** The value shown once the field is left (`url` inputs add `https://` by default). */
  onLeave?: (value: string) => string;
}

export function TextField({ label, value, onChange, name, help, hint, error, required, multiline, type = 'text', inputMode, lang, placeholder, onBlur, onLeave }: TextFieldProps) {
  // A web address typed without a scheme is shown with `https://` once the field is left (spec
  // 5-pages §5.2.6), as the API will store it.
  const shownOnLeave = onLeave ?? (type === 'url' ? urlOnLeave : undefined);
  const leave = () => {
    const shown = shownOnLeave?.(value);
    if (shown !== undefined && shown !== value) onChange(shown);
    onBlur?.();
  };
  return (
    <FieldShell label={label} help={help} hint={hint} error={error} required={required ?? false}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            className="text-input text-area"
            rows={4}
            value={value}
            lang={lang}
            aria-describedby={describedBy}
            aria-invalid={invalid ? 'true' : undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={leave}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            inputMode={inputMode}
            className="text-input"
            value={value}
            lang={lang}
            placeholder={placeholder}
            aria-describedby={describedBy}
            aria-invalid={invalid ? 'true' : undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={leave}
          />
        )
      }
    </FieldShell>
  );
}

/** The ORCID iD input: reformatted with hyphens once the field is left (spec 5-pages §5.2.6). */
export function OrcidField(props: Omit<TextFieldProps, 'multiline' | 'type' | 'placeholder' | 'onLeave'>) {
  return <TextField {...props} placeholder="0000-0000-0000-0000" onLeave={orcidOnLeave} />;
}

/** The date input: `YYYY-MM-DD` text with its format hint; may stay empty unless required. */
export function DateField(props: Omit<TextFieldProps, 'help' | 'multiline' | 'type'>) {
  const { t } = useLanguage();
  return <TextField {...props} help={t('records.dateHint')} placeholder="YYYY-MM-DD" />;
}

export function CheckboxField({ label, checked, onChange, help, name }: { label: ReactNode; checked: boolean; onChange: (value: boolean) => void; help?: ReactNode; name: string }) {
  const id = useId();
  return (
    <div className="form-field">
      <span className="checkbox">
        <input id={id} name={name} type="checkbox" checked={checked} aria-describedby={help ? `${id}-help` : undefined} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </span>
      {help ? (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectOption {
  id: string;
  label: string;
}

/** An optional reference select starting with "— None —". */
export function SelectField({ label, value, onChange, options, name, error, required = false, help, hint }: { label: ReactNode; value: string; onChange: (value: string) => void; options: readonly SelectOption[]; name: string; error?: string | undefined; required?: boolean; help?: ReactNode; hint?: ReactNode }) {
  const { t } = useLanguage();
  return (
    <FieldShell label={label} error={error} required={required} help={help} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select id={id} name={name} className="text-input" value={value} aria-describedby={describedBy} aria-invalid={invalid ? 'true' : undefined} onChange={(event) => onChange(event.target.value)}>
          {required ? (
            <option value="" disabled>
              {t('records.choose')}
            </option>
          ) : (
            <option value="">{t('records.noneOption')}</option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A bilingual pair: English left, French right, under one group label. */
export function BilingualFields({
  label,
  name,
  en,
  fr,
  onChange,
  error,
  atLeastOne,
  multiline,
  notes,
}: {
  label: string;
  name: string;
  en: string;
  fr: string;
  onChange: (language: 'en' | 'fr', value: string) => void;
  error?: string | undefined;
  atLeastOne?: boolean;
  multiline?: boolean;
  /** A note under one input (e.g. "Filled from the DOI"), linked like the hint. */
  notes?: { en?: ReactNode; fr?: ReactNode };
}) {
  const { t } = useLanguage();
  const groupId = useId();
  return (
    <div role="group" aria-labelledby={groupId} className="bilingual-pair">
      <span id={groupId} className="field-label">
        {label}
        {atLeastOne ? <span className="required-marker"> {t('records.atLeastOneLanguage')}</span> : null}
      </span>
      <BilingualInputs names={{ en: `${name}_en`, fr: `${name}_fr` }} en={en} fr={fr} multiline={multiline ?? false} error={error} notes={notes} onChange={onChange} />
    </div>
  );
}

/**
 * The English and French inputs of a pair, side by side. Under the empty input of a one-sided
 * pair, the hint of spec 6-data-and-beyond §6.3.6 ("French version missing: …"), linked with
 * `aria-describedby`: plain help that follows the typing, never announced, never an error, and
 * saving stays possible. A pair with both sides empty has no hint.
 */
export function BilingualInputs({
  names,
  en,
  fr,
  onChange,
  multiline = false,
  error,
  notes,
}: {
  names: { en: string; fr: string };
  en: string;
  fr: string;
  onChange: (language: 'en' | 'fr', value: string) => void;
  multiline?: boolean;
  error?: string | undefined;
  /** A note under one input; the translation hint, under an empty input, comes first. */
  notes?: { en?: ReactNode; fr?: ReactNode } | undefined;
}) {
  const { t } = useLanguage();
  const state = pairState(en, fr);
  return (
    <div className="bilingual-inputs">
      <TextField
        label={t('records.english')}
        name={names.en}
        lang="en"
        value={en}
        multiline={multiline}
        error={error}
        hint={state === 'missing-en' ? t('translation.hintMissingEn') : notes?.en}
        onChange={(value) => onChange('en', value)}
      />
      <TextField
        label={t('records.french')}
        name={names.fr}
        lang="fr"
        value={fr}
        multiline={multiline}
        error={error}
        hint={state === 'missing-fr' ? t('translation.hintMissingFr') : notes?.fr}
        onChange={(value) => onChange('fr', value)}
      />
    </div>
  );
}

interface SummaryTarget {
  id: string;
  label: string;
}

/**
 * The control that edits a field, inside the summary's form, and its label: the input named after
 * the field; else the first control of the list's rows (`problems` → `problems_1_en`), labelled by
 * the list's fieldset.
 */
function targetOf(form: HTMLFormElement, field: string): SummaryTarget | null {
  const named = form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
  if (named?.id) return { id: named.id, label: labelOf(named) };
  const row = form.querySelector<HTMLElement>(`[name^="${CSS.escape(`${field}_`)}"]`);
  if (!row?.id) return null;
  const legend = row.closest('.editor-rows')?.closest('fieldset')?.querySelector(':scope > legend');
  return { id: row.id, label: legend ? labelText(legend) : labelOf(row) };
}

/** Text of a label without its "(required)" marker. */
function labelText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.required-marker').forEach((marker) => marker.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A control's visible label; for a bilingual pair or a row group, the group's label. */
function labelOf(control: HTMLElement): string {
  const group = control.closest('[role="group"][aria-labelledby]');
  const groupLabel = group ? control.ownerDocument.getElementById(group.getAttribute('aria-labelledby') ?? '') : null;
  if (groupLabel) return labelText(groupLabel);
  const own = (control as HTMLInputElement).labels?.[0];
  return own ? labelText(own) : '';
}

/**
 * The error summary at the top of a form (spec 4-shell §4.12.5): "Please correct the following
 * fields:" and one link per invalid field, "<field label>: <message>", that moves focus to the
 * field. It is an assertive alert and takes focus when shown (the form focuses `summaryRef`).
 * A field without a control on the form is listed as text (spec 3-api §3.2.4).
 */
export function ErrorSummary({ items, summaryRef }: { items: readonly SummaryItem[]; summaryRef: React.RefObject<HTMLDivElement | null> }) {
  const { t, language } = useLanguage();
  const [targets, setTargets] = useState<Readonly<Record<string, SummaryTarget>>>({});
  const fields = items.map((item) => item.field).join('\n');
  // Labels and ids live in the form's DOM (each form lays out its own fields): read them once
  // the summary is there, and again when the fields or the language change.
  useLayoutEffect(() => {
    const form = summaryRef.current?.closest('form');
    if (!form) return;
    const found: Record<string, SummaryTarget> = {};
    for (const field of fields.split('\n')) {
      const target = field === '' ? null : targetOf(form, field);
      if (target) found[field] = target;
    }
    setTargets(found);
  }, [fields, language, summaryRef]);
  if (items.length === 0) return null;
  const names: Readonly<Record<string, string>> = dictionaryFor(language).fieldNames;
  const entries = items.map((item) => {
    const target = targets[item.field];
    const label = target?.label ?? names[item.field] ?? '';
    return { field: item.field, target, text: label === '' ? item.message : t('values.summaryItem', { label, message: item.message }) };
  });
  // The two inputs of a bilingual pair share one label and usually one message: list it once.
  const shown = entries.filter((entry, index) => entries.findIndex((other) => other.text === entry.text) === index);
  return (
    <div ref={summaryRef} className="error-summary" role="alert" tabIndex={-1}>
      <p>{t('values.correctFields')}</p>
      <ul>
        {shown.map(({ field, target, text }) => {
          return (
            <li key={field}>
              {target ? (
                <a
                  href={`#${target.id}`}
                  onClick={(event) => {
                    // Focus the field itself (a fragment alone would only scroll to it).
                    event.preventDefault();
                    document.getElementById(target.id)?.focus();
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The stale-version banner (spec 5-pages §5.2.4) with its Reload button. */
export function StaleBanner({ onReload }: { onReload: () => void }) {
  const { t } = useLanguage();
  return (
    <div className="stale-banner" role="alert">
      <p>{t('records.staleText')}</p>
      <button type="button" className="button button-secondary" onClick={onReload}>
        {t('records.staleReload')}
      </button>
      <p className="field-help">{t('records.staleNote')}</p>
    </div>
  );
}

/**
 * A form's submit button: busy with `aria-disabled`, further presses ignored by the form. Above it,
 * when the last submit got no answer, the inline message of spec 4-shell §4.6.3.
 */
export function SubmitButton({ busy, children, noAnswer }: { busy: boolean; children: ReactNode; noAnswer?: boolean }) {
  const { t } = useLanguage();
  return (
    <>
      {noAnswer ? <p className="field-error" role="alert">{t('toast.networkInline')}</p> : null}
      <button type="submit" className="button button-primary" aria-disabled={busy ? 'true' : undefined}>
        {children}
      </button>
    </>
  );
}
