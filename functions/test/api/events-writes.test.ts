import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, countOf, fieldCodes, type Json, mentionsOf, signInAll, storedDocument, versionOf } from './support';

/**
 * The event write routes (spec 3-api §3.11): register-event, update-event public, delete-event.
 * Every test works on events it creates and deletes them afterwards.
 */

type Who = 'admin' | 'member' | 'guest' | 'newcomer' | 'visitor';

const ROLES: Exclude<Who, 'visitor'>[] = ['admin', 'member', 'guest', 'newcomer'];
const tokens: Partial<Record<Who, string>> = {};

const PRIVATE_KEYS = [
  'id', 'name_en', 'name_fr', 'start_date', 'end_date', 'event_type', 'note', 'members', 'partners',
  'resulting_products', 'resulting_grants', 'topics', 'previous_events', 'next_events',
  'created_at', 'updated_at', 'updated_by', 'etag',
];

const call = callerFor(tokens);

const stored = (id: string) => storedDocument('event', id);
const version = (id: string) => versionOf('event', id);

const created: string[] = [];
async function registerEvent(body: Json = {}): Promise<Json> {
  const answer = await call('admin', 'POST', 'register-event', { name_en: `Test event ${created.length + 1}`, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created.push(answer.body.id as string);
  return answer.body;
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(ROLES));
});

afterAll(async () => {
  for (const id of created) await call('admin', 'DELETE', `delete-event/${id}`);
});

describe('POST /api/register-event (spec 3-api §3.11.2)', () => {
  it('registers an event with every field and link: 201, the private detail, Location, ETag, no-store', async () => {
    const answer = await call('admin', 'POST', 'register-event', {
      name_en: ' Test forum ',
      name_fr: 'Forum test',
      start_date: '2025-03-10',
      end_date: '2025-03-10',
      event_type_id: 'event-type-workshop',
      note: 'About\r\nthe forum',
      member_ids: ['member-eric-levesque', 'member-claire-dubois-martin'],
      partner_ids: ['org-lakeview-health'],
      resulting_product_ids: ['product-01'],
      resulting_grant_ids: ['grant-01'],
      topic_ids: ['topic-healthy-aging'],
      previous_event_ids: ['event-01'],
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({
      name_en: 'Test forum',
      name_fr: 'Forum test',
      start_date: '2025-03-10',
      end_date: '2025-03-10',
      event_type: { id: 'event-type-workshop', name_en: 'Workshop', name_fr: 'Atelier', retired: false },
      note: 'About\nthe forum',
      members: [
        { id: 'member-eric-levesque', first_name: 'Éric', last_name: 'Lévesque', is_active: true },
        { id: 'member-claire-dubois-martin', first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
      ],
      partners: [{ id: 'org-lakeview-health', name_en: 'Lakeview Regional Health Authority' }],
      resulting_products: [{ id: 'product-01' }],
      resulting_grants: [{ id: 'grant-01' }],
      topics: [{ id: 'topic-healthy-aging', name_en: 'Healthy aging' }],
      previous_events: [{ id: 'event-01', name_en: 'Annual Network Conference 2022' }],
      next_events: [],
      updated_by: 'account-claire-dubois-martin',
    });
    expect(answer.headers.get('location')).toBe(`/api/event/${id}/private`);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const document = (await stored(id)) as Json;
    expect(document.member_refs).toEqual({
      'member-eric-levesque': { first_name: 'Éric', last_name: 'Lévesque', is_active: true },
      'member-claire-dubois-martin': { first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
    });
    expect(document.previous_event_ids).toEqual(['event-01']);
    expect(await call('admin', 'GET', `event/${id}/private`)).toMatchObject({ status: 200, body: answer.body });
  });

  it('shows the inverse at once in the next events of the previous event, without writing it', async () => {
    const before = (await stored('event-03')) as Json;
    const event = await registerEvent({ name_en: 'Follow-up of 2024', start_date: '2025-01-20', previous_event_ids: ['event-03'] });
    const previous = await call('visitor', 'GET', 'event/event-03/public');
    expect(previous.body.next_events).toContainEqual({ id: event.id, name_en: 'Follow-up of 2024', name_fr: null, start_date: '2025-01-20' });
    expect(((await stored('event-03')) as Json).etag).toBe(before.etag);
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'forbidden'],
    ['member', 403, 'forbidden'],
  ] as const)('refuses the %s with %i %s and writes nothing', async (who, status, code) => {
    const before = await countOf('event');
    const answer = await call(who, 'POST', 'register-event', { name_en: 'Refused' });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(await countOf('event')).toBe(before);
  });

  it.each([
    ['no name', { note: 'x' }, ['name_en:one_language_required', 'name_fr:one_language_required']],
    ['next_event_ids', { name_en: 'X', next_event_ids: ['event-01'] }, ['next_event_ids:unknown_field']],
    ['dates in the wrong order', { name_en: 'X', start_date: '2025-05-02', end_date: '2025-05-01' }, ['end_date:date_order']],
    ['bad dates', { name_en: 'X', start_date: '2023-02-29', end_date: '1899-12-31' }, ['start_date:invalid_format', 'end_date:date_range']],
    [
      'unknown links of every kind',
      {
        name_en: 'X',
        event_type_id: 'faculty-arts',
        member_ids: ['member-eric-levesque', 'member-nobody'],
        partner_ids: ['product-01'],
        resulting_product_ids: ['grant-01'],
        resulting_grant_ids: ['product-01'],
        topic_ids: ['target-media'],
        previous_event_ids: ['event-01', 'event-nowhere'],
      },
      [
        'event_type_id:unknown_reference',
        'member_ids[1]:unknown_reference',
        'partner_ids[0]:unknown_reference',
        'resulting_product_ids[0]:unknown_reference',
        'resulting_grant_ids[0]:unknown_reference',
        'topic_ids[0]:unknown_reference',
        'previous_event_ids[1]:unknown_reference',
      ],
    ],
    [
      'malformed lists',
      { name_en: 'X', member_ids: null, partner_ids: ['org-lakeview-health', 'org-lakeview-health'], topic_ids: 'topic-healthy-aging', previous_event_ids: Array.from({ length: 21 }, (_, i) => `event-${i}`) },
      ['member_ids:invalid_type', 'partner_ids[1]:duplicate_item', 'topic_ids:invalid_type', 'previous_event_ids:too_many'],
    ],
    ['server and derived fields', { name_en: 'X', id: 'mine', created_at: '2024-01-01T00:00:00.000Z', members: [] }, ['id:unknown_field', 'created_at:unknown_field', 'members:unknown_field']],
  ])('answers 400 for %s and writes nothing', async (_label, body, errors) => {
    const before = await countOf('event');
    const answer = await call('admin', 'POST', 'register-event', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(fieldCodes(answer)).toEqual(errors);
    expect(await countOf('event')).toBe(before);
  });
});

describe('PATCH /api/update-event/{id}/public (spec 3-api §3.11.3)', () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    a = (await registerEvent({ name_en: 'Event A', start_date: '2025-05-01', end_date: '2025-05-03', member_ids: ['member-eric-levesque'] })).id as string;
    b = (await registerEvent({ name_en: 'Event B', start_date: '2024-05-01' })).id as string;
  });

  it('updates the event and its links; the inverse appears in the other event, whose version does not move', async () => {
    const beforeB = (await stored(b)) as Json;
    const answer = await call(
      'admin',
      'PATCH',
      `update-event/${a}/public`,
      { name_fr: 'Événement A', previous_event_ids: [b], member_ids: ['member-claire-dubois-martin'], topic_ids: ['topic-mental-health'] },
      await version(a),
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({
      name_en: 'Event A',
      name_fr: 'Événement A',
      previous_events: [{ id: b, name_en: 'Event B', name_fr: null, start_date: '2024-05-01' }],
      members: [{ id: 'member-claire-dubois-martin', first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true }],
      topics: [{ id: 'topic-mental-health' }],
    });
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(((await stored(a)) as Json).member_refs).toEqual({
      'member-claire-dubois-martin': { first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
    });

    const next = await call('visitor', 'GET', `event/${b}/public`);
    expect(next.body.next_events).toEqual([{ id: a, name_en: 'Event A', name_fr: 'Événement A', start_date: '2025-05-01' }]);
    expect(((await stored(b)) as Json).etag).toBe(beforeB.etag);
  });

  it('refuses the event itself (self_link) and an event that already follows it (cycle), writing nothing', async () => {
    const beforeA = await stored(a);
    const self = await call('admin', 'PATCH', `update-event/${a}/public`, { previous_event_ids: [b, a] }, await version(a));
    expect(self.status).toBe(400);
    expect(fieldCodes(self)).toEqual(['previous_event_ids[1]:self_link']);
    expect(await stored(a)).toEqual(beforeA);

    const beforeB = await stored(b);
    const cycle = await call('admin', 'PATCH', `update-event/${b}/public`, { previous_event_ids: ['event-01', a] }, await version(b));
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors).toEqual([{ field: 'previous_event_ids[1]', code: 'cycle', message: 'That event already follows this one.' }]);
    expect(await stored(b)).toEqual(beforeB);
  });

  it('checks the dates against the stored ones', async () => {
    const before = await stored(a);
    const start = await call('admin', 'PATCH', `update-event/${a}/public`, { start_date: '2025-06-01' }, await version(a));
    expect(start.status).toBe(400);
    expect(start.body.errors).toEqual([
      { field: 'end_date', code: 'date_order', message: expect.any(String) as string, params: { after: 'start_date' } },
    ]);
    const end = await call('admin', 'PATCH', `update-event/${a}/public`, { end_date: '2025-04-30' }, await version(a));
    expect(fieldCodes(end)).toEqual(['end_date:date_order']);
    const pair = await call('admin', 'PATCH', `update-event/${a}/public`, { name_en: '', name_fr: null }, await version(a));
    expect(fieldCodes(pair)).toEqual(['name_en:one_language_required', 'name_fr:one_language_required']);
    const next = await call('admin', 'PATCH', `update-event/${a}/public`, { next_event_ids: [b], member_ids: ['member-nobody'] }, await version(a));
    expect(fieldCodes(next)).toEqual(['next_event_ids:unknown_field', 'member_ids[0]:unknown_reference']);
    expect(await stored(a)).toEqual(before);
  });

  it('removing a previous event removes the event from its next events', async () => {
    const answer = await call('admin', 'PATCH', `update-event/${a}/public`, { previous_event_ids: [] }, await version(a));
    expect(answer.status).toBe(200);
    expect(answer.body.previous_events).toEqual([]);
    expect((await call('visitor', 'GET', `event/${b}/public`)).body.next_events).toEqual([]);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const before = (await stored(a)) as Json;
    const answer = await call('admin', 'PATCH', `update-event/${a}/public`, { name_en: 'Event A', member_ids: before.member_ids }, `"${String(before.etag)}"`);
    expect(answer.status).toBe(200);
    expect(answer.body.etag).toBe(before.etag);
    expect(await stored(a)).toEqual(before);
  });

  it('requires the version: 428 without If-Match, 412 when stale, nothing written', async () => {
    const before = await stored(a);
    const missing = await call('admin', 'PATCH', `update-event/${a}/public`, { note: 'Changed' });
    expect(missing.status).toBe(428);
    expect(missing.body.code).toBe('version_required');
    const stale = await call('admin', 'PATCH', `update-event/${a}/public`, { note: 'Changed' }, '"stale-version"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('stale_version');
    expect(await stored(a)).toEqual(before);
  });

  it('of two writers holding the same version, one wins and the other gets 412', async () => {
    const held = await version(a);
    const [first, second] = await Promise.all([
      call('admin', 'PATCH', `update-event/${a}/public`, { note: 'Writer one' }, held),
      call('admin', 'PATCH', `update-event/${a}/public`, { note: 'Writer two' }, held),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const winner = first.status === 200 ? first : second;
    expect(await stored(a)).toMatchObject({ note: winner.body.note, etag: winner.body.etag });
  });

  it('answers 404 for an unknown id, after validation', async () => {
    expect((await call('admin', 'PATCH', 'update-event/event-nowhere/public', { note: 'x' }, '"v"')).status).toBe(404);
    expect((await call('admin', 'PATCH', 'update-event/event-nowhere/public', { start_date: 'soon' }, '"v"')).status).toBe(400);
  });

  it.each([
    ['visitor', 401],
    ['newcomer', 403],
    ['guest', 403],
    ['member', 403],
  ] as const)('refuses the %s with %i', async (who, status) => {
    const before = await stored(a);
    expect((await call(who, 'PATCH', `update-event/${a}/public`, { note: 'Mine' }, await version(a))).status).toBe(status);
    expect(await stored(a)).toEqual(before);
  });
});

describe('DELETE /api/delete-event/{id} (spec 3-api §3.11.4)', () => {
  it('removes the event from the previous events of every event that followed it, and nothing names it afterwards', async () => {
    const target = (await registerEvent({ name_en: 'Doomed event', previous_event_ids: ['event-02'], member_ids: ['member-eric-levesque'] })).id as string;
    const first = (await registerEvent({ name_en: 'Follower 1', previous_event_ids: [target, 'event-01'] })).id as string;
    const second = (await registerEvent({ name_en: 'Follower 2', previous_event_ids: [target] })).id as string;
    const [before1, before2] = [(await stored(first)) as Json, (await stored(second)) as Json];
    const event02 = (await stored('event-02')) as Json;

    expect((await call('member', 'DELETE', `delete-event/${target}`)).status).toBe(403);
    expect((await call('guest', 'DELETE', `delete-event/${target}`)).status).toBe(403);
    expect((await call('visitor', 'DELETE', `delete-event/${target}`)).status).toBe(401);
    expect((await call('admin', 'DELETE', `delete-event/${target}`, undefined, '"stale-version"')).status).toBe(412);
    expect(await stored(target)).toBeDefined();
    expect(await stored(first)).toEqual(before1);

    const answer = await call('admin', 'DELETE', `delete-event/${target}`, undefined, await version(target));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await stored(target)).toBeUndefined();
    expect(await mentionsOf(target)).toEqual([]);

    const after1 = (await stored(first)) as Json;
    expect(after1.previous_event_ids).toEqual(['event-01']);
    expect(after1.etag).not.toBe(before1.etag);
    expect(after1.updated_by).toBe('account-claire-dubois-martin');
    const after2 = (await stored(second)) as Json;
    expect(after2.previous_event_ids).toEqual([]);
    expect(after2.etag).not.toBe(before2.etag);
    // Its own links went with it: event-02 is not written and no longer lists it as next.
    expect(((await stored('event-02')) as Json).etag).toBe(event02.etag);
    expect(((await call('visitor', 'GET', 'event/event-02/public')).body.next_events as Json[]).map((e) => e.id)).not.toContain(target);

    expect((await call('admin', 'DELETE', `delete-event/${target}`)).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('admin', 'DELETE', 'delete-event/event-nowhere')).status).toBe(404);
    expect((await call('admin', 'DELETE', 'delete-event/bad.id')).status).toBe(404);
  });
});
