import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityGuardId, loginEmailGuardId } from '../../src/data/cosmos-account-repository';
import { ADMIN_SET_ID } from '../../src/data/documents';
import { api, callApi, claimsOf, countOf, fieldCodes, type Json, mentionsOf, quotedEtag, records, signIn, signInAll, storedDocument, testToken } from './support';

/**
 * The account write routes (spec 3-api §3.6.5–§3.6.11; lifecycle 2-data-model §2.5; 1-roles
 * §1.3.3, §1.7.3). Tests work on accounts they register and delete again; the demo records they
 * change (Eric Lévesque's names, the administrators' flags, Olivier Roy's member record) are
 * restored.
 */

type Who = 'admin' | 'member' | 'guest' | 'newcomer' | 'olivier' | 'visitor';

const ROLES: Exclude<Who, 'visitor'>[] = ['admin', 'member', 'guest', 'newcomer', 'olivier'];
const tokens: Partial<Record<Who, string>> = {};

const ACCOUNT_KEYS = ['id', 'first_name', 'last_name', 'login_email', 'is_admin', 'identity_bound', 'last_login', 'member', 'created_at', 'updated_at', 'updated_by', 'etag'];
const RUN = Date.now().toString(36);
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const call = (who: Who | string, method: string, path: string, body?: unknown, version?: string) =>
  callApi(who === 'visitor' ? null : (tokens[who as Who] ?? who), method, path, body, version === undefined ? undefined : quotedEtag(version));

async function adminIds(): Promise<string[]> {
  return (((await storedDocument('unique', ADMIN_SET_ID)) as Json).admin_ids as string[]).slice().sort();
}

async function accountEtag(id: string): Promise<string> {
  return ((await storedDocument('account', id)) as Json).etag as string;
}

let serial = 0;
function email(label: string): string {
  serial += 1;
  return `people-${label}-${RUN}-${serial}@aurora-network.example`;
}

const created: string[] = [];
async function newAccount(extra: Json = {}): Promise<Json> {
  const answer = await call('admin', 'POST', 'register-account', { first_name: 'Test', last_name: `Person ${serial}`, login_email: email('account'), is_member: true, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created.push(answer.body.id as string);
  return answer.body;
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(ROLES));
  // Bind the demo identities (the first authenticated request does).
  for (const who of ['admin', 'member', 'guest', 'olivier'] as const) await call(who, 'GET', 'active-account');
});

afterAll(async () => {
  for (const id of created) await call('admin', 'DELETE', `delete-account/${id}`);
});

describe('POST /api/register-account (spec 3-api §3.6.5)', () => {
  it('registers a member: 201, the account projection, Location, ETag; the member and its empty insight exist at once', async () => {
    const address = email('Register');
    const answer = await call('admin', 'POST', 'register-account', {
      first_name: '  Héloïse ',
      last_name: 'Co\u0302te\u0301',
      login_email: ` ${address.toUpperCase()} `,
      is_admin: false,
      is_member: true,
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Object.keys(answer.body).sort()).toEqual([...ACCOUNT_KEYS].sort());
    expect(answer.headers.get('location')).toBe(`/api/account/${id}`);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const member = answer.body.member as Json;
    expect(answer.body).toMatchObject({
      first_name: 'Héloïse',
      last_name: 'Côté',
      login_email: address.toLowerCase(),
      is_admin: false,
      identity_bound: false,
      last_login: null,
      updated_by: 'account-claire-dubois-martin',
    });
    expect(member).toEqual({ id: member.id, is_active: true, work_email: null, work_phone: null, mobile_phone: null });

    const record = (await storedDocument('member', member.id as string)) as Json;
    expect(record).toMatchObject({
      account_id: id,
      first_name: 'Héloïse',
      last_name: 'Côté',
      is_active: true,
      date_joined: TODAY,
      last_active: null,
      deactivated_by: null,
      keyword_ids: [],
      problems: [],
      partnerships: [],
      orcid: null,
      missing_languages: [],
    });
    expect(await storedDocument('insight', member.id as string)).toMatchObject({
      member_id: member.id,
      interview_date: null,
      about_member: null,
      admin_notes: null,
      other_notes: null,
    });
    const listed = (await (await api('/api/all-members')).json()) as { id: string; account: Json }[];
    expect(listed.find((item) => item.id === member.id)?.account).toEqual({ first_name: 'Héloïse', last_name: 'Côté' });
    const read = await call('admin', 'GET', `account/${id}`);
    expect(read.body).toEqual(answer.body);
  });

  it('registers an administrator without member record (flags default to false) and adds it to the administrator set', async () => {
    const plain = await newAccount({ is_member: undefined });
    expect(plain).toMatchObject({ is_admin: false, member: null });
    const admin = await newAccount({ is_admin: true, is_member: false });
    expect(admin).toMatchObject({ is_admin: true, member: null });
    expect(await adminIds()).toContain(admin.id);
    expect(await adminIds()).not.toContain(plain.id);
    await call('admin', 'DELETE', `delete-account/${String(admin.id)}`);
    expect(await adminIds()).toEqual(['account-claire-dubois-martin', 'account-olivier-roy']);
  });

  it('refuses a login e-mail that another account uses, in any case: 409 not_unique, nothing written', async () => {
    const [accounts, members] = [await countOf('account'), await countOf('member')];
    const answer = await call('admin', 'POST', 'register-account', { first_name: 'Dup', last_name: 'Licate', login_email: 'Member@Aurora-Network.EXAMPLE', is_member: true });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('conflict_duplicate');
    expect(answer.body.errors).toEqual([{ field: 'login_email', code: 'not_unique', message: 'This e-mail is already registered.' }]);
    expect([await countOf('account'), await countOf('member')]).toEqual([accounts, members]);
  });

  it('reports every invalid field at once and writes nothing', async () => {
    const accounts = await countOf('account');
    const answer = await call('admin', 'POST', 'register-account', {
      last_name: 'x'.repeat(101),
      login_email: 'someone@localhost',
      is_admin: 'true',
      is_member: 1,
      etag: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(fieldCodes(answer)).toEqual(['last_name:too_long', 'login_email:invalid_format', 'is_admin:invalid_type', 'is_member:invalid_type', 'etag:unknown_field', 'first_name:required']);
    expect(await countOf('account')).toBe(accounts);
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'forbidden'],
    ['member', 403, 'forbidden'],
  ] as const)('answers %s with %i %s before reading the body', async (who, status, code) => {
    const answer = await call(who, 'POST', 'register-account', { not_a_field: true });
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });
});

describe('PATCH /api/update-account/{id}/name (spec 3-api §3.6.6)', () => {
  const ERIC = 'account-eric-levesque';
  const ERIC_MEMBER = 'member-eric-levesque';

  async function holders(): Promise<Json[]> {
    const { resources } = await records()
      .items.query<Json>({ query: 'SELECT * FROM c WHERE IS_DEFINED(c.member_refs[@id])', parameters: [{ name: '@id', value: ERIC_MEMBER }] })
      .fetchAll();
    return resources;
  }

  it('renames the account and its member, and every member reference shows the new name at once', async () => {
    const before = (await storedDocument('account', ERIC)) as Json;
    const memberBefore = (await storedDocument('member', ERIC_MEMBER)) as Json;
    const holdersBefore = await holders();
    expect(holdersBefore.map((h) => h.kind)).toEqual(expect.arrayContaining(['product', 'grant', 'event', 'supervision']));

    const answer = await call('admin', 'PATCH', `update-account/${ERIC}/name`, { first_name: ' Éric-Renamed ', last_name: 'Lévesque Test' }, before.etag as string);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...ACCOUNT_KEYS].sort());
    expect(answer.body).toMatchObject({ first_name: 'Éric-Renamed', last_name: 'Lévesque Test', updated_by: 'account-claire-dubois-martin' });
    expect(answer.body.etag).not.toBe(before.etag);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);

    const member = (await storedDocument('member', ERIC_MEMBER)) as Json;
    expect(member).toMatchObject({ first_name: 'Éric-Renamed', last_name: 'Lévesque Test' });
    expect(member.etag).not.toBe(memberBefore.etag);
    const after = await holders();
    for (const holder of after) {
      expect((holder.member_refs as Record<string, Json>)[ERIC_MEMBER], `${String(holder.kind)}/${String(holder.id)}`).toEqual({ first_name: 'Éric-Renamed', last_name: 'Lévesque Test', is_active: true });
      expect(holder.etag).not.toBe(holdersBefore.find((h) => h.id === holder.id && h.kind === holder.kind)?.etag);
    }

    const products = (await (await api('/api/all-products')).json()) as { id: string; member_authors: Json[] }[];
    expect(products.find((p) => p.id === 'product-01')?.member_authors).toContainEqual({ id: ERIC_MEMBER, first_name: 'Éric-Renamed', last_name: 'Lévesque Test', is_active: true });
    const publicDetail = (await (await api(`/api/member/${ERIC_MEMBER}/public`)).json()) as Json;
    expect(publicDetail.account).toEqual({ first_name: 'Éric-Renamed', last_name: 'Lévesque Test' });

    const restored = await call('admin', 'PATCH', `update-account/${ERIC}/name`, { first_name: before.first_name, last_name: before.last_name }, answer.body.etag as string);
    expect(restored.status).toBe(200);
    for (const holder of await holders()) {
      expect((holder.member_refs as Record<string, Json>)[ERIC_MEMBER]).toEqual({ first_name: before.first_name, last_name: before.last_name, is_active: true });
    }
  });

  it('writes nothing when the names are the ones stored (200, same version); an administrator may name their own account', async () => {
    const before = (await storedDocument('account', 'account-claire-dubois-martin')) as Json;
    const answer = await call('admin', 'PATCH', 'update-account/account-claire-dubois-martin/name', { first_name: 'Claire' }, before.etag as string);
    expect(answer.status).toBe(200);
    expect(answer.body.etag).toBe(before.etag);
    expect(await storedDocument('account', 'account-claire-dubois-martin')).toEqual(before);
  });

  it('refuses invalid names and unknown fields (400, unchanged)', async () => {
    const account = await newAccount();
    const before = await storedDocument('account', account.id as string);
    const answer = await call('admin', 'PATCH', `update-account/${String(account.id)}/name`, { first_name: null, last_name: 42, login_email: 'x@y.example' }, account.etag as string);
    expect(answer.status).toBe(400);
    expect(fieldCodes(answer)).toEqual(['first_name:required', 'last_name:invalid_type', 'login_email:unknown_field']);
    const long = await call('admin', 'PATCH', `update-account/${String(account.id)}/name`, { last_name: 'x'.repeat(101) }, account.etag as string);
    expect(fieldCodes(long)).toEqual(['last_name:too_long']);
    expect(await storedDocument('account', account.id as string)).toEqual(before);
  });

  it('needs the current version (428, 412) and an existing account (404)', async () => {
    const account = await newAccount();
    const before = await storedDocument('account', account.id as string);
    const missing = await call('admin', 'PATCH', `update-account/${String(account.id)}/name`, { first_name: 'New' });
    expect([missing.status, missing.body.code]).toEqual([428, 'version_required']);
    const stale = await call('admin', 'PATCH', `update-account/${String(account.id)}/name`, { first_name: 'New' }, 'old-version');
    expect([stale.status, stale.body.code]).toEqual([412, 'stale_version']);
    expect(await storedDocument('account', account.id as string)).toEqual(before);
    expect((await call('admin', 'PATCH', 'update-account/no-such-account/name', { first_name: 'New' }, 'x')).status).toBe(404);
    expect((await call('admin', 'PATCH', 'update-account/bad.id/name', { first_name: 'New' }, 'x')).status).toBe(404);
  });

  it.each([
    ['visitor', 401],
    ['guest', 403],
    ['member', 403],
  ] as const)('refuses %s with %i, on their own account too', async (who, status) => {
    const own = who === 'member' ? ERIC : 'account-noah-williams';
    expect((await call(who, 'PATCH', `update-account/${own}/name`, { first_name: 'Me' }, 'x')).status).toBe(status);
  });
});

describe('PATCH /api/update-account/{id}/email (spec 3-api §3.6.7)', () => {
  it('stores the address lower-cased, clears the binding and releases both guards; the old identity is unregistered', async () => {
    const oldAddress = email('before');
    const account = await newAccount({ login_email: oldAddress });
    const oldToken = await signIn(oldAddress);
    expect((await call(oldToken, 'GET', 'active-account')).body.identity_bound).toBe(true);
    const identity = claimsOf(oldToken) as { tid: string; oid: string };
    expect(await storedDocument('unique', identityGuardId(identity))).toBeDefined();
    const version = await accountEtag(account.id as string);

    const newAddress = email('after');
    const answer = await call('admin', 'PATCH', `update-account/${String(account.id)}/email`, { login_email: ` ${newAddress.toUpperCase()} ` }, version);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...ACCOUNT_KEYS].sort());
    expect(answer.body).toMatchObject({ login_email: newAddress, identity_bound: false });
    expect(answer.body.etag).not.toBe(version);
    expect(((await storedDocument('account', account.id as string)) as Json).identity).toBeNull();
    expect(await storedDocument('unique', loginEmailGuardId(oldAddress))).toBeUndefined();
    expect(await storedDocument('unique', loginEmailGuardId(newAddress))).toMatchObject({ owner_id: account.id });
    expect(await storedDocument('unique', identityGuardId(identity))).toBeUndefined();

    const old = await call(oldToken, 'GET', 'active-account');
    expect([old.status, old.body.code]).toEqual([403, 'account_not_registered']);

    // The released identity may bind again: here to another unbound account, by its address.
    const other = await newAccount({ is_member: false });
    const rebound = await testToken({ tid: identity.tid, oid: identity.oid, iss: `https://login.microsoftonline.com/${identity.tid}/v2.0`, preferred_username: other.login_email });
    const bound = await call(rebound, 'GET', 'active-account');
    expect([bound.status, bound.body.id, bound.body.identity_bound]).toEqual([200, other.id, true]);
    // The old address is free again.
    expect((await newAccount({ login_email: oldAddress, is_member: false })).login_email).toBe(oldAddress);
  });

  it('clears the binding even when the address is the same one (never a no-op)', async () => {
    const address = email('same');
    const account = await newAccount({ login_email: address });
    const token = await signIn(address);
    await call(token, 'GET', 'active-account');
    const version = await accountEtag(account.id as string);
    const answer = await call('admin', 'PATCH', `update-account/${String(account.id)}/email`, { login_email: address }, version);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ login_email: address, identity_bound: false });
    expect(answer.body.etag).not.toBe(version);
    // The next sign-in with the address binds again.
    expect((await call(await signIn(address), 'GET', 'active-account')).body).toMatchObject({ id: account.id, identity_bound: true });
  });

  it('refuses an address another account uses (409), invalid input (400), and keeps the account unchanged', async () => {
    const address = email('kept');
    const account = await newAccount({ login_email: address });
    await call(await signIn(address), 'GET', 'active-account');
    const before = await storedDocument('account', account.id as string);
    const version = before?.etag as string;
    const taken = await call('admin', 'PATCH', `update-account/${String(account.id)}/email`, { login_email: 'GUEST@aurora-network.example' }, version);
    expect([taken.status, taken.body.code]).toEqual([409, 'conflict_duplicate']);
    expect(fieldCodes(taken)).toEqual(['login_email:not_unique']);
    const empty = await call('admin', 'PATCH', `update-account/${String(account.id)}/email`, {}, version);
    expect(fieldCodes(empty)).toEqual(['login_email:required']);
    const invalid = await call('admin', 'PATCH', `update-account/${String(account.id)}/email`, { login_email: '@x.ca', first_name: 'A' }, version);
    expect(fieldCodes(invalid)).toEqual(['login_email:invalid_format', 'first_name:unknown_field']);
    const missing = await call('admin', 'PATCH', `update-account/${String(account.id)}/email`, { login_email: email('x') });
    expect(missing.status).toBe(428);
    const stale = await call('admin', 'PATCH', `update-account/${String(account.id)}/email`, { login_email: email('x') }, 'stale');
    expect(stale.status).toBe(412);
    expect(await storedDocument('account', account.id as string)).toEqual(before);
    expect(await storedDocument('unique', loginEmailGuardId(address))).toMatchObject({ owner_id: account.id });
    expect((await call('admin', 'PATCH', 'update-account/no-such-account/email', { login_email: email('x') }, 'x')).status).toBe(404);
  });

  it('refuses an administrator on their own account at step 3 (403 cannot_edit_own_email, body not read), and non-administrators', async () => {
    const own = await call('admin', 'PATCH', 'update-account/account-claire-dubois-martin/email', { login_email: 'not an address' });
    expect([own.status, own.body.code]).toEqual([403, 'cannot_edit_own_email']);
    expect((await call('member', 'PATCH', 'update-account/account-noah-williams/email', { login_email: email('x') }, 'x')).body.code).toBe('forbidden');
    expect((await call('visitor', 'PATCH', 'update-account/account-noah-williams/email', {}, 'x')).status).toBe(401);
  });
});

describe('PATCH /api/update-account/{id}/grant-admin and /remove-admin (spec 3-api §3.6.8)', () => {
  it('grants and removes the flag, keeping the administrator set in step; repeats change nothing', async () => {
    const address = email('admin');
    const account = await newAccount({ login_email: address, is_member: false });
    const token = await signIn(address);
    expect((await call(token, 'GET', 'all-accounts')).status).toBe(403);

    const granted = await call('admin', 'PATCH', `update-account/${String(account.id)}/grant-admin`, undefined, account.etag as string);
    expect(granted.status).toBe(200);
    expect(Object.keys(granted.body).sort()).toEqual([...ACCOUNT_KEYS].sort());
    expect(granted.body.is_admin).toBe(true);
    expect(granted.body.etag).not.toBe(account.etag);
    expect(granted.headers.get('etag')).toBe(`"${String(granted.body.etag)}"`);
    expect(await adminIds()).toContain(account.id);
    // The change takes effect on the person's next request.
    expect((await call(token, 'GET', 'all-accounts')).status).toBe(200);

    const again = await call('admin', 'PATCH', `update-account/${String(account.id)}/grant-admin`, {}, granted.body.etag as string);
    expect([again.status, again.body.etag]).toEqual([200, granted.body.etag]);

    const removed = await call('admin', 'PATCH', `update-account/${String(account.id)}/remove-admin`, {}, granted.body.etag as string);
    expect(removed.status).toBe(200);
    expect(removed.body.is_admin).toBe(false);
    expect(removed.body.etag).not.toBe(granted.body.etag);
    expect(await adminIds()).not.toContain(account.id);
    expect((await call(token, 'GET', 'all-accounts')).status).toBe(403);

    const notAdmin = await call('admin', 'PATCH', `update-account/${String(account.id)}/remove-admin`, undefined, removed.body.etag as string);
    expect([notAdmin.status, notAdmin.body.etag]).toEqual([200, removed.body.etag]);
  });

  it('takes no fields, needs the current version, and answers 404 for an unknown account', async () => {
    const account = await newAccount({ is_member: false });
    const before = await storedDocument('account', account.id as string);
    for (const action of ['grant-admin', 'remove-admin']) {
      const withField = await call('admin', 'PATCH', `update-account/${String(account.id)}/${action}`, { is_admin: true }, account.etag as string);
      expect(fieldCodes(withField)).toEqual(['is_admin:unknown_field']);
      expect((await call('admin', 'PATCH', `update-account/${String(account.id)}/${action}`)).status).toBe(428);
      expect((await call('admin', 'PATCH', `update-account/${String(account.id)}/${action}`, {}, 'stale')).status).toBe(412);
      expect((await call('admin', 'PATCH', `update-account/no-such-account/${action}`, {}, 'x')).status).toBe(404);
    }
    expect(await storedDocument('account', account.id as string)).toEqual(before);
    expect(await adminIds()).not.toContain(account.id);
  });

  it('refuses non-administrators (403) and an administrator removing their own flag (403 cannot_remove_own_admin)', async () => {
    const own = await call('admin', 'PATCH', 'update-account/account-claire-dubois-martin/remove-admin', { junk: 1 });
    expect([own.status, own.body.code]).toEqual([403, 'cannot_remove_own_admin']);
    expect((await call('member', 'PATCH', 'update-account/account-olivier-roy/remove-admin', {}, 'x')).body.code).toBe('forbidden');
    expect((await call('member', 'PATCH', 'update-account/account-eric-levesque/grant-admin', {}, 'x')).body.code).toBe('forbidden');
    expect((await call('guest', 'PATCH', 'update-account/account-noah-williams/grant-admin', {}, 'x')).body.code).toBe('forbidden');
  });

  it('of two administrators removing each other at the same moment, exactly one succeeds and the other gets 409 last_admin', async () => {
    expect(await adminIds()).toEqual(['account-claire-dubois-martin', 'account-olivier-roy']);
    const [claire, olivier] = [await accountEtag('account-claire-dubois-martin'), await accountEtag('account-olivier-roy')];
    const [byClaire, byOlivier] = await Promise.all([
      call('admin', 'PATCH', 'update-account/account-olivier-roy/remove-admin', undefined, olivier),
      call('olivier', 'PATCH', 'update-account/account-claire-dubois-martin/remove-admin', undefined, claire),
    ]);
    const answers = [byClaire, byOlivier].map((answer) => `${answer.status} ${String(answer.body.code ?? '')}`.trim()).sort();
    expect(answers).toEqual(['200', '409 last_admin']);

    const flags = [((await storedDocument('account', 'account-claire-dubois-martin')) as Json).is_admin, ((await storedDocument('account', 'account-olivier-roy')) as Json).is_admin];
    expect(flags.filter(Boolean)).toHaveLength(1);
    const remaining = await adminIds();
    expect(remaining).toHaveLength(1);

    // Restore: the remaining administrator gives the flag back.
    const [winner, demoted] = byClaire.status === 200 ? (['admin', 'account-olivier-roy'] as const) : (['olivier', 'account-claire-dubois-martin'] as const);
    const restored = await call(winner, 'PATCH', `update-account/${demoted}/grant-admin`, undefined, await accountEtag(demoted));
    expect(restored.status).toBe(200);
    expect(await adminIds()).toEqual(['account-claire-dubois-martin', 'account-olivier-roy']);
  });
});

describe('PATCH /api/update-account/{id}/register-member (spec 3-api §3.6.9)', () => {
  it('lets a registered person become a member themself: a new member with its insight, the account a new version', async () => {
    const before = (await storedDocument('account', 'account-noah-williams')) as Json;
    expect(before.member).toBeNull();
    const answer = await call('guest', 'PATCH', 'update-account/account-noah-williams/register-member', undefined, before.etag as string);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...ACCOUNT_KEYS].sort());
    const member = answer.body.member as Json;
    expect(member).toEqual({ id: member.id, is_active: true, work_email: null, work_phone: null, mobile_phone: null });
    expect(answer.body.etag).not.toBe(before.etag);
    expect(answer.body.updated_by).toBe('account-noah-williams');
    expect(await storedDocument('member', member.id as string)).toMatchObject({ account_id: 'account-noah-williams', first_name: 'Noah', last_name: 'Williams', date_joined: TODAY, is_active: true });
    expect(await storedDocument('insight', member.id as string)).toMatchObject({ member_id: member.id, dream: null });
    // The person now acts as a member.
    expect((await call('guest', 'GET', `member/${String(member.id)}/private`)).status).toBe(200);

    const again = await call('guest', 'PATCH', 'update-account/account-noah-williams/register-member', undefined, answer.body.etag as string);
    expect([again.status, again.body.code]).toEqual([409, 'already_member']);

    // Restore the demo state: Noah Williams has no member record.
    const removed = await call('admin', 'PATCH', 'update-account/account-noah-williams/delete-member', undefined, answer.body.etag as string);
    expect([removed.status, removed.body.member]).toEqual([200, null]);
  });

  it('lets an administrator register any account; 409 already_member for an account with a member, nothing created', async () => {
    const account = await newAccount({ is_member: false });
    const answer = await call('admin', 'PATCH', `update-account/${String(account.id)}/register-member`, {}, account.etag as string);
    expect(answer.status).toBe(200);
    expect((answer.body.member as Json).is_active).toBe(true);

    const members = await countOf('member');
    const eric = await call('admin', 'PATCH', 'update-account/account-eric-levesque/register-member', undefined, await accountEtag('account-eric-levesque'));
    expect([eric.status, eric.body.code]).toEqual([409, 'already_member']);
    const own = await call('member', 'PATCH', 'update-account/account-eric-levesque/register-member', undefined, await accountEtag('account-eric-levesque'));
    expect([own.status, own.body.code]).toEqual([409, 'already_member']);
    expect(await countOf('member')).toBe(members);
  });

  it('needs the current version (428, 412: nothing created), no fields, and an existing account (404)', async () => {
    const account = await newAccount({ is_member: false });
    const [members, insights] = [await countOf('member'), await countOf('insight')];
    expect((await call('admin', 'PATCH', `update-account/${String(account.id)}/register-member`)).status).toBe(428);
    expect((await call('admin', 'PATCH', `update-account/${String(account.id)}/register-member`, undefined, 'stale')).status).toBe(412);
    expect(fieldCodes(await call('admin', 'PATCH', `update-account/${String(account.id)}/register-member`, { is_active: true }, account.etag as string))).toEqual([
      'is_active:unknown_field',
    ]);
    expect((await call('admin', 'PATCH', 'update-account/no-such-account/register-member', undefined, 'x')).status).toBe(404);
    expect([await countOf('member'), await countOf('insight')]).toEqual([members, insights]);
    expect(((await storedDocument('account', account.id as string)) as Json).member).toBeNull();
  });

  it('refuses a person who is not an administrator naming another account (403 at step 3)', async () => {
    const other = await call('guest', 'PATCH', 'update-account/account-olivier-roy/register-member', { junk: true });
    expect([other.status, other.body.code]).toEqual([403, 'forbidden']);
    expect((await call('member', 'PATCH', 'update-account/account-noah-williams/register-member', undefined, 'x')).status).toBe(403);
    expect((await call('newcomer', 'PATCH', 'update-account/account-noah-williams/register-member', undefined, 'x')).body.code).toBe('account_not_registered');
  });
});

describe('PATCH /api/update-account/{id}/delete-member (spec 3-api §3.6.10)', () => {
  it('deletes the member, its insight and every link to it; the account stays with member null and a new version', async () => {
    const account = await newAccount();
    const memberId = (account.member as Json).id as string;
    const memberToken = await signIn(account.login_email as string);
    const orcid = '0000-0007-4395-755X';
    const profile = await call(memberToken, 'PATCH', `update-member/${memberId}/public`, { orcid, keyword_ids: ['keyword-aging'], partnerships: [{ organization_id: 'org-lakeview-health', description_en: 'Test' }] }, ((await storedDocument('member', memberId)) as Json).etag as string);
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const event = await call('admin', 'POST', 'register-event', { name_en: `People test event ${RUN}`, member_ids: [memberId, 'member-eric-levesque'] });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    const supervision = await call('admin', 'POST', 'register-supervision', { first_name: 'Trainee', last_name: `People ${RUN}`, principal_supervisor_ids: [memberId], committee_member_ids: ['member-eric-levesque'] });
    expect(supervision.status, JSON.stringify(supervision.body)).toBe(201);
    expect(await mentionsOf(memberId, { wholeValue: true })).toEqual(expect.arrayContaining([`event/${String(event.body.id)}`, `supervision/${String(supervision.body.id)}`]));

    const version = await accountEtag(account.id as string);
    const answer = await call('admin', 'PATCH', `update-account/${String(account.id)}/delete-member`, undefined, version);
    expect(answer.status).toBe(200);
    expect(answer.body.member).toBeNull();
    expect(answer.body.etag).not.toBe(version);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(await storedDocument('member', memberId)).toBeUndefined();
    expect(await storedDocument('insight', memberId)).toBeUndefined();
    expect(await mentionsOf(memberId, { wholeValue: true })).toEqual([]);
    const eventAfter = (await storedDocument('event', event.body.id as string)) as Json;
    expect(eventAfter).toMatchObject({ member_ids: ['member-eric-levesque'] });
    expect(Object.keys(eventAfter.member_refs as Json)).toEqual(['member-eric-levesque']);
    expect(eventAfter.etag).not.toBe(event.body.etag);
    expect(await storedDocument('supervision', supervision.body.id as string)).toMatchObject({ principal_supervisor_ids: [], committee_member_ids: ['member-eric-levesque'] });
    // The ORCID iD is free again; the person still signs in, without member record.
    const reuse = await newAccount();
    const reuseMember = (reuse.member as Json).id as string;
    const withOrcid = await call('admin', 'PATCH', `update-member/${reuseMember}/public`, { orcid }, ((await storedDocument('member', reuseMember)) as Json).etag as string);
    expect(withOrcid.status).toBe(200);
    expect((await call(memberToken, 'GET', 'active-account')).body).toMatchObject({ id: account.id, member: null });

    const again = await call('admin', 'PATCH', `update-account/${String(account.id)}/delete-member`, undefined, answer.body.etag as string);
    expect([again.status, again.body.code]).toEqual([404, 'not_found']);
    await call('admin', 'DELETE', `delete-event/${String(event.body.id)}`);
    await call('admin', 'DELETE', `delete-supervision/${String(supervision.body.id)}`);
  });

  it('lets an administrator delete their own member information (Olivier Roy registers, then deletes his own)', async () => {
    const registered = await call('olivier', 'PATCH', 'update-account/account-olivier-roy/register-member', undefined, await accountEtag('account-olivier-roy'));
    expect(registered.status).toBe(200);
    const memberId = (registered.body.member as Json).id as string;
    const removed = await call('olivier', 'PATCH', 'update-account/account-olivier-roy/delete-member', {}, registered.body.etag as string);
    expect([removed.status, removed.body.member]).toEqual([200, null]);
    expect(await storedDocument('member', memberId)).toBeUndefined();
  });

  it('needs the current version and changes nothing otherwise; 404 for an unknown account', async () => {
    const account = await newAccount();
    const memberId = (account.member as Json).id as string;
    const before = await storedDocument('member', memberId);
    expect((await call('admin', 'PATCH', `update-account/${String(account.id)}/delete-member`)).status).toBe(428);
    expect((await call('admin', 'PATCH', `update-account/${String(account.id)}/delete-member`, undefined, 'stale')).status).toBe(412);
    expect(fieldCodes(await call('admin', 'PATCH', `update-account/${String(account.id)}/delete-member`, { member: null }, account.etag as string))).toEqual(['member:unknown_field']);
    expect(await storedDocument('member', memberId)).toEqual(before);
    expect((await call('admin', 'PATCH', 'update-account/no-such-account/delete-member', undefined, 'x')).status).toBe(404);
  });

  it.each([
    ['member', 'account-eric-levesque'],
    ['guest', 'account-noah-williams'],
  ] as const)('refuses %s (403), on their own account too', async (who, id) => {
    expect((await call(who, 'PATCH', `update-account/${id}/delete-member`, undefined, 'x')).body.code).toBe('forbidden');
  });
});

describe('DELETE /api/delete-account/{id} (spec 3-api §3.6.11)', () => {
  it('deletes the account, its member information, its guards and every link; the person is then unregistered', async () => {
    const address = email('gone');
    const account = await newAccount({ login_email: address });
    const memberId = (account.member as Json).id as string;
    const token = await signIn(address);
    expect((await call(token, 'GET', 'active-account')).status).toBe(200);
    const identity = claimsOf(token) as { tid: string; oid: string };
    const event = await call('admin', 'POST', 'register-event', { name_en: `People delete-account ${RUN}`, member_ids: [memberId] });
    expect(event.status).toBe(201);

    const answer = await call('admin', 'DELETE', `delete-account/${String(account.id)}`, undefined, await accountEtag(account.id as string));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await storedDocument('account', account.id as string)).toBeUndefined();
    expect(await storedDocument('member', memberId)).toBeUndefined();
    expect(await storedDocument('insight', memberId)).toBeUndefined();
    expect(await storedDocument('unique', loginEmailGuardId(address))).toBeUndefined();
    expect(await storedDocument('unique', identityGuardId(identity))).toBeUndefined();
    expect(await mentionsOf(memberId, { wholeValue: true })).toEqual([]);
    expect(await mentionsOf(account.id as string, { wholeValue: true })).toEqual([]);
    expect(((await storedDocument('event', event.body.id as string)) as Json).member_ids).toEqual([]);

    const later = await call(token, 'GET', 'active-account');
    expect([later.status, later.body.code]).toEqual([403, 'account_not_registered']);
    expect((await call('admin', 'DELETE', `delete-account/${String(account.id)}`)).status).toBe(404);
    await call('admin', 'DELETE', `delete-event/${String(event.body.id)}`);
  });

  it('removes a deleted administrator from the administrator set', async () => {
    const account = await newAccount({ is_admin: true, is_member: false });
    expect(await adminIds()).toContain(account.id);
    expect((await call('admin', 'DELETE', `delete-account/${String(account.id)}`)).status).toBe(204);
    expect(await adminIds()).toEqual(['account-claire-dubois-martin', 'account-olivier-roy']);
  });

  it('checks a version when one is sent (412, nothing deleted) and answers 404 for an unknown account', async () => {
    const account = await newAccount();
    const stale = await call('admin', 'DELETE', `delete-account/${String(account.id)}`, undefined, 'stale');
    expect([stale.status, stale.body.code]).toEqual([412, 'stale_version']);
    expect(await storedDocument('account', account.id as string)).toBeDefined();
    expect(await storedDocument('member', (account.member as Json).id as string)).toBeDefined();
    expect((await call('admin', 'DELETE', 'delete-account/no-such-account')).status).toBe(404);
  });

  it('refuses an administrator deleting themself (403 cannot_delete_self) and non-administrators (403)', async () => {
    const self = await call('admin', 'DELETE', 'delete-account/account-claire-dubois-martin');
    expect([self.status, self.body.code]).toEqual([403, 'cannot_delete_self']);
    expect((await call('member', 'DELETE', 'delete-account/account-noah-williams')).body.code).toBe('forbidden');
    expect((await call('guest', 'DELETE', 'delete-account/account-noah-williams')).body.code).toBe('forbidden');
    expect((await call('visitor', 'DELETE', 'delete-account/account-noah-williams')).status).toBe(401);
    expect(await storedDocument('account', 'account-noah-williams')).toBeDefined();
  });
});
