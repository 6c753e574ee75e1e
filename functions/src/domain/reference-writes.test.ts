import { describe, expect, it } from 'vitest';
import type { ReferenceListName } from '@portal/common/demo/types';
import { InMemoryStore } from '../testing/in-memory-store';
import type { Caller } from './caller';
import type { IfMatch } from './conditional-writes';
import { ApiError } from './errors';
import { referenceEntryProjection, registerReference, updateReference } from './reference-writes';
import { referenceEntryKeys } from './unique-keys';

const META = { created_at: 't', updated_at: 't', updated_by: null, etag: 'v1' };
const version = (etag: string): IfMatch => ({ kind: 'version', version: etag });

function world() {
  const store = new InMemoryStore();
  const entry = (list: ReferenceListName, id: string, name_en: string, name_fr: string, retired = false) =>
    store.put('reference', { id, list, name_en, name_fr, retired, ...META }, referenceEntryKeys(list, { name_en, name_fr }));
  entry('faculties', 'fac-health', 'Health Sciences', 'Sciences de la santé');
  entry('faculties', 'fac-old', 'Graduate Studies', 'Études supérieures', true);
  entry('member-types', 'type-regular', 'Regular member', 'Membre régulier');
  const caller = { account: { id: 'account-admin' }, identity: null } as unknown as Caller;
  return { store, deps: { store: store.records, caller, now: new Date('2026-03-01T10:00:00Z') } };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const notUnique = (error: ApiError) => (error.options.errors ?? []).map((item) => `${item.field}:${item.code}`);

describe('registerReference (spec 3-api §3.16.1)', () => {
  it('adds an entry to its list, not retired, with its names claimed', async () => {
    const { store, deps } = world();
    const entry = await registerReference(deps, 'faculties', { name_en: 'Nursing', name_fr: 'Sciences infirmières' });
    expect(referenceEntryProjection(entry)).toEqual({ id: entry.id, name_en: 'Nursing', name_fr: 'Sciences infirmières', retired: false, etag: entry.etag });
    expect(store.peek('reference', entry.id)).toMatchObject({ list: 'faculties', updated_by: 'account-admin' });
    expect(store.owner({ scope: 'reference-faculties-en', value: 'nursing' })).toBe(entry.id);
  });

  it('refuses a name another entry of the list has in the same language, retired ones included; another list may have it', async () => {
    const { deps } = world();
    const taken = await refusal(registerReference(deps, 'faculties', { name_fr: 'Études  SUPÉRIEURES', name_en: 'health  SCIENCES' }));
    expect(taken.code).toBe('conflict_duplicate');
    expect(notUnique(taken)).toEqual(['name_fr:not_unique', 'name_en:not_unique']);
    const elsewhere = await registerReference(deps, 'member-types', { name_en: 'Health Sciences', name_fr: 'Sciences de la santé' });
    expect(elsewhere.list).toBe('member-types');
  });

  it('answers 404 for an unknown list (keywords included) and 400 without both names', async () => {
    const { deps } = world();
    expect((await refusal(registerReference(deps, 'keywords', { name_en: 'A', name_fr: 'B' }))).code).toBe('not_found');
    expect((await refusal(registerReference(deps, 'faculties', { name_en: 'Only English' }))).code).toBe('validation_failed');
  });
});

describe('updateReference (spec 3-api §3.16.1)', () => {
  it('renames, frees the old name and claims the new one', async () => {
    const { store, deps } = world();
    const updated = await updateReference(deps, 'faculties', 'fac-health', { name_en: 'Health' }, version('v1'));
    expect(updated).toMatchObject({ name_en: 'Health', name_fr: 'Sciences de la santé', retired: false });
    expect(updated.etag).not.toBe('v1');
    expect(store.owner({ scope: 'reference-faculties-en', value: 'health' })).toBe('fac-health');
    expect(store.owner({ scope: 'reference-faculties-en', value: 'health sciences' })).toBeUndefined();
  });

  it('retires and restores an entry', async () => {
    const { deps } = world();
    const retired = await updateReference(deps, 'faculties', 'fac-health', { retired: true }, version('v1'));
    expect(retired.retired).toBe(true);
    const restored = await updateReference(deps, 'faculties', 'fac-health', { retired: false }, version(retired.etag));
    expect(restored.retired).toBe(false);
  });

  it('refuses a taken name (409), a stale or missing version (412, 428), an id of another list or an unknown list (404)', async () => {
    const { store, deps } = world();
    expect(notUnique(await refusal(updateReference(deps, 'faculties', 'fac-health', { name_en: 'graduate studies' }, version('v1'))))).toEqual(['name_en:not_unique']);
    expect((await refusal(updateReference(deps, 'faculties', 'fac-health', { retired: true }, version('old')))).code).toBe('stale_version');
    expect((await refusal(updateReference(deps, 'faculties', 'fac-health', { retired: true }, { kind: 'missing' }))).code).toBe('version_required');
    expect((await refusal(updateReference(deps, 'faculties', 'type-regular', { retired: true }, version('v1')))).code).toBe('not_found');
    expect((await refusal(updateReference(deps, 'faculty', 'fac-health', { retired: true }, version('v1')))).code).toBe('not_found');
    expect(store.peek('reference', 'fac-health')).toMatchObject({ name_en: 'Health Sciences', retired: false, etag: 'v1' });
  });

  it('does not clear a name', async () => {
    const { deps } = world();
    expect((await refusal(updateReference(deps, 'faculties', 'fac-health', { name_fr: null }, version('v1')))).code).toBe('validation_failed');
  });
});
