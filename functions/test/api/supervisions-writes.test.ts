import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, callerFor, countOf, fieldCodes, type Json, mentionsOf, signInAll, storedDocument, versionOf } from './support';

/**
 * The supervision write routes (spec 3-api §3.12): register-supervision,
 * register-supervision-member, update-supervision public and private, delete-supervision.
 * Every test works on supervisions it creates; the demo supervisions are only used for refusals.
 */

type Who = 'admin' | 'member' | 'guest' | 'newcomer' | 'olivier' | 'visitor';

const ROLES: Exclude<Who, 'visitor'>[] = ['admin', 'member', 'guest', 'newcomer', 'olivier'];
const tokens: Partial<Record<Who, string>> = {};

const ERIC = 'member-eric-levesque';
const CLAIRE = 'member-claire-dubois-martin';
const PUBLIC_KEYS = [
  'id', 'first_name', 'last_name', 'start_date', 'end_date', 'faculty', 'level',
  'trainee_members', 'principal_supervisors', 'co_supervisors', 'committee_members',
];
const PRIVATE_KEYS = [...PUBLIC_KEYS, 'note', 'created_at', 'updated_at', 'updated_by', 'etag'];

const call = callerFor(tokens);
const ids = (references: unknown) => (references as { id: string }[]).map((reference) => reference.id);

const stored = (id: string) => storedDocument('supervision', id);
const version = (id: string) => versionOf('supervision', id);

/** The member copies a supervision must hold: exactly the members of its four role lists. */
function expectExactCopies(document: Json): void {
  const linked = new Set(
    ['trainee_member_ids', 'principal_supervisor_ids', 'co_supervisor_ids', 'committee_member_ids'].flatMap((field) => document[field] as string[]),
  );
  expect(Object.keys(document.member_refs as Json).sort()).toEqual([...linked].sort());
}

const created: string[] = [];
async function registerSupervision(body: Json = {}): Promise<string> {
  const answer = await call('admin', 'POST', 'register-supervision', { first_name: 'Test', last_name: `Trainee ${created.length + 1}`, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created.push(answer.body.id as string);
  return answer.body.id as string;
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(ROLES));
});

afterAll(async () => {
  for (const id of created) await call('admin', 'DELETE', `delete-supervision/${id}`);
});

describe('POST /api/register-supervision (spec 3-api §3.12.2)', () => {
  it('registers a supervision with every field: 201, the private detail, Location, ETag, exact member copies', async () => {
    const answer = await call('admin', 'POST', 'register-supervision', {
      first_name: ' Alex ',
      last_name: 'Martin',
      start_date: '2023-09-01',
      end_date: '2027-08-31',
      faculty_id: 'faculty-health-sciences',
      level_id: 'level-doctorate',
      note: 'Private\r\nnote',
      trainee_member_ids: ['member-john-smith'],
      principal_supervisor_ids: [ERIC, 'member-mei-chen'],
      co_supervisor_ids: ['member-tanvir-rahman'],
      committee_member_ids: ['member-wei-zhang'],
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({
      first_name: 'Alex',
      last_name: 'Martin',
      faculty: { id: 'faculty-health-sciences', name_en: 'Health Sciences', name_fr: 'Sciences de la santé', retired: false },
      level: { id: 'level-doctorate', name_en: 'Doctorate' },
      note: 'Private\nnote',
      trainee_members: [{ id: 'member-john-smith', first_name: 'John', last_name: 'Smith', is_active: true }],
      principal_supervisors: [
        { id: ERIC, first_name: 'Éric', last_name: 'Lévesque', is_active: true },
        { id: 'member-mei-chen', first_name: 'Mei', last_name: 'Chen', is_active: true },
      ],
      co_supervisors: [{ id: 'member-tanvir-rahman', is_active: false }],
      committee_members: [{ id: 'member-wei-zhang' }],
      updated_by: 'account-claire-dubois-martin',
    });
    expect(answer.headers.get('location')).toBe(`/api/supervision/${id}/private`);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const document = (await stored(id)) as Json;
    expectExactCopies(document);
    expect((document.member_refs as Json)['member-tanvir-rahman']).toEqual({ first_name: 'Tanvir', last_name: 'Rahman', is_active: false });
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'forbidden'],
    ['member', 403, 'forbidden'],
  ] as const)('refuses the %s with %i %s and writes nothing', async (who, status, code) => {
    const before = await countOf('supervision');
    const answer = await call(who, 'POST', 'register-supervision', { first_name: 'A', last_name: 'B' });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(await countOf('supervision')).toBe(before);
  });

  it.each([
    ['no names', { note: 'x' }, ['first_name:required', 'last_name:required']],
    [
      'a member in two roles',
      {
        first_name: 'A',
        last_name: 'B',
        trainee_member_ids: ['member-john-smith'],
        principal_supervisor_ids: ['member-mei-chen', 'member-john-smith'],
        co_supervisor_ids: ['member-mei-chen'],
        committee_member_ids: ['member-wei-zhang', 'member-john-smith'],
      },
      ['principal_supervisor_ids[1]:role_conflict', 'co_supervisor_ids[0]:role_conflict', 'committee_member_ids[1]:role_conflict'],
    ],
    ['two trainees', { first_name: 'A', last_name: 'B', trainee_member_ids: ['member-john-smith', 'member-mei-chen'] }, ['trainee_member_ids:too_many']],
    [
      'a retired faculty, a level of another list and an unknown member',
      { first_name: 'A', last_name: 'B', faculty_id: 'faculty-graduate-studies', level_id: 'faculty-arts', committee_member_ids: ['member-nobody'] },
      ['faculty_id:retired_reference', 'level_id:unknown_reference', 'committee_member_ids[0]:unknown_reference'],
    ],
    ['dates in the wrong order', { first_name: 'A', last_name: 'B', start_date: '2024-09-01', end_date: '2024-08-31' }, ['end_date:date_order']],
    ['server and derived fields', { first_name: 'A', last_name: 'B', etag: 'x', principal_supervisors: [] }, ['etag:unknown_field', 'principal_supervisors:unknown_field']],
  ])('answers 400 for %s and writes nothing', async (_label, body, errors) => {
    const before = await countOf('supervision');
    const answer = await call('admin', 'POST', 'register-supervision', body);
    expect(answer.status).toBe(400);
    expect(fieldCodes(answer)).toEqual(errors);
    expect(await countOf('supervision')).toBe(before);
  });

  it('names the earlier list in the params of a role conflict', async () => {
    const answer = await call('admin', 'POST', 'register-supervision', {
      first_name: 'A',
      last_name: 'B',
      principal_supervisor_ids: ['member-mei-chen'],
      committee_member_ids: ['member-mei-chen'],
    });
    expect(answer.body.errors).toEqual([
      { field: 'committee_member_ids[0]', code: 'role_conflict', message: 'This member already has another role here.', params: { other: 'principal_supervisor_ids' } },
    ]);
  });
});

describe('POST /api/register-supervision-member (spec 3-api §3.12.3)', () => {
  it('makes the calling member the first principal supervisor: 201, the private detail', async () => {
    const answer = await call('member', 'POST', 'register-supervision-member', { first_name: 'Sam', last_name: 'Ouimet', co_supervisor_ids: ['member-mei-chen'] });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(ids(answer.body.principal_supervisors)).toEqual([ERIC]);
    expect(answer.headers.get('location')).toBe(`/api/supervision/${id}/private`);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    const document = (await stored(id)) as Json;
    expect(document).toMatchObject({ principal_supervisor_ids: [ERIC], co_supervisor_ids: ['member-mei-chen'], updated_by: 'account-eric-levesque' });
    expectExactCopies(document);
  });

  it('puts the caller first without naming them twice', async () => {
    const answer = await call('member', 'POST', 'register-supervision-member', { first_name: 'Sam', last_name: 'Twice', principal_supervisor_ids: ['member-mei-chen', ERIC] });
    expect(answer.status).toBe(201);
    created.push(answer.body.id as string);
    expect(ids(answer.body.principal_supervisors)).toEqual([ERIC, 'member-mei-chen']);
  });

  it('lets an administrator with a member record use it', async () => {
    const answer = await call('admin', 'POST', 'register-supervision-member', { first_name: 'Kim', last_name: 'Admin-led' });
    expect(answer.status).toBe(201);
    created.push(answer.body.id as string);
    expect(ids(answer.body.principal_supervisors)).toEqual([CLAIRE]);
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'member_profile_required'],
    ['olivier', 403, 'member_profile_required'],
  ] as const)('refuses the %s with %i %s and writes nothing', async (who, status, code) => {
    const before = await countOf('supervision');
    const answer = await call(who, 'POST', 'register-supervision-member', { first_name: 'A', last_name: 'B' });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(await countOf('supervision')).toBe(before);
  });

  it.each([
    ['trainee_member_ids', { trainee_member_ids: [ERIC] }, 'trainee_member_ids[0]'],
    ['co_supervisor_ids', { co_supervisor_ids: ['member-mei-chen', ERIC] }, 'co_supervisor_ids[1]'],
    ['committee_member_ids', { committee_member_ids: [ERIC] }, 'committee_member_ids[0]'],
  ])('answers role_conflict when the body puts the caller in %s', async (_list, lists, field) => {
    const before = await countOf('supervision');
    const answer = await call('member', 'POST', 'register-supervision-member', { first_name: 'A', last_name: 'B', ...lists });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field, code: 'role_conflict', message: 'This member already has another role here.', params: { other: 'principal_supervisor_ids' } },
    ]);
    expect(await countOf('supervision')).toBe(before);
  });

  it('counts the caller toward the maximum of 20 principal supervisors', async () => {
    const members = ((await (await api('/api/all-members')).json()) as { id: string }[]).map((m) => m.id).filter((id) => id !== ERIC);
    const twenty = members.slice(0, 20);
    const before = await countOf('supervision');
    const answer = await call('member', 'POST', 'register-supervision-member', { first_name: 'A', last_name: 'B', principal_supervisor_ids: twenty });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'principal_supervisor_ids', code: 'too_many', message: 'Maximum 20', params: { max: 20 } }]);
    expect(await countOf('supervision')).toBe(before);

    const nineteen = await call('member', 'POST', 'register-supervision-member', { first_name: 'A', last_name: 'B', principal_supervisor_ids: [ERIC, ...twenty.slice(0, 19)] });
    expect(nineteen.status).toBe(201);
    created.push(nineteen.body.id as string);
    expect(ids(nineteen.body.principal_supervisors)).toHaveLength(20);
  });
});

describe('PATCH /api/update-supervision/{id}/public and /private (spec 3-api §3.12.4)', () => {
  let id: string;

  beforeAll(async () => {
    id = await registerSupervision({
      start_date: '2024-01-15',
      end_date: '2026-01-15',
      trainee_member_ids: ['member-john-smith'],
      principal_supervisor_ids: [ERIC],
      co_supervisor_ids: ['member-mei-chen'],
    });
  });

  it('lets a principal supervisor edit the public data: 200, the private detail, exact member copies', async () => {
    const answer = await call('member', 'PATCH', `update-supervision/${id}/public`, {
      last_name: 'Renamed',
      level_id: 'level-masters',
      committee_member_ids: ['member-wei-zhang', 'member-tanvir-rahman'],
    }, await version(id));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({ last_name: 'Renamed', level: { id: 'level-masters' }, updated_by: 'account-eric-levesque' });
    expect(ids(answer.body.committee_members)).toEqual(['member-wei-zhang', 'member-tanvir-rahman']);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expectExactCopies((await stored(id)) as Json);
  });

  it('lets a principal supervisor edit the note', async () => {
    const answer = await call('member', 'PATCH', `update-supervision/${id}/private`, { note: ' Progress is good. ' }, await version(id));
    expect(answer.status).toBe(200);
    expect(answer.body.note).toBe('Progress is good.');
    expect(((await stored(id)) as Json).note).toBe('Progress is good.');
  });

  it('checks dates and role conflicts against the stored values, writing nothing', async () => {
    const before = await stored(id);
    const dates = await call('member', 'PATCH', `update-supervision/${id}/public`, { start_date: '2026-02-01' }, await version(id));
    expect(dates.status).toBe(400);
    expect(fieldCodes(dates)).toEqual(['end_date:date_order']);
    const committee = await call('admin', 'PATCH', `update-supervision/${id}/public`, { committee_member_ids: ['member-mei-chen'] }, await version(id));
    expect(committee.body.errors).toEqual([
      { field: 'committee_member_ids[0]', code: 'role_conflict', message: 'This member already has another role here.', params: { other: 'co_supervisor_ids' } },
    ]);
    // The later list is the stored one: the conflict is reported on its item.
    const trainee = await call('admin', 'PATCH', `update-supervision/${id}/public`, { trainee_member_ids: ['member-mei-chen'] }, await version(id));
    expect(fieldCodes(trainee)).toEqual(['co_supervisor_ids[0]:role_conflict']);
    const many = await call('admin', 'PATCH', `update-supervision/${id}/public`, { trainee_member_ids: ['member-john-smith', 'member-ravi-patel'], first_name: '' }, await version(id));
    expect(fieldCodes(many)).toEqual(['trainee_member_ids:too_many', 'first_name:required']);
    const parts = await call('admin', 'PATCH', `update-supervision/${id}/public`, { note: 'x', faculty_id: 'faculty-graduate-studies' }, await version(id));
    expect(fieldCodes(parts)).toEqual(['note:unknown_field', 'faculty_id:retired_reference']);
    const note = await call('admin', 'PATCH', `update-supervision/${id}/private`, { note: 'Bell\u0007', first_name: 'X' }, await version(id));
    expect(fieldCodes(note)).toEqual(['note:invalid_characters', 'first_name:unknown_field']);
    expect(await stored(id)).toEqual(before);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const before = (await stored(id)) as Json;
    const answer = await call('member', 'PATCH', `update-supervision/${id}/public`, { first_name: before.first_name, co_supervisor_ids: before.co_supervisor_ids }, `"${String(before.etag)}"`);
    expect(answer.status).toBe(200);
    expect(answer.body.etag).toBe(before.etag);
    expect(await stored(id)).toEqual(before);
  });

  it('requires the version: 428 without If-Match, 412 when stale, nothing written', async () => {
    const before = await stored(id);
    const missing = await call('member', 'PATCH', `update-supervision/${id}/private`, { note: 'Changed' });
    expect(missing.status).toBe(428);
    const stale = await call('member', 'PATCH', `update-supervision/${id}/public`, { first_name: 'Changed' }, '"stale-version"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('stale_version');
    expect(await stored(id)).toEqual(before);
  });

  it('answers 404 for an unknown id, after validation', async () => {
    expect((await call('admin', 'PATCH', 'update-supervision/supervision-nowhere/public', { first_name: 'x' }, '"v"')).status).toBe(404);
    expect((await call('admin', 'PATCH', 'update-supervision/supervision-nowhere/private', { note: 5 }, '"v"')).status).toBe(400);
  });

  it('refuses co-supervisors, committee members, other members and non-members, before the version check', async () => {
    // member@ is a co-supervisor of supervision-04 and a committee member of supervision-05.
    for (const demo of ['supervision-04', 'supervision-05']) {
      const before = await stored(demo);
      for (const part of ['public', 'private']) {
        const answer = await call('member', 'PATCH', `update-supervision/${demo}/${part}`, {}, '"stale-version"');
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('forbidden');
      }
      expect(await stored(demo)).toEqual(before);
    }
    expect((await call('guest', 'PATCH', `update-supervision/${id}/public`, { first_name: 'X' }, await version(id))).status).toBe(403);
    expect((await call('newcomer', 'PATCH', `update-supervision/${id}/public`, { first_name: 'X' }, await version(id))).status).toBe(403);
    expect((await call('visitor', 'PATCH', `update-supervision/${id}/public`, { first_name: 'X' }, await version(id))).status).toBe(401);
  });

  it('answers the private detail to a principal who becomes a co-supervisor, the public detail to one who leaves', async () => {
    const moved = await call('member', 'PATCH', `update-supervision/${id}/public`, { principal_supervisor_ids: [], co_supervisor_ids: ['member-mei-chen', ERIC] }, await version(id));
    expect(moved.status).toBe(200);
    expect(Object.keys(moved.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    // A co-supervisor may no longer edit.
    expect((await call('member', 'PATCH', `update-supervision/${id}/private`, { note: 'x' }, await version(id))).status).toBe(403);

    const restored = await call('admin', 'PATCH', `update-supervision/${id}/public`, { principal_supervisor_ids: [ERIC], co_supervisor_ids: ['member-mei-chen'] }, await version(id));
    expect(restored.status).toBe(200);
    const left = await call('member', 'PATCH', `update-supervision/${id}/public`, { principal_supervisor_ids: ['member-mei-chen'], co_supervisor_ids: [] }, await version(id));
    expect(left.status).toBe(200);
    expect(Object.keys(left.body).sort()).toEqual([...PUBLIC_KEYS].sort());
    expect(left.headers.get('etag')).toBeNull();
    expect(ids(left.body.principal_supervisors)).toEqual(['member-mei-chen']);
    expectExactCopies((await stored(id)) as Json);
    expect((await call('member', 'GET', `supervision/${id}/private`)).status).toBe(403);
  });
});

describe('DELETE /api/delete-supervision/{id} (spec 3-api §3.12.5)', () => {
  it('lets a principal supervisor delete their supervision; nothing names it afterwards', async () => {
    const id = await registerSupervision({ principal_supervisor_ids: [ERIC], committee_member_ids: ['member-wei-zhang'] });
    expect((await call('guest', 'DELETE', `delete-supervision/${id}`)).status).toBe(403);
    expect((await call('visitor', 'DELETE', `delete-supervision/${id}`)).status).toBe(401);
    expect((await call('member', 'DELETE', `delete-supervision/${id}`, undefined, '"stale-version"')).status).toBe(412);
    expect(await stored(id)).toBeDefined();

    const answer = await call('member', 'DELETE', `delete-supervision/${id}`, undefined, await version(id));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await stored(id)).toBeUndefined();
    expect(await mentionsOf(id)).toEqual([]);
    const eric = await call('member', 'GET', `member/${ERIC}/private`);
    expect(JSON.stringify(eric.body)).not.toContain(id);
    expect((await call('member', 'DELETE', `delete-supervision/${id}`)).status).toBe(404);
  });

  it('refuses co-supervisors and committee members; administrators may delete any supervision', async () => {
    const id = await registerSupervision({ principal_supervisor_ids: ['member-mei-chen'], co_supervisor_ids: [ERIC] });
    expect((await call('member', 'DELETE', `delete-supervision/${id}`)).status).toBe(403);
    const committee = await registerSupervision({ committee_member_ids: [ERIC] });
    expect((await call('member', 'DELETE', `delete-supervision/${committee}`)).body.code).toBe('forbidden');
    expect(await stored(id)).toBeDefined();
    expect((await call('admin', 'DELETE', `delete-supervision/${id}`)).status).toBe(204);
    expect(await stored(id)).toBeUndefined();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('admin', 'DELETE', 'delete-supervision/supervision-nowhere')).status).toBe(404);
    expect((await call('member', 'DELETE', 'delete-supervision/supervision-nowhere')).status).toBe(404);
  });
});
