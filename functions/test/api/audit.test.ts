import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/common/api/history';
import { ROUTES } from '../../src/routes';
import { api, auditEntries, bearer, callerFor, claimsOf, type ApiAnswer, type Json, signInAll, testToken, versionOf } from './support';

/**
 * Audit entries (spec 6-data-and-beyond §6.3.5, 2-data-model §2.2.11) and the history route
 * (3-api §3.16.2). Every write route of the route table has a scenario below that calls it with
 * success and names the entries it must write: exactly one per changed record, with the changed
 * fields. A write route without a scenario fails the first test. The scenarios run in one chain
 * on records they create, and remove what they leave.
 */

type Who = 'admin' | 'member';
const tokens: Partial<Record<Who, string>> = {};
const call = callerFor(tokens);
const RUN = Date.now().toString(36);

/** An entry expected of a call: kind, record id, action, and for an update the changed fields. */
type Expected = [kind: string, id: string, action: 'create' | 'update' | 'delete', fields?: string[]];

interface Outcome {
  answer: ApiAnswer;
  entries: AuditEntry[];
}

async function entryIds(): Promise<Set<string>> {
  const { resources } = await auditEntries().items.query<string>('SELECT VALUE c.id FROM c').fetchAll();
  return new Set(resources);
}

async function entriesOf(kind: string, id: string): Promise<AuditEntry[]> {
  const { resources } = await auditEntries()
    .items.query<AuditEntry>({ query: 'SELECT * FROM c WHERE c.record_key = @key', parameters: [{ name: '@key', value: `${kind}:${id}` }] })
    .fetchAll();
  return resources;
}

/** Runs one call and answers the entries it wrote. */
async function written(run: () => Promise<ApiAnswer>): Promise<Outcome> {
  const before = await entryIds();
  const answer = await run();
  const { resources } = await auditEntries().items.query<AuditEntry>('SELECT * FROM c').fetchAll();
  return { answer, entries: resources.filter((entry) => !before.has(entry.id)) };
}

/** The entries match the expected ones exactly: one per record, the right action and changed fields. */
function expectEntries({ answer, entries }: Outcome, status: number, expected: Expected[]): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const describe = (kind: string, id: string, action: string) => `${kind} ${id} ${action}`;
  expect(entries.map((entry) => describe(entry.record_kind, entry.record_id, entry.action)).sort()).toEqual(
    expected.map(([kind, id, action]) => describe(kind, id, action)).sort(),
  );
  for (const [kind, id, action, fields] of expected) {
    const entry = entries.find((item) => item.record_kind === kind && item.record_id === id && item.action === action) as AuditEntry;
    expect(entry.by_account_id).not.toBeUndefined();
    if (action === 'delete') expect(entry.changes).toEqual([]);
    if (fields) expect(entry.changes.map((change) => change.field).sort(), describe(kind, id, action)).toEqual([...fields].sort());
  }
}

/** The ids of the records the chain creates, filled as it goes. */
type Made = 'account' | 'member' | 'keyword' | 'status' | 'partner' | 'memberPartner' | 'product' | 'grant' | 'event' | 'supervision' | 'memberSupervision';
const state = {} as Record<Made, string>;
const email = (label: string) => `audit.${label}.${RUN}@aurora-network.example`;
const body = (answer: ApiAnswer) => answer.body as Json;

/** One scenario per write route: it calls the route once with success and checks what was recorded. */
const SCENARIOS: [route: string, run: () => Promise<void>][] = [
  ['register-account', async () => {
    const outcome = await written(() => call('admin', 'POST', 'register-account', { first_name: 'Audit', last_name: `Person ${RUN}`, login_email: email('a'), is_member: true }));
    state.account = body(outcome.answer).id as string;
    state.member = (body(outcome.answer).member as Json).id as string;
    expectEntries(outcome, 201, [['account', state.account, 'create'], ['member', state.member, 'create'], ['insight', state.member, 'create']]);
  }],
  ['update-account-name', async () => {
    const outcome = await written(() => call('admin', 'PATCH', `update-account/${state.account}/name`, { first_name: 'Audrey' }, undefined));
    // Without If-Match the route answers 428; with it, the account and its member's copy of the name change.
    expect(outcome.answer.status).toBe(428);
    expect(outcome.entries).toEqual([]);
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-account/${state.account}/name`, { first_name: 'Audrey' }, await versionOf('account', state.account))),
      200,
      [['account', state.account, 'update', ['first_name']], ['member', state.member, 'update', ['first_name']]],
    );
  }],
  ['update-account-email', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-account/${state.account}/email`, { login_email: email('b') }, await versionOf('account', state.account))),
      200,
      [['account', state.account, 'update', ['login_email']]],
    );
  }],
  ['update-account-grant-admin', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-account/${state.account}/grant-admin`, {}, await versionOf('account', state.account))),
      200,
      [['account', state.account, 'update', ['is_admin']]],
    );
  }],
  ['update-account-remove-admin', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-account/${state.account}/remove-admin`, {}, await versionOf('account', state.account))),
      200,
      [['account', state.account, 'update', ['is_admin']]],
    );
  }],
  ['update-member-public', async () => {
    const outcome = await written(async () =>
      call('admin', 'PATCH', `update-member/${state.member}/public`, { about_me_en: 'Studies winter cities.', work_phone: '514-555-0101' }, await versionOf('member', state.member)),
    );
    expectEntries(outcome, 200, [['member', state.member, 'update', ['about_me_en', 'work_phone']]]);
    expect(outcome.entries[0]?.changes).toContainEqual({ field: 'about_me_en', before: null, after: 'Studies winter cities.' });
  }],
  ['update-member-private', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-member/${state.member}/private`, { mobile_phone: '514-555-0199', city: 'Laval' }, await versionOf('member', state.member))),
      200,
      [['member', state.member, 'update', ['city', 'mobile_phone']]],
    );
  }],
  ['update-member-insight', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-member/${state.member}/insight`, { dream: 'A winter clinic.' }, await versionOf('insight', state.member))),
      200,
      [['insight', state.member, 'update', ['dream']]],
    );
    // For administrators, the member's history includes its insight's entries (§6.3.5 criterion 6).
    const history = await call('admin', 'GET', `history/member/${state.member}`);
    expect(history.status).toBe(200);
    const kinds = (history.body as unknown as AuditEntry[]).map((entry) => `${entry.record_kind} ${entry.action}`);
    expect(kinds[0]).toBe('insight update');
    expect(kinds).toContain('member update');
    expect((await call('member', 'GET', `history/member/${state.member}`)).status).toBe(403);
  }],
  ['update-account-delete-member', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-account/${state.account}/delete-member`, {}, await versionOf('account', state.account))),
      200,
      [['member', state.member, 'delete'], ['insight', state.member, 'delete']],
    );
    // Erased: nothing of the profile survives in the history (§6.3.5 "Erasing personal data").
    const kept = [...(await entriesOf('member', state.member)), ...(await entriesOf('insight', state.member))];
    expect(kept.length).toBeGreaterThanOrEqual(5);
    expect(kept.every((entry) => entry.changes.length === 0)).toBe(true);
    expect(JSON.stringify(kept)).not.toContain('514-555');
    // What remains: the action, the time, who acted, and the person's name at the time.
    expect(new Set(kept.map((entry) => entry.record_label))).toEqual(new Set([`Audit Person ${RUN}`, `Audrey Person ${RUN}`]));
  }],
  ['update-account-register-member', async () => {
    const outcome = await written(async () => call('admin', 'PATCH', `update-account/${state.account}/register-member`, {}, await versionOf('account', state.account)));
    state.member = (body(outcome.answer).member as Json).id as string;
    expectEntries(outcome, 200, [['member', state.member, 'create'], ['insight', state.member, 'create']]);
  }],
  ['delete-account', async () => {
    expectEntries(
      await written(() => call('admin', 'DELETE', `delete-account/${state.account}`)),
      204,
      [['account', state.account, 'delete'], ['member', state.member, 'delete'], ['insight', state.member, 'delete']],
    );
    const history = (await call('admin', 'GET', `history/account/${state.account}`)).body as unknown as AuditEntry[];
    expect(history[0]).toMatchObject({ action: 'delete', by_name: 'Claire Dubois-Martin', record_label: `Audrey Person ${RUN}` });
    expect(history.every((entry) => entry.changes.length === 0)).toBe(true);
    expect(JSON.stringify(history)).not.toContain(email('b'));
  }],
  ['register-keyword', async () => {
    const outcome = await written(() => call('admin', 'POST', 'register-keyword', { name_en: `Audit tag ${RUN}`, name_fr: `Étiquette ${RUN}` }));
    state.keyword = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [['keyword', state.keyword, 'create', ['name_en', 'name_fr']]]);
  }],
  ['update-keyword', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-keyword/${state.keyword}`, { name_fr: `Étiquette bis ${RUN}` }, await versionOf('lookup', state.keyword))),
      200,
      [['keyword', state.keyword, 'update', ['name_fr']]],
    );
  }],
  ['delete-keyword', async () => {
    expectEntries(await written(() => call('admin', 'DELETE', `delete-keyword/${state.keyword}`)), 204, [['keyword', state.keyword, 'delete']]);
  }],
  ['register-reference', async () => {
    const outcome = await written(() => call('admin', 'POST', 'register-reference/statuses', { name_en: `Awarded ${RUN}`, name_fr: `Accordée ${RUN}` }));
    state.status = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [['grant_status', state.status, 'create', ['name_en', 'name_fr', 'retired']]]);
  }],
  ['update-reference', async () => {
    // Renaming a grant status: its history shows the old and new names (§6.3.4 criterion 3).
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-reference/statuses/${state.status}`, { name_en: `Funded ${RUN}`, name_fr: `Financée ${RUN}` }, await versionOf('lookup', state.status))),
      200,
      [['grant_status', state.status, 'update', ['name_en', 'name_fr']]],
    );
    const [newest] = (await call('admin', 'GET', `history/grant_status/${state.status}`)).body as unknown as AuditEntry[];
    expect(newest?.changes).toContainEqual({ field: 'name_en', before: `Awarded ${RUN}`, after: `Funded ${RUN}` });
  }],
  ['delete-reference', async () => {
    expectEntries(await written(() => call('admin', 'DELETE', `delete-reference/statuses/${state.status}`)), 204, [['grant_status', state.status, 'delete']]);
  }],
  ['register-partner', async () => {
    const outcome = await written(() => call('admin', 'POST', 'register-partner', { name_en: `Audit partner ${RUN}`, scope_id: 'org-scope-local' }));
    state.partner = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [['organization', state.partner, 'create', ['name_en', 'scope_id']]]);
  }],
  ['register-partner-member', async () => {
    const outcome = await written(() => call('member', 'POST', 'register-partner-member', { name_en: `Audit member partner ${RUN}`, scope_id: 'org-scope-local' }));
    state.memberPartner = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [
      ['organization', state.memberPartner, 'create', ['name_en', 'scope_id']],
      ['member', 'member-eric-levesque', 'update', ['partnerships']],
    ]);
  }],
  ['update-partner-public', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-partner/${state.partner}/public`, { name_fr: `Partenaire ${RUN}` }, await versionOf('organization', state.partner))),
      200,
      [['organization', state.partner, 'update', ['name_fr']]],
    );
  }],
  ['update-partner-private', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-partner/${state.partner}/private`, { contact_name: 'Ada Lovelace' }, await versionOf('organization', state.partner))),
      200,
      [['organization', state.partner, 'update', ['contact_name']]],
    );
  }],
  ['delete-partner', async () => {
    // The member loses the partnership: an update of the member by the deleting administrator.
    const outcome = await written(() => call('admin', 'DELETE', `delete-partner/${state.memberPartner}`));
    expectEntries(outcome, 204, [['organization', state.memberPartner, 'delete'], ['member', 'member-eric-levesque', 'update', ['partnerships']]]);
    expect(outcome.entries.every((entry) => entry.by_name === 'Claire Dubois-Martin')).toBe(true);
  }],
  ['register-product', async () => {
    const outcome = await written(() => call('admin', 'POST', 'register-product', { title_en: `Audit product ${RUN}`, all_author: 'Test, A.' }));
    state.product = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [['product', state.product, 'create']]);
  }],
  ['update-product-public', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-product/${state.product}/public`, { note: 'Second printing.' }, await versionOf('product', state.product))),
      200,
      [['product', state.product, 'update', ['note']]],
    );
  }],
  ['update-product-private', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-product/${state.product}/private`, { on_going: true }, await versionOf('product', state.product))),
      200,
      [['product', state.product, 'update', ['on_going']]],
    );
  }],
  ['update-product-admin', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-product/${state.product}/admin`, { topic_ids: ['topic-healthy-aging'] }, await versionOf('product', state.product))),
      200,
      [['product', state.product, 'update', ['topic_ids']]],
    );
  }],
  ['register-grant', async () => {
    const outcome = await written(() =>
      call('admin', 'POST', 'register-grant', { title: `Audit grant ${RUN}`, amount: 1000, status_id: 'grant-status-submitted', source_id: 'grant-source-cihr', all_investigator: 'A. Test' }),
    );
    state.grant = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [['grant', state.grant, 'create']]);
    expect(outcome.entries[0]?.changes).toContainEqual({ field: 'amount', before: null, after: 1000 });
  }],
  ['update-grant-public', async () => {
    // A grant's amount: its history names the change, its author and its time (issue 16 acceptance).
    const outcome = await written(async () => call('admin', 'PATCH', `update-grant/${state.grant}/public`, { amount: 2500.5 }, await versionOf('grant', state.grant)));
    expectEntries(outcome, 200, [['grant', state.grant, 'update', ['amount']]]);
    const [newest] = (await call('admin', 'GET', `history/grant/${state.grant}`)).body as unknown as AuditEntry[];
    expect(newest).toMatchObject({ action: 'update', by_name: 'Claire Dubois-Martin', changes: [{ field: 'amount', before: 1000, after: 2500.5 }] });
    expect(Date.now() - Date.parse(newest?.created_at ?? '')).toBeLessThan(60_000);
  }],
  ['update-grant-private', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-grant/${state.grant}/private`, { note: 'Reviewed.' }, await versionOf('grant', state.grant))),
      200,
      [['grant', state.grant, 'update', ['note']]],
    );
  }],
  ['register-event', async () => {
    const outcome = await written(() =>
      call('admin', 'POST', 'register-event', { name_en: `Audit event ${RUN}`, resulting_product_ids: [state.product], resulting_grant_ids: [state.grant] }),
    );
    state.event = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [['event', state.event, 'create', ['name_en', 'resulting_grant_ids', 'resulting_product_ids']]]);
  }],
  ['update-event-public', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-event/${state.event}/public`, { note: 'Held online.' }, await versionOf('event', state.event))),
      200,
      [['event', state.event, 'update', ['note']]],
    );
  }],
  ['delete-product', async () => {
    // The event loses its resulting product: an update by the deleting administrator (§6.3.5 criterion 3).
    expectEntries(await written(() => call('admin', 'DELETE', `delete-product/${state.product}`)), 204, [
      ['product', state.product, 'delete'],
      ['event', state.event, 'update', ['resulting_product_ids']],
    ]);
    const history = (await call('admin', 'GET', `history/product/${state.product}`)).body as unknown as AuditEntry[];
    expect(history[0]).toMatchObject({ action: 'delete', by_name: 'Claire Dubois-Martin', record_label: `Audit product ${RUN}` });
  }],
  ['delete-grant', async () => {
    expectEntries(await written(() => call('admin', 'DELETE', `delete-grant/${state.grant}`)), 204, [
      ['grant', state.grant, 'delete'],
      ['event', state.event, 'update', ['resulting_grant_ids']],
    ]);
  }],
  ['delete-event', async () => {
    expectEntries(await written(() => call('admin', 'DELETE', `delete-event/${state.event}`)), 204, [['event', state.event, 'delete']]);
  }],
  ['register-supervision', async () => {
    const outcome = await written(() => call('admin', 'POST', 'register-supervision', { first_name: 'Trainee', last_name: `Audit ${RUN}` }));
    state.supervision = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [['supervision', state.supervision, 'create', ['first_name', 'last_name']]]);
  }],
  ['register-supervision-member', async () => {
    const outcome = await written(() => call('member', 'POST', 'register-supervision-member', { first_name: 'Sam', last_name: `Audit ${RUN}` }));
    state.memberSupervision = body(outcome.answer).id as string;
    expectEntries(outcome, 201, [['supervision', state.memberSupervision, 'create', ['first_name', 'last_name', 'principal_supervisor_ids']]]);
  }],
  ['update-supervision-public', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-supervision/${state.supervision}/public`, { start_date: '2025-09-01' }, await versionOf('supervision', state.supervision))),
      200,
      [['supervision', state.supervision, 'update', ['start_date']]],
    );
  }],
  ['update-supervision-private', async () => {
    expectEntries(
      await written(async () => call('admin', 'PATCH', `update-supervision/${state.supervision}/private`, { note: 'Funded.' }, await versionOf('supervision', state.supervision))),
      200,
      [['supervision', state.supervision, 'update', ['note']]],
    );
  }],
  ['delete-supervision', async () => {
    expectEntries(await written(() => call('admin', 'DELETE', `delete-supervision/${state.supervision}`)), 204, [['supervision', state.supervision, 'delete']]);
  }],
];

beforeAll(async () => {
  Object.assign(tokens, await signInAll(['admin', 'member']));
  // Their first sign-in binds their identities (an entry each, tested below): done before the scenarios.
  for (const who of ['admin', 'member'] as const) expect((await call(who, 'GET', 'active-account')).status).toBe(200);
});

afterAll(async () => {
  if (state.partner) await call('admin', 'DELETE', `delete-partner/${state.partner}`);
  if (state.memberSupervision) await call('admin', 'DELETE', `delete-supervision/${state.memberSupervision}`);
});

describe('audit entries of every write route (spec 6-data-and-beyond §6.3.5)', () => {
  it('has a scenario for every write route of the route table, and none for another route', () => {
    const writes = ROUTES.filter((route) => route.method !== 'GET' && route.method !== '*').map((route) => route.name);
    expect(SCENARIOS.map(([route]) => route).sort()).toEqual([...writes].sort());
  });

  it.each(SCENARIOS.map(([route, run]) => ({ route, run })))('$route writes one entry per changed record, with its changes', async ({ run }) => {
    await run();
  });
});

describe('writes that record nothing', () => {
  it('a refused, invalid, stale or unchanged write, a read and a last-login stamp write no entry', async () => {
    const grant = 'grant-01';
    const version = await versionOf('grant', grant);
    const stored = (await call('admin', 'GET', `grant/${grant}/private`)).body;
    for (const run of [
      () => call('member', 'PATCH', `update-grant/${grant}/public`, { amount: 1 }, version),
      () => call('admin', 'PATCH', `update-grant/${grant}/public`, { amount: -5 }, version),
      () => call('admin', 'PATCH', `update-grant/${grant}/public`, { amount: 1 }, '"stale-version"'),
      () => call('admin', 'PATCH', `update-grant/${grant}/public`, { title: stored.title }, version),
      () => call('admin', 'GET', `grant/${grant}/private`),
      () => call('member', 'GET', 'active-account/update-last-login'),
      () => call('admin', 'DELETE', 'delete-reference/faculties/faculty-health-sciences'),
    ]) {
      const outcome = await written(run);
      expect(outcome.entries, `${outcome.answer.status} ${JSON.stringify(outcome.answer.body).slice(0, 120)}`).toEqual([]);
    }
  });
});

describe('the first sign-in (spec 6-data-and-beyond §6.3.5)', () => {
  it('records one update of the account, by itself, with only identity_bound, and no tenant or object id anywhere', async () => {
    const login = email('first');
    const created = await call('admin', 'POST', 'register-account', { first_name: 'First', last_name: `Sign-in ${RUN}`, login_email: login, is_member: false });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const token = await testToken({ preferred_username: login, email: login, oid: randomUUID() });
    const outcome = await written(async () => {
      const response = await api('/api/active-account', { headers: bearer(token) });
      return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
    });
    expectEntries(outcome, 200, [['account', id, 'update', ['identity_bound']]]);
    expect(outcome.entries[0]).toMatchObject({ by_account_id: id, changes: [{ field: 'identity_bound', before: false, after: true }] });
    const claims = claimsOf(token);
    const { resources } = await auditEntries().items.query('SELECT * FROM c').fetchAll();
    const everything = JSON.stringify(resources);
    expect(everything).not.toContain(String(claims.oid));
    expect(everything).not.toContain(String(claims.tid));
    expect((await call('admin', 'DELETE', `delete-account/${id}`)).status).toBe(204);
  });
});

describe('GET /api/history/{kind}/{id} (spec 3-api §3.16.2)', () => {
  it('answers 401 without a token, 403 to a member, 404 for an unknown kind or a malformed id, [] for a record without entries', async () => {
    expect((await call('visitor', 'GET', 'history/member/member-eric-levesque')).status).toBe(401);
    expect(await call('member', 'GET', 'history/member/member-eric-levesque')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    for (const path of ['history/faculties/faculty-science', 'history/partner/org-lakeview-health', 'history/member/a%20b']) {
      expect((await call('admin', 'GET', path)).status, path).toBe(404);
    }
    expect(await call('admin', 'GET', 'history/grant/no-such-grant')).toMatchObject({ status: 200, body: [] });
  });

  it('leaves out entries older than AUDIT_RETENTION_DAYS (1095 days here), which Cosmos DB removes with their time to live', async () => {
    const old: AuditEntry & { record_key: string } = {
      id: randomUUID(),
      record_key: 'grant:grant-02',
      record_kind: 'grant',
      record_id: 'grant-02',
      record_label: 'Old',
      action: 'update',
      by_account_id: null,
      by_name: '',
      changes: [{ field: 'note', before: null, after: 'Long ago' }],
      created_at: new Date(Date.now() - 1100 * 86_400_000).toISOString(),
    };
    await auditEntries().items.create(old);
    const answer = await call('admin', 'GET', 'history/grant/grant-02');
    expect(answer.status).toBe(200);
    expect((answer.body as unknown as AuditEntry[]).map((entry) => entry.id)).not.toContain(old.id);
    await auditEntries().item(old.id, old.record_key).delete();
  });
});
