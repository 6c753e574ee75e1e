/**
 * The rules of the reference-list page (spec 6-data-and-beyond §6.3.4), kept apart from the page
 * so they are tested without a browser: the twelve lists and their keys, the rows shown (filter,
 * retired entries, order), which actions a row offers, and the checks of the name fields.
 */
import { REFERENCE_RECORD_KINDS, type AuditRecordKind } from '@portal/common/api/history';
import { API_PATHS } from '@portal/common/api/paths';
import type { HoldingKind, ReferenceUsageItem, UsageListName } from '@portal/common/api/reference';
import type { ReferenceListName } from '@portal/common/demo/types';
import { validateCreate } from '@portal/common/validation/schema';
import { keywordSchema } from '@portal/common/validation/schemas/keyword';
import { registerReferenceSchema } from '@portal/common/validation/schemas/reference-entry';
import { comparisonKey } from '@portal/common/validation/normalize';
import { sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { nameTranslation, translationMatcher } from '../../lib/lists/translation-filter';
import type { RawFieldError } from '../../lib/records/field-errors';
import { normaliseForSearch } from '../../lib/text/match';

/** The `list` URL parameter of the page (not the API's list names; §6.3.4). */
export type PageListKey =
  | 'faculty'
  | 'member-type'
  | 'org-scope'
  | 'org-type'
  | 'product-type'
  | 'event-type'
  | 'grant-source'
  | 'grant-status'
  | 'level'
  | 'target'
  | 'topic'
  | 'keyword';

export interface PageList {
  key: PageListKey;
  /** `{list}` of the API routes: the name of the list's `all-*` route. */
  api: UsageListName;
  /** Where the SPA reads the entries (the cache key forms and pages share). */
  allPath: string;
  /** The record kind of the entries in audit entries and history paths (§6.3.5). */
  recordKind: AuditRecordKind;
  /** The record kinds that hold the list's entries (the usage counts of §6.3.4). */
  holders: readonly HoldingKind[];
}

const reference = (key: PageListKey, api: ReferenceListName, holders: readonly HoldingKind[]): PageList => ({
  key,
  api,
  allPath: API_PATHS[`all-${api}`](),
  recordKind: REFERENCE_RECORD_KINDS[api],
  holders,
});

/** The lists in the order of the select: the eleven of 2-data-model §2.2.10, then keywords. */
export const PAGE_LISTS: readonly PageList[] = [
  reference('faculty', 'faculties', ['member', 'supervision']),
  reference('member-type', 'member-types', ['member']),
  reference('org-scope', 'org-scopes', ['organization']),
  reference('org-type', 'org-types', ['organization']),
  reference('product-type', 'product-types', ['product']),
  reference('event-type', 'event-types', ['event']),
  reference('grant-source', 'sources', ['grant']),
  reference('grant-status', 'statuses', ['grant']),
  reference('level', 'levels', ['supervision']),
  reference('target', 'targets', ['product']),
  reference('topic', 'topics', ['product', 'grant', 'event']),
  { key: 'keyword', api: 'keywords', allPath: API_PATHS['all-keywords'](), recordKind: 'keyword', holders: ['member'] },
];

export const DEFAULT_LIST: PageListKey = 'faculty';

/** The list of the URL's `list` parameter; the default for a missing or unknown value. */
export function pageListOf(param: string | null): PageList {
  return PAGE_LISTS.find((list) => list.key === param) ?? (PAGE_LISTS[0] as PageList);
}

/** An entry as the page shows it: a reference entry or a keyword (no `retired`, names may be null). */
export interface ListEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  retired?: boolean;
  etag?: string;
}

export interface EntryRow {
  entry: ListEntry;
  usage: ReferenceUsageItem | undefined;
  total: number;
}

/** Joins the entries with the usage answer (entries absent from it are unused). */
export function entryRows(entries: readonly ListEntry[], usage: readonly ReferenceUsageItem[]): EntryRow[] {
  const byId = new Map(usage.map((item) => [item.id, item]));
  return entries.map((entry) => {
    const found = byId.get(entry.id);
    return { entry, usage: found, total: found?.total ?? 0 };
  });
}

/** The name in the active language, the other one when it is empty (keywords may have one name). */
export function entryName(entry: Pick<ListEntry, 'name_en' | 'name_fr'>, language: Language): string {
  const [own, other] = language === 'fr' ? [entry.name_fr, entry.name_en] : [entry.name_en, entry.name_fr];
  return (own && own.trim()) || other || '';
}

export type SortKey = 'name_en' | 'name_fr' | 'usage';
export interface RowSort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

export interface RowView {
  /** Words of the text filter, matched accent- and case-insensitively against both names. */
  text: string;
  showRetired: boolean;
  /** Values of the translation filter (spec 6-data-and-beyond §6.3.6; keywords only), OR within. */
  translation: readonly string[];
  sort: RowSort | null;
}

/**
 * The rows shown: filtered by the text (both names), the retired checkbox and the translation
 * filter, sorted by the name
 * in the active language by default (collator of spec 4-shell §4.4.3), or by a chosen column.
 */
export function visibleRows(rows: readonly EntryRow[], view: RowView, language: Language): EntryRow[] {
  const words = normaliseForSearch(view.text).split(' ').filter(Boolean);
  const translated = translationMatcher(view.translation, (row: EntryRow) => nameTranslation(row.entry));
  const kept = rows.filter((row) => {
    if (!view.showRetired && row.entry.retired) return false;
    if (!translated(row)) return false;
    if (words.length === 0) return true;
    const haystack = normaliseForSearch(`${row.entry.name_en ?? ''} ${row.entry.name_fr ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
  const withIds = kept.map((row) => ({ id: row.entry.id, row }));
  const sort = view.sort;
  if (sort?.key === 'usage') {
    const byName = sortByTexts(withIds, [(item) => entryName(item.row.entry, language)], language);
    const ordered = [...byName].sort((a, b) => a.row.total - b.row.total);
    return (sort.dir === 'desc' ? ordered.reverse() : ordered).map((item) => item.row);
  }
  const key = sort?.key;
  const text = key ? (item: { row: EntryRow }) => item.row.entry[key] : (item: { row: EntryRow }) => entryName(item.row.entry, language);
  const sorted = sortByTexts(withIds, [text], language).map((item) => item.row);
  return sort?.dir === 'desc' ? sorted.reverse() : sorted;
}

/** The next sort of a column header: ascending → descending → the default order (spec 4-shell §4.11.7). */
export function nextRowSort(current: RowSort | null, key: SortKey): RowSort | null {
  if (current?.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : null;
}

/** The actions a row offers: Delete only for an entry no record uses; Retire or Restore for reference lists only. */
export function rowActions(list: PageList, row: EntryRow): { retire: boolean; restore: boolean; delete: boolean } {
  const isReference = list.key !== 'keyword';
  return {
    retire: isReference && !row.entry.retired,
    restore: isReference && Boolean(row.entry.retired),
    delete: row.total === 0,
  };
}

export interface EntryNames {
  name_en: string;
  name_fr: string;
}

/** The request body: trimmed names, an empty one as null (the schema reports it). */
export function entryBody(names: EntryNames): { name_en: string | null; name_fr: string | null } {
  const en = names.name_en.trim();
  const fr = names.name_fr.trim();
  return { name_en: en || null, name_fr: fr || null };
}

/**
 * The errors of the two name fields, as the API would answer them: the shared schema (reference
 * entries: both required, 255 characters; keywords: at least one, 50 characters), then names
 * already used in the list, retired entries included, with the comparison key of spec
 * 2-data-model §2.1.7; `exceptId` (the entry being renamed) is left out.
 */
export function entryNameErrors(list: PageList, names: EntryNames, entries: readonly ListEntry[], exceptId?: string): RawFieldError[] {
  const body = entryBody(names);
  const result = list.key === 'keyword' ? validateCreate(keywordSchema, body) : validateCreate(registerReferenceSchema, body);
  const errors: RawFieldError[] = result.ok ? [] : [...result.errors];
  const failed = new Set(errors.map((error) => error.field));
  const others = entries.filter((entry) => entry.id !== exceptId);
  const entity = list.key === 'keyword' ? 'keyword' : 'reference';
  for (const field of ['name_en', 'name_fr'] as const) {
    const value = body[field];
    if (value === null || failed.has(field)) continue;
    const key = comparisonKey(value);
    if (others.some((entry) => comparisonKey(entry[field] ?? '') === key)) errors.push({ field, code: 'not_unique', params: { entity } });
  }
  return errors;
}

