import { beforeAll, describe, expect, it } from 'vitest';
import { api, callerFor, countOf, fieldCodes, type Json, quotedEtag, signInAll, storedDocument } from './support';

/**
 * Keywords (spec 3-api §3.7.6–§3.7.7, 2-data-model §2.2.4): members and administrators add them,
 * administrators rename them; names are unique per language by comparison key. Tests create their
 * own keywords (with names unique to the run) and never rename the demo keywords.
 */

type Who = 'admin' | 'member' | 'guest' | 'newcomer' | 'visitor';

const ROLES: Exclude<Who, 'visitor'>[] = ['admin', 'member', 'guest', 'newcomer'];
const tokens: Partial<Record<Who, string>> = {};
const RUN = Date.now().toString(36);

const callAs = callerFor(tokens);
const call = (who: Who, method: string, path: string, body?: unknown, version?: string) =>
  callAs(who, method, path, body, version === undefined ? undefined : quotedEtag(version));

const stored = (id: string) => storedDocument('lookup', id);
let serial = 0;
function name(label: string): string {
  serial += 1;
  return `${label} ${RUN} ${serial}`;
}

async function newKeyword(body: Json = { name_en: name('Keyword'), name_fr: name('Mot-clé') }): Promise<Json> {
  const answer = await call('admin', 'POST', 'register-keyword', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(ROLES));
});

describe('POST /api/register-keyword (spec 3-api §3.7.6)', () => {
  it('lets a member add a keyword: 201, the keyword projection, ETag, no Location; shared at once', async () => {
    const en = name('Winter  cycling');
    const answer = await call('member', 'POST', 'register-keyword', { name_en: `  ${en} `, name_fr: null });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['etag', 'id', 'name_en', 'name_fr']);
    expect(answer.body).toMatchObject({ name_en: en, name_fr: null });
    expect(answer.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const list = (await (await api('/api/all-keywords')).json()) as Json[];
    expect(list).toContainEqual(answer.body);
    expect(await stored(answer.body.id as string)).toMatchObject({ kind: 'keyword', updated_by: 'account-eric-levesque' });
  });

  it('lets an administrator add one; a French-only keyword is allowed', async () => {
    const answer = await call('admin', 'POST', 'register-keyword', { name_fr: name('Santé rurale') });
    expect(answer.status).toBe(201);
    expect(answer.body.name_en).toBeNull();
  });

  it('refuses a name whose comparison key another keyword has in the same language (409, each taken name), writes nothing', async () => {
    const count = await countOf('lookup', 'keyword');
    const accents = await call('member', 'POST', 'register-keyword', { name_en: '  public   HEALTH ', name_fr: name('Libre') });
    expect([accents.status, accents.body.code]).toEqual([409, 'conflict_duplicate']);
    expect(accents.body.errors).toEqual([{ field: 'name_en', code: 'not_unique', message: 'This keyword already exists.' }]);
    const both = await call('member', 'POST', 'register-keyword', { name_fr: 'SANTÉ PUBLIQUE', name_en: 'Aging' });
    expect(fieldCodes(both)).toEqual(['name_fr:not_unique', 'name_en:not_unique']);
    const french = await call('member', 'POST', 'register-keyword', { name_fr: 'sante publique' });
    expect(fieldCodes(french)).toEqual(['name_fr:not_unique']);
    expect(await countOf('lookup', 'keyword')).toBe(count);
    // Uniqueness is per language: an English name may equal another keyword's French name.
    expect((await call('member', 'POST', 'register-keyword', { name_en: `Vieillissement ${RUN}`, name_fr: null })).status).toBe(201);
  });

  it('reports every invalid field at once and writes nothing', async () => {
    const count = await countOf('lookup', 'keyword');
    const none = await call('member', 'POST', 'register-keyword', { name_en: '  ', name_fr: null });
    expect(fieldCodes(none)).toEqual(['name_en:one_language_required', 'name_fr:one_language_required']);
    const empty = await call('member', 'POST', 'register-keyword', {});
    expect(fieldCodes(empty)).toEqual(['name_en:one_language_required', 'name_fr:one_language_required']);
    const invalid = await call('member', 'POST', 'register-keyword', { name_en: 'x'.repeat(51), name_fr: 12, id: 'mine' });
    expect(fieldCodes(invalid)).toEqual(['name_en:too_long', 'name_fr:invalid_type', 'id:unknown_field']);
    expect(await countOf('lookup', 'keyword')).toBe(count);
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'forbidden'],
  ] as const)('refuses %s with %i %s', async (who, status, code) => {
    const answer = await call(who, 'POST', 'register-keyword', { name_en: name('Refused') });
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });
});

describe('PATCH /api/update-keyword/{id} (spec 3-api §3.7.7)', () => {
  it('renames a keyword (200, new version); compared with the others, never with itself', async () => {
    const keyword = await newKeyword();
    const renamed = await call('admin', 'PATCH', `update-keyword/${String(keyword.id)}`, { name_en: String(keyword.name_en).toUpperCase() }, keyword.etag as string);
    expect(renamed.status).toBe(200);
    expect(Object.keys(renamed.body).sort()).toEqual(['etag', 'id', 'name_en', 'name_fr']);
    expect(renamed.body).toMatchObject({ id: keyword.id, name_en: String(keyword.name_en).toUpperCase(), name_fr: keyword.name_fr });
    expect(renamed.body.etag).not.toBe(keyword.etag);
    expect(renamed.headers.get('etag')).toBe(`"${String(renamed.body.etag)}"`);
    const cleared = await call('admin', 'PATCH', `update-keyword/${String(keyword.id)}`, { name_fr: null }, renamed.body.etag as string);
    expect(cleared.body).toMatchObject({ name_fr: null });
    // The released French name can be used again.
    expect((await call('member', 'POST', 'register-keyword', { name_fr: keyword.name_fr })).status).toBe(201);
  });

  it('writes nothing when the names are the stored ones (200, same version)', async () => {
    const keyword = await newKeyword();
    const before = await stored(keyword.id as string);
    const answer = await call('admin', 'PATCH', `update-keyword/${String(keyword.id)}`, { name_en: keyword.name_en }, keyword.etag as string);
    expect([answer.status, answer.body.etag]).toEqual([200, keyword.etag]);
    expect(await stored(keyword.id as string)).toEqual(before);
  });

  it('refuses a name another keyword has (409) and an invalid result (400); the keyword stays unchanged', async () => {
    const keyword = await newKeyword({ name_en: name('Only English'), name_fr: null });
    const before = await stored(keyword.id as string);
    const taken = await call('admin', 'PATCH', `update-keyword/${String(keyword.id)}`, { name_en: 'dementia', name_fr: name('Libre') }, keyword.etag as string);
    expect([taken.status, fieldCodes(taken)]).toEqual([409, ['name_en:not_unique']]);
    const cleared = await call('admin', 'PATCH', `update-keyword/${String(keyword.id)}`, { name_en: '' }, keyword.etag as string);
    expect(fieldCodes(cleared)).toEqual(['name_en:one_language_required', 'name_fr:one_language_required']);
    const unknown = await call('admin', 'PATCH', `update-keyword/${String(keyword.id)}`, { name: 'x', name_fr: 'x'.repeat(51) }, keyword.etag as string);
    expect(fieldCodes(unknown)).toEqual(['name:unknown_field', 'name_fr:too_long']);
    expect(await stored(keyword.id as string)).toEqual(before);
  });

  it('needs the current version (428, 412) and an existing keyword (404)', async () => {
    const keyword = await newKeyword();
    const before = await stored(keyword.id as string);
    expect((await call('admin', 'PATCH', `update-keyword/${String(keyword.id)}`, { name_en: name('New') })).status).toBe(428);
    const stale = await call('admin', 'PATCH', `update-keyword/${String(keyword.id)}`, { name_en: name('New') }, 'stale');
    expect([stale.status, stale.body.code]).toEqual([412, 'stale_version']);
    expect(await stored(keyword.id as string)).toEqual(before);
    expect((await call('admin', 'PATCH', 'update-keyword/no-such-keyword', { name_en: name('New') }, 'x')).status).toBe(404);
    expect((await call('admin', 'PATCH', 'update-keyword/faculty-health-sciences', { name_en: name('New') }, 'x')).status).toBe(404);
  });

  it.each([
    ['visitor', 401],
    ['guest', 403],
    ['member', 403],
  ] as const)('refuses %s with %i (members add keywords but do not rename them)', async (who, status) => {
    const answer = await call(who, 'PATCH', 'update-keyword/keyword-aging', { name_en: 'Renamed' }, 'x');
    expect(answer.status).toBe(status);
    expect(((await stored('keyword-aging')) as Json).name_en).toBe('Aging');
  });
});
