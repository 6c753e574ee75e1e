import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { problemsIn, privateValues, type Answer } from './leak-scan';
import {
  api,
  callerFor,
  type Json,
  quotedEtag,
  records,
  signInAll,
  storedDocument,
} from './support';

/**
 * Reference-list usage and deletes (spec 3-api §3.16.1): counts checked against a brute-force
 * count over every stored document, and deletes refused while anything uses the entry, allowed
 * once the uses are removed; entries added, renamed, retired and restored. Tests change only
 * entries and keywords they made themselves.
 */

type Who = 'admin' | 'member';
const tokens: Partial<Record<Who, string>> = {};
const call = callerFor(tokens);
const RUN = Date.now().toString(36);
const LISTS = [
  'faculties', 'member-types', 'org-types', 'org-scopes', 'product-types', 'event-types', 'sources', 'statuses', 'levels',
  'targets', 'topics', 'keywords',
];
const KIND_ORDER = ['member', 'organization', 'product', 'grant', 'event', 'supervision'];

interface Usage {
  total: number;
  by_kind: { kind: string; count: number }[];
}

/** Every record that holds `id` in any top-level field (a value or a list item), by kind: no link table involved. */
function bruteUsage(documents: readonly Json[], id: string): Usage {
  const counts = new Map<string, number>();
  for (const doc of documents) {
    if (doc.pk === 'lookup' || doc.pk === 'unique' || doc.id === id) continue;
    const holds = Object.values(doc).some((value) => value === id || (Array.isArray(value) && value.includes(id)));
    if (holds) counts.set(String(doc.kind), (counts.get(String(doc.kind)) ?? 0) + 1);
  }
  const by_kind = KIND_ORDER.filter((kind) => counts.has(kind)).map((kind) => ({ kind, count: counts.get(kind) ?? 0 }));
  return { total: by_kind.reduce((sum, item) => sum + item.count, 0), by_kind };
}

async function everyDocument(): Promise<Json[]> {
  return (await records().items.query<Json>('SELECT * FROM c').fetchAll()).resources;
}

/** What this file adds, removed afterwards: the other suites count the demo data (slice.test.ts). */
const createdAccounts: string[] = [];
const createdEntries: string[] = [];
const createdKeywords: string[] = [];

/** A faculty of this run, added through the route. */
async function newFaculty(label: string): Promise<string> {
  const answer = await call('admin', 'POST', 'register-reference/faculties', { name_en: `${label} ${RUN}`, name_fr: `${label} ${RUN} fr` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  createdEntries.push(answer.body.id as string);
  return answer.body.id as string;
}

/** A new member (through an account), answered with its id and version. */
let members = 0;
async function newMember(): Promise<{ id: string; etag: string }> {
  members += 1;
  const created = await call('admin', 'POST', 'register-account', {
    first_name: 'Usage', last_name: `Test ${RUN} ${members}`, login_email: `usage-${RUN}-${members}@example.org`, is_member: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  createdAccounts.push(created.body.id as string);
  const id = (created.body.member as Json).id as string;
  return { id, etag: (await storedDocument('member', id))?.etag as string };
}

async function updateMember(member: { id: string; etag: string }, body: Json): Promise<void> {
  const answer = await call('admin', 'PATCH', `update-member/${member.id}/public`, body, quotedEtag(member.etag));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  member.etag = answer.body.etag as string;
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(['admin', 'member']));
});

afterAll(async () => {
  for (const id of createdAccounts) await call('admin', 'DELETE', `delete-account/${id}`);
  for (const id of createdEntries) await call('admin', 'DELETE', `delete-reference/faculties/${id}`);
  for (const id of createdKeywords) await call('admin', 'DELETE', `delete-keyword/${id}`);
});

describe('GET /api/reference-usage (spec 3-api §3.16.1)', () => {
  it('counts, for every list, exactly what a brute-force count over the store finds', async () => {
    const documents = await everyDocument();
    for (const list of LISTS) {
      const answer = await call('admin', 'GET', `reference-usage/${list}`);
      expect(answer.status, list).toBe(200);
      const items = answer.body as unknown as ({ id: string } & Usage)[];
      const entries = documents.filter((doc) => (list === 'keywords' ? doc.kind === 'keyword' : doc.kind === 'reference' && doc.list === list));
      const expected = entries
        .map((entry) => ({ id: entry.id as string, ...bruteUsage(documents, entry.id as string) }))
        .filter((item) => item.total > 0)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(items, list).toEqual(expected);
      expect(expected.length, `${list} is used by the demo data`).toBeGreaterThan(0);
    }
  });

  it('answers the demo acceptance figures of spec 6-data-and-beyond §6.3.4 (5, 6)', async () => {
    const faculties = (await call('admin', 'GET', 'reference-usage/faculties')).body as unknown as ({ id: string } & Usage)[];
    expect(faculties.find((item) => item.id === 'faculty-graduate-studies')).toEqual({ id: 'faculty-graduate-studies', total: 1, by_kind: [{ kind: 'supervision', count: 1 }] });
    expect(faculties.find((item) => item.id === 'faculty-health-sciences')?.total).toBeGreaterThan(0);
    const memberTypes = (await call('admin', 'GET', 'reference-usage/member-types')).body as unknown as { id: string }[];
    expect(memberTypes.map((item) => item.id)).not.toContain('member-type-emeritus');
    const refused = await call('admin', 'DELETE', 'delete-reference/faculties/faculty-health-sciences');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('entry_in_use');
  });

  it('answers one entry as the list does, zero for an unused entry, 404 for an unknown list or an id of another list', async () => {
    const documents = await everyDocument();
    expect((await call('admin', 'GET', 'reference-usage/faculties/faculty-science')).body).toEqual(bruteUsage(documents, 'faculty-science'));
    expect((await call('admin', 'GET', 'reference-usage/keywords/keyword-aging')).body).toEqual(bruteUsage(documents, 'keyword-aging'));
    const unused = await newFaculty('unused');
    expect((await call('admin', 'GET', `reference-usage/faculties/${unused}`)).body).toEqual({ total: 0, by_kind: [] });
    for (const path of ['reference-usage/faculty', 'reference-usage/faculty/faculty-science', 'reference-usage/topics/faculty-science', 'reference-usage/keywords/faculty-science', 'reference-usage/faculties/no-such-entry']) {
      const answer = await call('admin', 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
    expect((await call('member', 'GET', 'reference-usage/faculties')).body.code).toBe('forbidden');
    await call('admin', 'DELETE', `delete-reference/faculties/${unused}`);
  });
});

describe('DELETE /api/delete-reference and /api/delete-keyword (spec 3-api §3.16.1)', () => {
  it('refuses while any record uses the entry (409 entry_in_use, usage, nothing deleted); deletes once the uses are gone', async () => {
    const faculty = await newFaculty('in-use');
    const created = await call('admin', 'POST', 'register-keyword', { name_en: `Usage ${RUN}`, name_fr: null });
    expect(created.status).toBe(201);
    const keyword = created.body.id as string;
    const member = await newMember();
    await updateMember(member, { faculty_id: faculty, keyword_ids: [keyword] });

    const refused = await call('admin', 'DELETE', `delete-reference/faculties/${faculty}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'entry_in_use',
      usage: { total: 1, by_kind: [{ kind: 'member', count: 1 }] },
      detail: 'This entry is used by 1 member and cannot be deleted. Retire it instead.',
    });
    const keywordRefused = await call('admin', 'DELETE', `delete-keyword/${keyword}`);
    expect(keywordRefused.status).toBe(409);
    expect(keywordRefused.body).toMatchObject({
      code: 'entry_in_use',
      usage: { total: 1, by_kind: [{ kind: 'member', count: 1 }] },
      detail: 'This keyword is still used by 1 members. Remove it from their profiles first.',
    });
    expect(await storedDocument('lookup', faculty)).toBeDefined();
    expect(await storedDocument('lookup', keyword)).toBeDefined();

    await updateMember(member, { faculty_id: null, keyword_ids: [] });
    const keywordVersion = quotedEtag(created.body.etag);
    expect((await call('admin', 'DELETE', `delete-reference/faculties/${faculty}`)).status).toBe(204);
    expect((await call('admin', 'DELETE', `delete-keyword/${keyword}`, undefined, keywordVersion)).status).toBe(204);
    expect(await storedDocument('lookup', faculty)).toBeUndefined();
    expect(await storedDocument('lookup', keyword)).toBeUndefined();
    const faculties = (await (await api('/api/all-faculties')).json()) as Json[];
    const keywords = (await (await api('/api/all-keywords')).json()) as Json[];
    expect(faculties.map((entry) => entry.id)).not.toContain(faculty);
    expect(keywords.map((entry) => entry.id)).not.toContain(keyword);
    // The names are free again.
    const again = await call('admin', 'POST', 'register-keyword', { name_en: `Usage ${RUN}`, name_fr: null });
    expect(again.status).toBe(201);
    createdKeywords.push(again.body.id as string);
  });

  it('shows a new entry in its list until it is deleted', async () => {
    const faculty = await newFaculty('listed');
    const before = (await (await api('/api/all-faculties')).json()) as Json[];
    expect(before.map((entry) => entry.id)).toContain(faculty);
    expect((await call('admin', 'DELETE', `delete-reference/faculties/${faculty}`)).status).toBe(204);
    const after = (await (await api('/api/all-faculties')).json()) as Json[];
    expect(after.map((entry) => entry.id)).not.toContain(faculty);
  });

  it('answers 404 for an unknown list, an id of another list or no such id, 403 for a member, and deletes nothing', async () => {
    for (const path of ['delete-reference/faculty/faculty-science', 'delete-reference/topics/faculty-science', 'delete-reference/keywords/keyword-aging', 'delete-keyword/faculty-science', 'delete-keyword/no-such-keyword']) {
      const answer = await call('admin', 'DELETE', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
    for (const path of ['delete-reference/faculties/faculty-science', 'delete-keyword/keyword-aging']) {
      const answer = await call('member', 'DELETE', path);
      expect(answer.status, path).toBe(403);
      expect(answer.body.code).toBe('forbidden');
    }
    expect(await storedDocument('lookup', 'faculty-science')).toBeDefined();
    expect(await storedDocument('lookup', 'keyword-aging')).toBeDefined();
  });
});

describe('leak scan of the usage answers (spec 2-data-model §2.4.12)', () => {
  it('answers ids and counts only, with none of the private values, and nothing to a caller who is not an administrator', async () => {
    const answers: Answer[] = [];
    for (const list of LISTS) {
      const answer = await call('admin', 'GET', `reference-usage/${list}`);
      answers.push({ path: `reference-usage/${list}`, kind: 'reference-usage', body: answer.body });
      for (const item of answer.body as unknown as Json[]) {
        expect(Object.keys(item).sort()).toEqual(['by_kind', 'id', 'total']);
        for (const count of item.by_kind as Json[]) expect(Object.keys(count).sort()).toEqual(['count', 'kind']);
      }
    }
    const refused = await call('admin', 'DELETE', 'delete-reference/faculties/faculty-science');
    answers.push({ path: 'delete-reference/faculties/faculty-science', kind: 'problem', body: refused.body });
    expect(answers.flatMap(problemsIn)).toEqual([]);
    const text = JSON.stringify(answers.map((answer) => answer.body));
    expect(privateValues(buildDemoDataset()).filter((value) => text.includes(JSON.stringify(value).slice(1, -1)))).toEqual([]);
    for (const who of ['visitor', 'member'] as const) {
      const answer = await call(who, 'GET', 'reference-usage/faculties');
      expect(answer.status).toBe(who === 'visitor' ? 401 : 403);
      expect(JSON.stringify(answer.body)).not.toContain('faculty-science');
    }
  });
});

describe('POST /api/register-reference and PATCH /api/update-reference (spec 3-api §3.16.1)', () => {
  it('adds an entry: 201, the entry projection, ETag, no Location; in its list at once', async () => {
    const answer = await call('admin', 'POST', 'register-reference/faculties', { name_en: `Nursing ${RUN}`, name_fr: `Sciences infirmières ${RUN}` });
    expect(answer.status).toBe(201);
    createdEntries.push(answer.body.id as string);
    expect(Object.keys(answer.body).sort()).toEqual(['etag', 'id', 'name_en', 'name_fr', 'retired']);
    expect(answer.body).toMatchObject({ name_en: `Nursing ${RUN}`, retired: false });
    expect(answer.headers.get('etag')).toBe(quotedEtag(answer.body.etag));
    expect(answer.headers.get('location')).toBeNull();
    const faculties = (await (await api('/api/all-faculties')).json()) as Json[];
    expect(faculties).toContainEqual(answer.body);
    expect(await storedDocument('lookup', answer.body.id as string)).toMatchObject({ kind: 'reference', list: 'faculties', updated_by: 'account-claire-dubois-martin' });
  });

  it('refuses a name the list already has by comparison key (409 not_unique on the field) and creates nothing', async () => {
    const before = ((await (await api('/api/all-faculties')).json()) as Json[]).length;
    const answer = await call('admin', 'POST', 'register-reference/faculties', { name_en: 'health  SCIENCES', name_fr: `Autre ${RUN}` });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('conflict_duplicate');
    expect(answer.body.errors).toEqual([{ field: 'name_en', code: 'not_unique', message: 'This name is already used in this list.' }]);
    expect(((await (await api('/api/all-faculties')).json()) as Json[]).length).toBe(before);
    expect((await call('admin', 'POST', 'register-reference/keywords', { name_en: 'a', name_fr: 'b' })).status).toBe(404);
    expect((await call('member', 'POST', 'register-reference/faculties', { name_en: 'a', name_fr: 'b' })).status).toBe(403);
  });

  it('renames (the member shows the new name), retires (kept on the member, refused as a new choice) and restores', async () => {
    const faculty = await newFaculty('lifecycle');
    const member = await newMember();
    await updateMember(member, { faculty_id: faculty });
    let etag = (await storedDocument('lookup', faculty))?.etag as string;

    const renamed = await call('admin', 'PATCH', `update-reference/faculties/${faculty}`, { name_fr: `Renommée ${RUN}` }, quotedEtag(etag));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: faculty, name_fr: `Renommée ${RUN}`, retired: false });
    expect(renamed.headers.get('etag')).toBe(quotedEtag(renamed.body.etag));
    const shown = await call('admin', 'GET', `member/${member.id}/public`);
    expect(shown.body.faculty).toMatchObject({ id: faculty, name_fr: `Renommée ${RUN}` });

    expect((await call('admin', 'PATCH', `update-reference/faculties/${faculty}`, { retired: true }, quotedEtag(etag))).status).toBe(412);
    etag = renamed.body.etag as string;
    const retired = await call('admin', 'PATCH', `update-reference/faculties/${faculty}`, { retired: true }, quotedEtag(etag));
    expect(retired.status).toBe(200);
    expect(retired.body.retired).toBe(true);
    expect((await call('admin', 'GET', `member/${member.id}/public`)).body.faculty).toMatchObject({ id: faculty, retired: true });
    const other = await newMember();
    const refused = await call('admin', 'PATCH', `update-member/${other.id}/public`, { faculty_id: faculty }, quotedEtag(other.etag));
    expect(refused.status).toBe(400);
    expect((refused.body.errors as Json[]).map((error) => `${String(error.field)}:${String(error.code)}`)).toEqual(['faculty_id:retired_reference']);

    const restored = await call('admin', 'PATCH', `update-reference/faculties/${faculty}`, { retired: false }, quotedEtag(retired.body.etag));
    expect(restored.body.retired).toBe(false);
    await updateMember(other, { faculty_id: faculty });
    expect((await call('admin', 'PATCH', `update-reference/topics/${faculty}`, { retired: true }, quotedEtag(restored.body.etag))).status).toBe(404);
  });
});
