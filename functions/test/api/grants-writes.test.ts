import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, countOf, fieldCodes, type Json, mentionsOf, signInAll, storedDocument, versionOf } from './support';

/**
 * The grant write routes (spec 3-api §3.10): register-grant (with the investigator suggestions of
 * §3.14.5), update-grant public and private, delete-grant. Every test works on grants it creates;
 * demo grants are only read (a no-op update writes nothing).
 */

type Who = 'admin' | 'olivier' | 'member' | 'guest' | 'newcomer' | 'visitor';

const ROLES: Exclude<Who, 'visitor'>[] = ['admin', 'olivier', 'member', 'guest', 'newcomer'];
const tokens: Partial<Record<Who, string>> = {};

const ERIC = 'member-eric-levesque';
const CLAIRE = 'member-claire-dubois-martin';
const PRIVATE_KEYS = [
  'id', 'title', 'amount', 'through_network', 'status', 'source', 'topic', 'submission_date', 'obtained_date', 'completed_date',
  'all_investigator', 'investigator_members', 'involved_members', 'events', 'note', 'created_at', 'updated_at', 'updated_by', 'etag',
];
const BASE = { title: 'Test grant', amount: 1000, status_id: 'grant-status-submitted', source_id: 'grant-source-cihr', all_investigator: 'A. Test' };

const call = callerFor(tokens);

const stored = (id: string, pk = 'grant') => storedDocument(pk, id);
const version = (id: string) => versionOf('grant', id);

const created: string[] = [];
async function register(body: Json = {}): Promise<Json> {
  const answer = await call('admin', 'POST', 'register-grant', { ...BASE, title: `Test grant ${created.length + 1}`, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created.push(answer.body.id as string);
  return answer.body;
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(ROLES));
});

afterAll(async () => {
  for (const id of created) await call('admin', 'DELETE', `delete-grant/${id}`);
});

describe('POST /api/register-grant (spec 3-api §3.10.2)', () => {
  it('registers a grant with every field: 201, the private detail with suggestions, Location, ETag, amount in cents', async () => {
    const answer = await call('admin', 'POST', 'register-grant', {
      title: ' Winter mobility study ',
      amount: 125000.55,
      through_network: true,
      status_id: 'grant-status-awarded',
      source_id: 'grant-source-cihr',
      topic_id: 'topic-healthy-aging',
      submission_date: '2024-01-15',
      obtained_date: '2024-06-01',
      completed_date: '2024-06-01',
      all_investigator: 'Dubois-Martin C, Lévesque É, Okafor N',
      note: 'Final report\r\ndue soon.',
      investigator_member_ids: [CLAIRE, ERIC],
      involved_member_ids: ['member-thu-ha-nguyen'],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS, 'author_suggestions'].sort());
    expect(answer.body).toMatchObject({
      title: 'Winter mobility study',
      amount: 125000.55,
      through_network: true,
      status: { id: 'grant-status-awarded', name_en: 'Awarded', name_fr: 'Obtenue', retired: false },
      source: { id: 'grant-source-cihr' },
      topic: { id: 'topic-healthy-aging' },
      submission_date: '2024-01-15',
      obtained_date: '2024-06-01',
      completed_date: '2024-06-01',
      note: 'Final report\ndue soon.',
      investigator_members: [
        { id: CLAIRE, first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
        { id: ERIC, first_name: 'Éric', last_name: 'Lévesque', is_active: true },
      ],
      involved_members: [{ id: 'member-thu-ha-nguyen', first_name: 'Thu Ha', last_name: 'Nguyen', is_active: true }],
      events: [],
      updated_by: 'account-claire-dubois-martin',
    });
    expect(answer.body.author_suggestions).toEqual([
      { text: 'Dubois-Martin C', candidates: [{ id: CLAIRE, first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true }], confidence: 'probable' },
      { text: 'Lévesque É', candidates: [{ id: ERIC, first_name: 'Éric', last_name: 'Lévesque', is_active: true }], confidence: 'probable' },
    ]);
    expect(answer.headers.get('location')).toBe(`/api/grant/${id}/private`);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const document = (await stored(id)) as Json;
    expect(document.amount_cents).toBe(12_500_055);
    expect(document).not.toHaveProperty('amount');
    expect(document).not.toHaveProperty('author_suggestions');
    expect(document.member_refs).toEqual({
      [CLAIRE]: { first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
      [ERIC]: { first_name: 'Éric', last_name: 'Lévesque', is_active: true },
      'member-thu-ha-nguyen': { first_name: 'Thu Ha', last_name: 'Nguyen', is_active: true },
    });
    const { author_suggestions: _omitted, ...detail } = answer.body;
    expect(await call('admin', 'GET', `grant/${id}/private`)).toMatchObject({ status: 200, body: detail });
    expect((await call('visitor', 'GET', 'all-grants')).body).toContainEqual(expect.objectContaining({ id, amount: 125000.55 }));
    expect((await call('member', 'GET', `member/${ERIC}/private`)).body.grants).toContainEqual({ id, title: 'Winter mobility study', role: 'investigator' });
  });

  it('fills the defaults, links nobody from the text, and is open to an administrator without member record', async () => {
    const answer = await call('olivier', 'POST', 'register-grant', { ...BASE, amount: 0, all_investigator: 'Louis Ouellet et Pierre-Olivier Caron' });
    expect(answer.status).toBe(201);
    created.push(answer.body.id as string);
    expect(answer.body).toMatchObject({
      amount: 0,
      through_network: false,
      topic: null,
      submission_date: null,
      obtained_date: null,
      completed_date: null,
      note: null,
      investigator_members: [],
      involved_members: [],
      author_suggestions: [],
      updated_by: 'account-olivier-roy',
    });
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'forbidden'],
    ['member', 403, 'forbidden'],
  ] as const)('refuses the %s with %i %s and writes nothing', async (who, status, code) => {
    const before = await countOf('grant');
    const answer = await call(who, 'POST', 'register-grant', BASE);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(await countOf('grant')).toBe(before);
  });

  it.each([
    ['an empty body', {}, ['title:required', 'amount:required', 'status_id:required', 'source_id:required', 'all_investigator:required']],
    ['a negative amount', { ...BASE, amount: -1 }, ['amount:amount_range']],
    ['three decimals', { ...BASE, amount: 12.345 }, ['amount:amount_range']],
    ['an amount over the maximum', { ...BASE, amount: 1e12 }, ['amount:amount_range']],
    ['an amount as a string', { ...BASE, amount: '125000' }, ['amount:invalid_type']],
    ['server, stored and derived fields', { ...BASE, amount_cents: 100, id: 'x', events: [], investigator_members: [] }, ['amount_cents:unknown_field', 'id:unknown_field', 'events:unknown_field', 'investigator_members:unknown_field']],
    [
      'dates in the wrong order',
      { ...BASE, submission_date: '2024-05-01', obtained_date: '2024-04-01', completed_date: '2024-03-01' },
      ['obtained_date:date_order', 'completed_date:date_order'],
    ],
    // `title` keeps its place in the body (first, from BASE) although its value is replaced.
    ['bad dates and texts', { ...BASE, submission_date: '1899-12-31', obtained_date: '2024-02-30', title: 'x'.repeat(2001), note: 'n'.repeat(3001), through_network: 'yes' }, ['title:too_long', 'submission_date:date_range', 'obtained_date:invalid_format', 'note:too_long', 'through_network:invalid_type']],
    [
      'unknown and retired references',
      { ...BASE, status_id: 'grant-source-cihr', source_id: 'grant-source-frsq', topic_id: 'target-media', investigator_member_ids: ['member-nobody'], involved_member_ids: [ERIC, ERIC] },
      ['status_id:unknown_reference', 'source_id:retired_reference', 'topic_id:unknown_reference', 'investigator_member_ids[0]:unknown_reference', 'involved_member_ids[1]:duplicate_item'],
    ],
    ['a member in both lists', { ...BASE, investigator_member_ids: [ERIC, CLAIRE], involved_member_ids: ['member-thu-ha-nguyen', CLAIRE] }, ['involved_member_ids[1]:role_conflict']],
  ])('answers 400 for %s with every error, writing nothing', async (_label, body, errors) => {
    const before = await countOf('grant');
    const answer = await call('admin', 'POST', 'register-grant', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(fieldCodes(answer)).toEqual(errors);
    expect(await countOf('grant')).toBe(before);
  });

  it('names the earlier date and the other list in the params', async () => {
    const answer = await call('admin', 'POST', 'register-grant', {
      ...BASE,
      submission_date: '2024-05-01',
      completed_date: '2024-04-01',
      investigator_member_ids: [ERIC],
      involved_member_ids: [ERIC],
    });
    expect(answer.body.errors).toEqual([
      { field: 'completed_date', code: 'date_order', message: 'This date cannot be earlier than “submission_date”.', params: { after: 'submission_date' } },
      { field: 'involved_member_ids[0]', code: 'role_conflict', message: 'This member already has another role here.', params: { other: 'investigator_member_ids' } },
    ]);
  });
});

describe('PATCH /api/update-grant/{id}/public (spec 3-api §3.10.3)', () => {
  let id: string;

  beforeAll(async () => {
    id = (await register({ submission_date: '2024-01-01', obtained_date: '2024-06-01', investigator_member_ids: [ERIC], note: 'Kept' })).id as string;
  });

  it('updates the public data and member links: 200, the private detail, exact member copies', async () => {
    const answer = await call(
      'admin',
      'PATCH',
      `update-grant/${id}/public`,
      { amount: 2500.5, status_id: 'grant-status-awarded', investigator_member_ids: [ERIC, CLAIRE], involved_member_ids: ['member-thu-ha-nguyen'], completed_date: '2025-01-01' },
      await version(id),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({
      amount: 2500.5,
      status: { id: 'grant-status-awarded' },
      completed_date: '2025-01-01',
      note: 'Kept',
      investigator_members: [{ id: ERIC }, { id: CLAIRE }],
      involved_members: [{ id: 'member-thu-ha-nguyen' }],
    });
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const document = (await stored(id)) as Json;
    expect(document.amount_cents).toBe(250_050);
    expect(Object.keys(document.member_refs as Json).sort()).toEqual([CLAIRE, ERIC, 'member-thu-ha-nguyen'].sort());

    const fewer = await call('admin', 'PATCH', `update-grant/${id}/public`, { involved_member_ids: [] }, await version(id));
    expect(fewer.status).toBe(200);
    expect(Object.keys(((await stored(id)) as Json).member_refs as Json).sort()).toEqual([CLAIRE, ERIC].sort());
  });

  it('checks dates and roles against the stored values', async () => {
    const before = await stored(id);
    const early = await call('admin', 'PATCH', `update-grant/${id}/public`, { completed_date: '2024-03-01' }, await version(id));
    expect(early.status).toBe(400);
    expect(fieldCodes(early)).toEqual(['completed_date:date_order']);
    expect(early.body.errors).toEqual([expect.objectContaining({ params: { after: 'obtained_date' } })]);
    const late = await call('admin', 'PATCH', `update-grant/${id}/public`, { submission_date: '2025-02-01' }, await version(id));
    expect(fieldCodes(late)).toEqual(['obtained_date:date_order', 'completed_date:date_order']);
    const role = await call('admin', 'PATCH', `update-grant/${id}/public`, { involved_member_ids: [CLAIRE] }, await version(id));
    expect(role.body.errors).toEqual([expect.objectContaining({ field: 'involved_member_ids[0]', code: 'role_conflict', params: { other: 'investigator_member_ids' } })]);
    expect(await stored(id)).toEqual(before);
  });

  it.each([
    ['status and source cleared', { status_id: null, source_id: '' }, ['status_id:required', 'source_id:required']],
    ['the note (private route)', { note: 'x' }, ['note:unknown_field']],
    ['bad values', { amount: '10', title: '', all_investigator: null, topic_id: 'grant-status-awarded' }, ['amount:invalid_type', 'title:required', 'all_investigator:required', 'topic_id:unknown_reference']],
    ['a retired source newly chosen', { source_id: 'grant-source-frsq' }, ['source_id:retired_reference']],
  ])('answers 400 for %s, the grant unchanged', async (_label, body, errors) => {
    const before = await stored(id);
    const answer = await call('admin', 'PATCH', `update-grant/${id}/public`, body, await version(id));
    expect(answer.status).toBe(400);
    expect(fieldCodes(answer)).toEqual(errors);
    expect(await stored(id)).toEqual(before);
  });

  it('keeps a retired source where it already is, and writes nothing for an update that changes nothing', async () => {
    const before = (await stored('grant-14')) as Json;
    expect(before.source_id).toBe('grant-source-frsq');
    const answer = await call('admin', 'PATCH', 'update-grant/grant-14/public', { source_id: 'grant-source-frsq', amount: (before.amount_cents as number) / 100 }, `"${String(before.etag)}"`);
    expect(answer.status).toBe(200);
    expect(answer.body.source).toMatchObject({ id: 'grant-source-frsq', retired: true });
    expect(answer.body.etag).toBe(before.etag);
    expect(await stored('grant-14')).toEqual(before);
  });

  it('requires the version: 428 without If-Match, 412 when stale, nothing written', async () => {
    const before = await stored(id);
    const missing = await call('admin', 'PATCH', `update-grant/${id}/public`, { title: 'Changed' });
    expect(missing.status).toBe(428);
    expect(missing.body.code).toBe('version_required');
    const stale = await call('admin', 'PATCH', `update-grant/${id}/public`, { title: 'Changed' }, '"stale-version"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('stale_version');
    expect(await stored(id)).toEqual(before);
  });

  it('of two writers holding the same version, one wins and the other gets 412', async () => {
    const held = await version(id);
    const [first, second] = await Promise.all([
      call('admin', 'PATCH', `update-grant/${id}/public`, { title: 'Writer one' }, held),
      call('olivier', 'PATCH', `update-grant/${id}/private`, { note: 'Writer two' }, held),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const winner = first.status === 200 ? first : second;
    expect(await stored(id)).toMatchObject({ title: winner.body.title, note: winner.body.note, etag: winner.body.etag });
  });

  it('answers 404 for an unknown id, after validation', async () => {
    expect((await call('admin', 'PATCH', 'update-grant/grant-nowhere/public', { title: 'x' }, '"v"')).status).toBe(404);
    expect((await call('admin', 'PATCH', 'update-grant/grant-nowhere/public', { amount: -5 }, '"v"')).status).toBe(400);
  });

  it.each([
    ['visitor', 401],
    ['newcomer', 403],
    ['guest', 403],
    ['member', 403],
  ] as const)('refuses the %s with %i', async (who, status) => {
    const before = await stored(id);
    expect((await call(who, 'PATCH', `update-grant/${id}/public`, { title: 'Mine' }, await version(id))).status).toBe(status);
    expect(await stored(id)).toEqual(before);
  });
});

describe('PATCH /api/update-grant/{id}/private (spec 3-api §3.10.4)', () => {
  let id: string;
  beforeAll(async () => {
    id = (await register()).id as string;
  });

  it('sets and clears the note', async () => {
    const answer = await call('admin', 'PATCH', `update-grant/${id}/private`, { note: ' Report due in June. ' }, await version(id));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body.note).toBe('Report due in June.');
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    const cleared = await call('admin', 'PATCH', `update-grant/${id}/private`, { note: '' }, await version(id));
    expect(cleared.body.note).toBeNull();
    expect(((await stored(id)) as Json).note).toBeNull();
  });

  it('refuses other fields, a long note, a stale or missing version, other callers and unknown ids, writing nothing', async () => {
    const before = await stored(id);
    const invalid = await call('admin', 'PATCH', `update-grant/${id}/private`, { note: 'n'.repeat(3001), title: 'x' }, await version(id));
    expect(fieldCodes(invalid)).toEqual(['note:too_long', 'title:unknown_field']);
    expect((await call('admin', 'PATCH', `update-grant/${id}/private`, { note: 'x' })).status).toBe(428);
    expect((await call('admin', 'PATCH', `update-grant/${id}/private`, { note: 'x' }, '"stale"')).status).toBe(412);
    for (const [who, status] of [['member', 403], ['guest', 403], ['newcomer', 403], ['visitor', 401]] as const) {
      expect((await call(who, 'PATCH', `update-grant/${id}/private`, { note: 'x' }, await version(id))).status, who).toBe(status);
    }
    expect((await call('admin', 'PATCH', 'update-grant/grant-nowhere/private', { note: 'x' }, '"v"')).status).toBe(404);
    expect(await stored(id)).toEqual(before);
  });
});

describe('DELETE /api/delete-grant/{id} (spec 3-api §3.10.5)', () => {
  it('removes the grant from every event and its member links go with it; nothing names it afterwards', async () => {
    const grant = (await register({ investigator_member_ids: [ERIC], involved_member_ids: [CLAIRE] })).id as string;
    const other = (await register({ title: 'Surviving grant' })).id as string;
    const event = await call('admin', 'POST', 'register-event', { name_en: 'Event with grants', resulting_grant_ids: [grant, other] });
    expect(event.status).toBe(201);
    const eventId = event.body.id as string;
    const eventBefore = (await stored(eventId, 'event')) as Json;
    expect((await call('visitor', 'GET', `grant/${grant}/public`)).body.events).toEqual([expect.objectContaining({ id: eventId })]);

    const before = await stored(grant);
    for (const [who, status] of [['member', 403], ['guest', 403], ['newcomer', 403], ['visitor', 401]] as const) {
      expect((await call(who, 'DELETE', `delete-grant/${grant}`)).status, who).toBe(status);
    }
    expect((await call('admin', 'DELETE', `delete-grant/${grant}`, undefined, '"stale-version"')).status).toBe(412);
    expect(await stored(grant)).toEqual(before);
    expect(await stored(eventId, 'event')).toEqual(eventBefore);

    const answer = await call('admin', 'DELETE', `delete-grant/${grant}`, undefined, await version(grant));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await stored(grant)).toBeUndefined();
    const eventAfter = (await stored(eventId, 'event')) as Json;
    expect(eventAfter.resulting_grant_ids).toEqual([other]);
    expect(eventAfter.etag).not.toBe(eventBefore.etag);
    expect(await mentionsOf(grant)).toEqual([]);
    expect((await call('member', 'GET', `member/${ERIC}/private`)).body.grants).not.toContainEqual(expect.objectContaining({ id: grant }));

    expect((await call('admin', 'DELETE', `delete-grant/${grant}`)).status).toBe(404);
    expect((await call('admin', 'DELETE', 'delete-grant/grant-nowhere')).status).toBe(404);
    expect((await call('admin', 'DELETE', `delete-event/${eventId}`)).status).toBe(204);
  });
});
