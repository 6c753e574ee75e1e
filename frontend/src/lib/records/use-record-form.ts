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
  const [rawErrors, setRawErrors] = useState<readonly RawFieldError[]>([]);
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
  const dirty = JSON.stringify(options.toBody(values)) !== initialBody;
  const extra = options.uniqueEntity ? { entity: options.uniqueEntity } : {};
  const errors: FieldMessages = fieldMessages(rawErrors, language, extra);
  // One entry per invalid field, each linked to its field by the summary (spec 4-shell §4.12.5).
  const summary: SummaryItem[] = Object.entries(errors).map(([field, message]) => ({ field, message }));

  const submit = useCallback(async (): Promise<SubmitOutcome> => {
    if (busyRef.current) return 'failed';
    const current = latest.current;
    const body = current.toBody(values);
    const problems = current.validate(body);
    if (problems.length > 0) {
      setRawErrors(problems);
      return { invalid: summaryRef.current };
    }
    setRawErrors([]);
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
      if (fieldErrors.length > 0) setRawErrors(fieldErrors);
    }
    return 'failed';
  }, [values, language]);

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

  return { values, setValues, errors, summary, summaryRef, busy, stale, noAnswer, dirty, submit, onSubmit, markClean };
}
