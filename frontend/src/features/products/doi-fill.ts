/**
 * The rules of DOI prefill on the product form (spec 6-data-and-beyond §6.3.7), without React:
 * which form fields a DOI answer offers a value for, which of them are filled at once (empty),
 * left alone (same value) or asked about (a different value), the fill itself with what it
 * replaced (for "Undo fill"), the notes of the status line, and how a failed lookup is reported.
 */
import type { DoiMetadata } from '@portal/common/api/doi-metadata';
// The field type, not validation/doi directly: the product schemas' chunk already holds it.
import { doiValue } from '@portal/common/validation/field-types';
import { ApiError, CallSkippedError } from '../../lib/api/fetcher';
import type { RawFieldError } from '../../lib/records/field-errors';

/**
 * The form fields a DOI may fill, in the form's order. The other title language, `on_going`,
 * `peer_reviewed`, partners, targets, topics and member authors are never filled.
 */
export const FILL_FIELDS = ['title_en', 'title_fr', 'product_type_id', 'publish_date', 'all_author', 'note'] as const;
export type FillField = (typeof FILL_FIELDS)[number];
export type FillValues = Record<FillField, string>;

/** The values the answer offers, per form field: only those it has a value for. */
export function offeredValues(metadata: DoiMetadata): Partial<FillValues> {
  const offered: Partial<FillValues> = {};
  if (metadata.title) offered[metadata.title_language === 'fr' ? 'title_fr' : 'title_en'] = metadata.title;
  // A type the API could not map (null) never empties or replaces the user's choice.
  if (metadata.product_type_id) offered.product_type_id = metadata.product_type_id;
  if (metadata.publish_date) offered.publish_date = metadata.publish_date;
  if (metadata.all_author) offered.all_author = metadata.all_author;
  if (metadata.note) offered.note = metadata.note;
  return offered;
}

export interface FillConflict {
  field: FillField;
  yours: string;
  fromDoi: string;
}

export interface FillPlan {
  /** Empty fields: filled whatever the user answers. */
  empty: FillField[];
  /** Fields holding another value: replaced only when the user checks them. */
  conflicts: FillConflict[];
}

/** Values compare as the API would store them: surrounding and repeated white space do not count. */
const sameValue = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');

export function planFill(current: Readonly<FillValues>, offered: Partial<FillValues>): FillPlan {
  const empty: FillField[] = [];
  const conflicts: FillConflict[] = [];
  for (const field of FILL_FIELDS) {
    const fromDoi = offered[field];
    if (fromDoi === undefined) continue;
    const yours = current[field];
    if (yours.trim() === '') empty.push(field);
    else if (!sameValue(yours, fromDoi)) conflicts.push({ field, yours, fromDoi });
  }
  return { empty, conflicts };
}

export interface FillResult<V> {
  values: V;
  /** The fields the fill changed. */
  filled: FillField[];
  /** Their values before the fill ("Undo fill" puts them back). */
  previous: Partial<FillValues>;
}

/** Puts the offered value into each of `fields` (the empty ones plus the replaced ones). */
export function applyFill<V extends FillValues>(current: V, offered: Partial<FillValues>, fields: readonly FillField[]): FillResult<V> {
  const values = { ...current };
  const filled: FillField[] = [];
  const previous: Partial<FillValues> = {};
  for (const field of FILL_FIELDS) {
    const fromDoi = offered[field];
    if (!fields.includes(field) || fromDoi === undefined) continue;
    previous[field] = current[field];
    values[field] = fromDoi;
    filled.push(field);
  }
  return { values, filled, previous };
}

/** Restores the values a fill replaced. */
export function undoFill<V extends FillValues>(current: V, previous: Partial<FillValues>): V {
  return { ...current, ...previous };
}

export type FillNote =
  | { key: 'yearOnly' }
  | { key: 'monthOnly' }
  | { key: 'authorsCut'; k: number; n: number }
  | { key: 'titleShortened' }
  | { key: 'abstractShortened' };

/**
 * The notes that follow "<n> fields filled from the DOI.", in the spec's order; each only when the
 * field it is about was filled (a kept value owes nothing to the DOI).
 */
export function fillNotes(metadata: DoiMetadata, filled: readonly FillField[]): FillNote[] {
  const notes: FillNote[] = [];
  if (filled.includes('publish_date')) {
    if (metadata.date_precision === 'year') notes.push({ key: 'yearOnly' });
    else if (metadata.date_precision === 'month') notes.push({ key: 'monthOnly' });
  }
  if (filled.includes('all_author') && metadata.authors_included < metadata.author_count) {
    notes.push({ key: 'authorsCut', k: metadata.authors_included, n: metadata.author_count });
  }
  const titleField: FillField = metadata.title_language === 'fr' ? 'title_fr' : 'title_en';
  if (filled.includes(titleField) && metadata.title_truncated) notes.push({ key: 'titleShortened' });
  if (filled.includes('note') && metadata.note_truncated) notes.push({ key: 'abstractShortened' });
  return notes;
}

/**
 * The DOI a lookup sends (bare, as the field stores it), or why the DOI field refuses it before
 * anything is sent: `required` when empty, else the field's own check (`invalid_format`,
 * `too_long`). The field type of the product schemas, so the form and the API agree.
 */
export function lookupDoi(typed: string): { ok: true; doi: string } | { ok: false; error: RawFieldError } {
  const checked = doiValue().parse(typed, 'doi');
  if (!checked.ok) return { ok: false, error: checked.errors[0] ?? { field: 'doi', code: 'invalid_format', params: { format: 'doi' } } };
  return checked.value === null ? { ok: false, error: { field: 'doi', code: 'required' } } : { ok: true, doi: checked.value };
}

/**
 * How a failed lookup is reported: an inline message in the status line (`notFound`,
 * `unavailable`, `tooMany`), the DOI field's message (`invalid`), nothing more (`silent`: the
 * session-expired behaviour already ran) or the usual error toast (`toast`).
 */
export type LookupFailure = 'notFound' | 'unavailable' | 'tooMany' | 'invalid' | 'silent' | 'toast';

export function lookupFailure(error: unknown): LookupFailure {
  // No answer at all (offline, connection refused) reads as the service being unavailable.
  if (error instanceof TypeError) return 'unavailable';
  if (error instanceof CallSkippedError) return 'silent';
  if (!(error instanceof ApiError)) return 'toast';
  if (error.status === 404 && error.code === 'doi_not_found') return 'notFound';
  if (error.status === 503) return 'unavailable';
  if (error.status === 429) return 'tooMany';
  if (error.status === 400 && error.code === 'validation_failed') return 'invalid';
  if (error.status === 401) return 'silent';
  return 'toast';
}
