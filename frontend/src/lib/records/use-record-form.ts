/**
 * State and submit of one record form (spec 5-pages §5.2.4–§5.2.6): browser validation with the
 * API's own schemas, field errors under the fields and in the summary (which takes focus), "No
 * changes" when nothing differs, the server's field errors, the stale-version banner (412) and
 * the inline no-answer message; the form registers with the unsaved-changes protection.
 */
import type { UniqueEntity } from '@portal/common/errors/catalog';
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api/fetcher';
import { useLanguage } from '../i18n/language-context';
import { notifyWarning } from '../notify';
import type { OperationResult } from '../operations';
import { translate } from '../i18n/dictionary';
import { usePageForm } from '../unsaved/unsaved-context';
import type { SubmitOutcome } from '../unsaved/unsaved-changes';
import { fieldMessages, type FieldMessages, type RawFieldError, type SummaryItem } from './field-errors';
import { shownErrors, topField } from './left-fields';

export interface RecordFormOptions<V, R> {
  initial: V;
  toBody: (values: V) => Record<string, unknown>;
  /** The schema check of the body (the API's rules). */
  validate: (body: Record<string, unknown>) => readonly RawFieldError[];
  send: (body: Record<string, unknown>) => Promise<OperationResult<R>>;
  onSaved: (value: R) => void;
  /** Edit forms: an unchanged form shows "No changes" and sends nothing. */
  detectNoChange?: boolean;
  uniqueEntity?: UniqueEntity;
}

export function useRecordForm<V, R>(options: RecordFormOptions<V, R>) {
  const { language } = useLanguage();
  const [values, setValues] = useState<V>(options.initial);
  const [submitted, setSubmitted] = useState<{ errors: readonly RawFieldError[]; body: Record<string, unknown> | null }>({ errors: [], body: null });
  const setRawErrors = useCallback((errors: readonly RawFieldError[], body: Record<string, unknown> | null) => setSubmitted({ errors, body }), []);
  // Fields left once are checked on every change (spec 5-pages §5.2.6); forms opt in per field.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const leave = useCallback((field: string) => setLeft((current) => (current.has(field) ? current : new Set([...current, field]))), []);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [noAnswer, setNoAnswer] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const busyRef = useRef(false);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const initialBody = JSON.stringify(options.toBody(options.initial));
  const currentBody = options.toBody(values);
  const dirty = JSON.stringify(currentBody) !== initialBody;
  const extra = options.uniqueEntity ? { entity: options.uniqueEntity } : {};
  const shown = left.size === 0 ? submitted.errors : shownErrors({ submitted: submitted.errors, submittedBody: submitted.body, body: currentBody, live: options.validate(currentBody), left });
  const errors: FieldMessages = fieldMessages(shown, language, extra);
  // One entry per field the last submit found invalid and still is, each linked to its field by the
  // summary (spec 4-shell §4.12.5); an error found on leaving a field shows under the field only.
  const inSummary = new Set(submitted.errors.map((error) => topField(error.field)));
  const summary: SummaryItem[] = Object.entries(errors)
    .filter(([field]) => inSummary.has(field))
    .map(([field, message]) => ({ field, message }));

  const submit = useCallback(async (): Promise<SubmitOutcome> => {
    if (busyRef.current) return 'failed';
    const current = latest.current;
    const body = current.toBody(values);
    const problems = current.validate(body);
    if (problems.length > 0) {
      setRawErrors(problems, body);
      return { invalid: summaryRef.current };
    }
    setRawErrors([], null);
    if (current.detectNoChange && JSON.stringify(body) === JSON.stringify(current.toBody(current.initial))) {
      notifyWarning(translate(language, 'records.noChanges'));
      return 'saved';
    }
    busyRef.current = true;
    setBusy(true);
    setNoAnswer(false);
    const result = await current.send(body);
    busyRef.current = false;
    setBusy(false);
    if (result.ok) {
      setStale(false);
      current.onSaved(result.value);
      return 'saved';
    }
    if (result.reason === 'network') setNoAnswer(true);
    if (result.error instanceof ApiError) {
      if (result.error.status === 412) setStale(true);
      const fieldErrors = result.error.problem?.errors ?? [];
      if (fieldErrors.length > 0) setRawErrors(fieldErrors, body);
    }
    return 'failed';
  }, [values, language, setRawErrors]);

  const { markClean } = usePageForm({ dirty, submit, discard: () => setValues(latest.current.initial) });

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      const outcome = await submit();
      if (outcome === 'saved') markClean();
      else if (typeof outcome === 'object') {
        // The summary renders on this update; focus it once it is there.
        setTimeout(() => summaryRef.current?.focus(), 0);
      }
    },
    [submit, markClean],
  );

  return { values, setValues, errors, summary, summaryRef, busy, stale, noAnswer, dirty, submit, onSubmit, markClean, leave };
}
