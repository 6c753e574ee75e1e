import { describe, expect, it } from 'vitest';
import type { ReferenceListName } from '@portal/common/demo/types';
import { InMemoryStore } from '../testing/in-memory-store';
import type { Caller } from './caller';
import type { IfMatch } from './conditional-writes';
import { ApiError } from './errors';
import { deleteKeyword, deleteReference } from './reference-deletes';
import { countUsage, entryUsage, listUsage, usageHolders, usageText } from './reference-usage';
import type { RecordKind } from './records';
import { keywordKeys, referenceEntryKeys } from './unique-keys';

const META = { created_at: 't', updated_at: 't', updated_by: null, etag: 'v1' };
const NONE: IfMatch = { kind: 'missing' };

/** A store with entries of two lists, one keyword, and records that use some of them. */
function world() {
  const store = new InMemoryStore();
  const entry = (list: ReferenceListName, id: string) =>
    store.put('reference', { id, list, name_en: `${id} en`, name_fr: `${id} fr`, retired: false, ...META }, referenceEntryKeys(list, { name_en: `${id} en`, name_fr: `${id} fr` }));
  entry('faculties', 'fac-a');
  entry('faculties', 'fac-b');
  entry('faculties', 'fac-unused');
  entry('topics', 'topic-a');
  store.put('keyword', { id: 'kw-a', name_en: 'Aging', name_fr: null, ...META }, keywordKeys({ name_en: 'Aging', name_fr: null }));
  store.put('keyword', { id: 'kw-free', name_en: 'Free', name_fr: null, ...META }, keywordKeys({ name_en: 'Free', name_fr: null }));
  const put = (kind: RecordKind, record: Record<string, unknown>) => store.put(kind, { ...META, ...record } as never);
  put('member', { id: 'm1', is_active: true, faculty_id: 'fac-a', keyword_ids: ['kw-a'] });
  put('member', { id: 'm2', is_active: false, faculty_id: 'fac-a', keyword_ids: ['kw-a'] });
  put('member', { id: 'm3', is_active: true, faculty_id: null, keyword_ids: [] });
  put('supervision', { id: 's1', faculty_id: 'fac-b', level_id: null });
  put('product', { id: 'p1', topic_ids: ['topic-a'], target_ids: [] });
  put('grant', { id: 'g1', topic_id: 'topic-a' });
  put('event', { id: 'e1', topic_ids: ['topic-a'] });
  const caller = { account: { id: 'admin' }, identity: null } as unknown as Caller;
  return { store, deps: { store: store.records, caller, now: new Date('2026-01-01T00:00:00Z') } };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('usageHolders (spec 3-api §3.16.1)', () => {
  it('names each kind that holds a list, with its field, from the one link table', () => {
    expect(usageHolders('faculties')).toEqual([{ kind: 'member', field: 'faculty_id' }, { kind: 'supervision', field: 'faculty_id' }]);
    expect(usageHolders('topics')).toEqual([
      { kind: 'product', field: 'topic_ids' },
      { kind: 'grant', field: 'topic_id' },
      { kind: 'event', field: 'topic_ids' },
    ]);
    expect(usageHolders('keywords')).toEqual([{ kind: 'member', field: 'keyword_ids' }]);
    expect(usageHolders('org-scopes')).toEqual([{ kind: 'organization', field: 'scope_id' }]);
  });
});

describe('listUsage and entryUsage', () => {
  it('counts every holding record per entry, inactive members included, leaving out unused entries, by id', async () => {
    const { store } = world();
    expect(await listUsage(store.records, 'faculties')).toEqual([
      { id: 'fac-a', total: 2, by_kind: [{ kind: 'member', count: 2 }] },
      { id: 'fac-b', total: 1, by_kind: [{ kind: 'supervision', count: 1 }] },
    ]);
    expect(await listUsage(store.records, 'topics')).toEqual([
      { id: 'topic-a', total: 3, by_kind: [{ kind: 'product', count: 1 }, { kind: 'grant', count: 1 }, { kind: 'event', count: 1 }] },
    ]);
    expect(await listUsage(store.records, 'keywords')).toEqual([{ id: 'kw-a', total: 2, by_kind: [{ kind: 'member', count: 2 }] }]);
  });

  it('answers one entry, zero for an unused one, and 404 for an unknown list or an id of another list', async () => {
    const { store } = world();
    expect(await entryUsage(store.records, 'faculties', 'fac-a')).toEqual({ total: 2, by_kind: [{ kind: 'member', count: 2 }] });
    expect(await entryUsage(store.records, 'faculties', 'fac-unused')).toEqual({ total: 0, by_kind: [] });
    expect((await refusal(entryUsage(store.records, 'faculty', 'fac-a'))).code).toBe('not_found');
    expect((await refusal(entryUsage(store.records, 'topics', 'fac-a'))).code).toBe('not_found');
    expect((await refusal(entryUsage(store.records, 'keywords', 'fac-a'))).code).toBe('not_found');
    expect((await refusal(listUsage(store.records, 'nope'))).code).toBe('not_found');
  });

  it('writes the English usage as the entry_in_use detail wants it', () => {
    expect(usageText({ total: 3, by_kind: [{ kind: 'member', count: 2 }, { kind: 'supervision', count: 1 }] })).toBe('2 members, 1 supervision');
  });
});

describe('deleteReference and deleteKeyword (spec 3-api §3.16.1)', () => {
  it('refuses an entry in use with its usage and deletes nothing', async () => {
    const { store, deps } = world();
    const error = await refusal(deleteReference(deps, 'faculties', 'fac-a', NONE));
    expect(error.code).toBe('entry_in_use');
    expect(error.options.usage).toEqual({ total: 2, by_kind: [{ kind: 'member', count: 2 }] });
    expect(error.options.detail).toBe('This entry is used by 2 members and cannot be deleted. Retire it instead.');
    expect(store.peek('reference', 'fac-a')).toBeDefined();
  });

  it('refuses a keyword in use with the keyword text (spec README, "Settled after review")', async () => {
    const { store, deps } = world();
    const error = await refusal(deleteKeyword(deps, 'kw-a', NONE));
    expect(error.code).toBe('entry_in_use');
    expect(error.options.usage).toEqual({ total: 2, by_kind: [{ kind: 'member', count: 2 }] });
    expect(error.options.detail).toBe('This keyword is still used by 2 members. Remove it from their profiles first.');
    expect(store.peek('keyword', 'kw-a')).toBeDefined();
  });

  it('deletes an unused entry or keyword and frees its names', async () => {
    const { store, deps } = world();
    expect(store.owner({ scope: 'reference-faculties-en', value: 'fac-unused en' })).toBe('fac-unused');
    expect(store.owner({ scope: 'keyword-en', value: 'free' })).toBe('kw-free');
    await deleteReference(deps, 'faculties', 'fac-unused', NONE);
    await deleteKeyword(deps, 'kw-free', NONE);
    expect(store.peek('reference', 'fac-unused')).toBeUndefined();
    expect(store.peek('keyword', 'kw-free')).toBeUndefined();
    expect(store.owner({ scope: 'reference-faculties-en', value: 'fac-unused en' })).toBeUndefined();
    expect(store.owner({ scope: 'keyword-en', value: 'free' })).toBeUndefined();
  });

  it('counts again at the moment of deleting: allowed once the uses are gone', async () => {
    const { store, deps } = world();
    await refusal(deleteReference(deps, 'faculties', 'fac-b', NONE));
    store.drop('supervision', 's1');
    expect(await countUsage(store.records, 'faculties', 'fac-b')).toEqual({ total: 0, by_kind: [] });
    await deleteReference(deps, 'faculties', 'fac-b', NONE);
    expect(store.peek('reference', 'fac-b')).toBeUndefined();
  });

  it('answers 404 for an unknown list, an id of another list, a missing id; 412 for a stale version', async () => {
    const { deps } = world();
    expect((await refusal(deleteReference(deps, 'keywords', 'kw-free', NONE))).code).toBe('not_found');
    expect((await refusal(deleteReference(deps, 'topics', 'fac-unused', NONE))).code).toBe('not_found');
    expect((await refusal(deleteKeyword(deps, 'fac-unused', NONE))).code).toBe('not_found');
    expect((await refusal(deleteKeyword(deps, 'kw-none', NONE))).code).toBe('not_found');
    expect((await refusal(deleteKeyword(deps, 'kw-free', { kind: 'version', version: 'old' }))).code).toBe('stale_version');
  });
});
