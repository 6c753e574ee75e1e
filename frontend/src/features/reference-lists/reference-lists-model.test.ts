import { describe, expect, it } from 'vitest';
import {
  entryNameErrors,
  entryRows,
  nextRowSort,
  PAGE_LISTS,
  pageListOf,
  rowActions,
  visibleRows,
  type ListEntry,
  type RowView,
} from './reference-lists-model';

const faculties = pageListOf('faculty');
const keywords = pageListOf('keyword');

const ENTRIES: ListEntry[] = [
  { id: 'f-health', name_en: 'Health Sciences', name_fr: 'Sciences de la santé', retired: false, etag: 'e1' },
  { id: 'f-grad', name_en: 'Graduate Studies', name_fr: 'Études supérieures', retired: false, etag: 'e2' },
  { id: 'f-old', name_en: 'Arts', name_fr: 'Zoologie', retired: true, etag: 'e3' },
];
const USAGE = [
  { id: 'f-health', total: 3, by_kind: [{ kind: 'member' as const, count: 2 }, { kind: 'supervision' as const, count: 1 }] },
  { id: 'f-grad', total: 1, by_kind: [{ kind: 'supervision' as const, count: 1 }] },
];
const VIEW: RowView = { text: '', showRetired: true, translation: [], sort: null };
const ids = (rows: ReturnType<typeof entryRows>) => rows.map((row) => row.entry.id);

describe('reference-list page rules (spec 6-data-and-beyond §6.3.4)', () => {
  it('offers the eleven lists then keywords, with the API list names and record kinds; faculty by default', () => {
    expect(PAGE_LISTS.map((list) => list.key)).toEqual([
      'faculty', 'member-type', 'org-scope', 'org-type', 'product-type', 'event-type', 'grant-source', 'grant-status', 'level', 'target', 'topic', 'keyword',
    ]);
    expect(pageListOf('grant-source')).toMatchObject({ api: 'sources', allPath: '/api/all-sources', recordKind: 'grant_source' });
    expect(keywords).toMatchObject({ api: 'keywords', allPath: '/api/all-keywords', recordKind: 'keyword' });
    expect(pageListOf(null).key).toBe('faculty');
    expect(pageListOf('nonsense').key).toBe('faculty');
  });

  it('offers Delete only for an entry no record uses, Retire or Restore for reference entries only', () => {
    const [health, grad, old] = entryRows(ENTRIES, USAGE);
    expect(old?.total).toBe(0);
    expect(rowActions(faculties, health!)).toEqual({ retire: true, restore: false, delete: false });
    expect(rowActions(faculties, grad!)).toEqual({ retire: true, restore: false, delete: false });
    expect(rowActions(faculties, old!)).toEqual({ retire: false, restore: true, delete: true });
    const [keyword] = entryRows([{ id: 'kw', name_en: 'AI', name_fr: null }], []);
    expect(rowActions(keywords, keyword!)).toEqual({ retire: false, restore: false, delete: true });
  });

  it('sorts by the name in the active language, filters both names without accents, hides retired on request', () => {
    const rows = entryRows(ENTRIES, USAGE);
    expect(ids(visibleRows(rows, VIEW, 'en'))).toEqual(['f-old', 'f-grad', 'f-health']);
    expect(ids(visibleRows(rows, VIEW, 'fr'))).toEqual(['f-grad', 'f-health', 'f-old']);
    expect(ids(visibleRows(rows, { ...VIEW, text: 'etudes' }, 'en'))).toEqual(['f-grad']);
    expect(ids(visibleRows(rows, { ...VIEW, text: 'SANTE health' }, 'en'))).toEqual(['f-health']);
    expect(ids(visibleRows(rows, { ...VIEW, showRetired: false }, 'en'))).toEqual(['f-grad', 'f-health']);
  });

  it('sorts by a column: names, then usage; the third press returns to the default order', () => {
    const rows = entryRows(ENTRIES, USAGE);
    expect(ids(visibleRows(rows, { ...VIEW, sort: { key: 'name_fr', dir: 'asc' } }, 'en'))).toEqual(['f-grad', 'f-health', 'f-old']);
    expect(ids(visibleRows(rows, { ...VIEW, sort: { key: 'usage', dir: 'desc' } }, 'en'))).toEqual(['f-health', 'f-grad', 'f-old']);
    expect(nextRowSort(null, 'usage')).toEqual({ key: 'usage', dir: 'asc' });
    expect(nextRowSort({ key: 'usage', dir: 'asc' }, 'usage')).toEqual({ key: 'usage', dir: 'desc' });
    expect(nextRowSort({ key: 'usage', dir: 'desc' }, 'usage')).toBeNull();
  });

  it('filters keywords by translation (spec 6-data-and-beyond §6.3.6)', () => {
    const rows = entryRows(
      [
        { id: 'both', name_en: 'AI', name_fr: 'IA' },
        { id: 'en-only', name_en: 'Robotics', name_fr: null },
      ],
      [],
    );
    expect(ids(visibleRows(rows, { ...VIEW, translation: ['missing-fr'] }, 'en'))).toEqual(['en-only']);
    expect(ids(visibleRows(rows, { ...VIEW, translation: ['complete'] }, 'en'))).toEqual(['both']);
  });

  it('checks names as the API does: both required and 255 characters for reference entries', () => {
    expect(entryNameErrors(faculties, { name_en: ' ', name_fr: '' }, ENTRIES).map((e) => [e.field, e.code])).toEqual([
      ['name_en', 'required'],
      ['name_fr', 'required'],
    ]);
    expect(entryNameErrors(faculties, { name_en: 'x'.repeat(256), name_fr: 'Nouvelle' }, ENTRIES).map((e) => [e.field, e.code])).toEqual([['name_en', 'too_long']]);
    expect(entryNameErrors(faculties, { name_en: 'x'.repeat(255), name_fr: 'Nouvelle' }, ENTRIES)).toEqual([]);
  });

  it('refuses a name already in the list by its comparison key, retired entries included, the renamed entry left out', () => {
    const errors = entryNameErrors(faculties, { name_en: 'health  SCIENCES', name_fr: 'zoologie' }, ENTRIES);
    expect(errors).toEqual([
      { field: 'name_en', code: 'not_unique', params: { entity: 'reference' } },
      { field: 'name_fr', code: 'not_unique', params: { entity: 'reference' } },
    ]);
    expect(entryNameErrors(faculties, { name_en: 'Health sciences', name_fr: 'Sciences de la Santé' }, ENTRIES, 'f-health')).toEqual([]);
  });

  it('checks keywords with their own rules: at least one name, 50 characters', () => {
    const list: ListEntry[] = [{ id: 'kw', name_en: 'Robotics', name_fr: null }];
    expect(entryNameErrors(keywords, { name_en: '', name_fr: '' }, list).map((e) => e.code)).toEqual(['one_language_required', 'one_language_required']);
    expect(entryNameErrors(keywords, { name_en: '', name_fr: 'Robotique' }, list)).toEqual([]);
    expect(entryNameErrors(keywords, { name_en: 'x'.repeat(51), name_fr: '' }, list).map((e) => e.code)).toEqual(['too_long']);
    expect(entryNameErrors(keywords, { name_en: 'robotics', name_fr: '' }, list)).toEqual([{ field: 'name_en', code: 'not_unique', params: { entity: 'keyword' } }]);
  });
});
