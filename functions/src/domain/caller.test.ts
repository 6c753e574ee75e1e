import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { resolveCaller, type TokenIdentity } from './caller';
import type { Account, AccountRepository, BindOutcome, Identity } from './ports';
import { InMemoryAuditLog } from '../testing/in-memory-audit-log';
import { InMemoryStore } from '../testing/in-memory-store';

/** Unit-test double of the account store (the product and the API tests use Cosmos). */
class FakeAccounts implements AccountRepository {
  constructor(public accounts: Account[]) {}
  async findByIdentity(identity: Identity) {
    return this.accounts.find((a) => a.identity?.tid === identity.tid && a.identity.oid === identity.oid) ?? null;
  }
  async findByLoginEmail(email: string) {
    return this.accounts.find((a) => a.login_email === email) ?? null;
  }
  async bindIdentity(accountId: string, identity: Identity, loginEmail: string): Promise<BindOutcome> {
    const account = this.accounts.find((a) => a.id === accountId);
    if (!account || account.identity || account.login_email !== loginEmail) return { bound: false };
    account.identity = identity;
    return { bound: true, account };
  }
  async stampLastLogin(accountId: string, at: string) {
    const account = this.accounts.find((a) => a.id === accountId) as Account;
    account.last_login = at;
    return account;
  }
  async anyAdministrator() {
    return this.accounts.some((a) => a.is_admin);
  }
  async createBootstrapAdministrator(input: { login_email: string; first_name: string; last_name: string; identity: Identity; at: string }) {
    const account = makeAccount({ id: 'boot', ...input, created_at: input.at, is_admin: true });
    this.accounts.push(account);
    return account;
  }
}

function makeAccount(overrides: Partial<Account>): Account {
  return {
    id: 'a1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    login_email: 'ada@example.org',
    is_admin: false,
    identity: null,
    last_login: null,
    member: null,
    created_at: '2026-01-05T14:00:00.000Z',
    updated_at: '2026-01-05T14:00:00.000Z',
    updated_by: null,
    etag: 'v1',
    ...overrides,
  };
}

const TID = '11111111-1111-4111-8111-111111111111';
const identity = (overrides: Partial<TokenIdentity> = {}): TokenIdentity => ({
  tid: TID,
  oid: '22222222-2222-4222-8222-222222222222',
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  ...overrides,
});
const auditLog = new InMemoryAuditLog();
const settings = {
  bootstrapAdminEmail: null,
  now: () => new Date('2026-11-23T10:00:00Z'),
  audit: { log: auditLog, onFailure: () => undefined },
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).code;
}

describe('resolveCaller', () => {
  it('finds the account bound to the identity first', async () => {
    const accounts = new FakeAccounts([makeAccount({ identity: { tid: TID, oid: identity().oid }, login_email: 'other@example.org' })]);
    const caller = await resolveCaller(identity(), accounts, settings);
    expect(caller.account.id).toBe('a1');
  });

  it('binds an unbound account whose login e-mail equals the token e-mail', async () => {
    const accounts = new FakeAccounts([makeAccount({})]);
    const caller = await resolveCaller(identity(), accounts, settings);
    expect(caller.account.identity).toEqual({ tid: TID, oid: identity().oid });
  });

  it('records the binding as an update of the account by itself, with only identity_bound (spec 6-data-and-beyond §6.3.5)', async () => {
    const log = new InMemoryAuditLog();
    await resolveCaller(identity(), new FakeAccounts([makeAccount({})]), { ...settings, audit: { log, onFailure: () => undefined } });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      record_kind: 'account',
      record_id: 'a1',
      action: 'update',
      by_account_id: 'a1',
      changes: [{ field: 'identity_bound', before: false, after: true }],
    });
    expect(JSON.stringify(log.entries)).not.toContain(TID);
    // A bound account signing in again records nothing.
    await resolveCaller(identity(), new FakeAccounts([makeAccount({ identity: { tid: TID, oid: identity().oid } })]), {
      ...settings,
      audit: { log, onFailure: () => undefined },
    });
    expect(log.entries).toHaveLength(1);
  });

  it('does not bind when the account changed its login e-mail after it was looked up (the change wins)', async () => {
    const store = new InMemoryStore().put('account', makeAccount({}));
    // An administrator changes the address between the lookup by e-mail and the binding.
    store.interfere(() => store.put('account', makeAccount({ login_email: 'new@example.org', etag: 'v2' })));
    expect(await refusal(resolveCaller(identity(), store.accounts, settings))).toBe('account_not_registered');
    expect(store.peek('account', 'a1')?.identity).toBeNull();
    expect(store.owner({ scope: 'identity', value: `${TID}.${identity().oid}` })).toBeUndefined();
  });

  it('never re-binds an account bound to another identity', async () => {
    const other = { tid: TID, oid: '33333333-3333-4333-8333-333333333333' };
    const accounts = new FakeAccounts([makeAccount({ identity: other })]);
    expect(await refusal(resolveCaller(identity(), accounts, settings))).toBe('account_not_registered');
    expect(accounts.accounts[0]?.identity).toEqual(other);
  });

  it('treats an identity without e-mail and without binding as unregistered', async () => {
    const accounts = new FakeAccounts([makeAccount({})]);
    expect(await refusal(resolveCaller(identity({ email: null }), accounts, settings))).toBe('account_not_registered');
  });

  it('creates the bootstrap administrator only while no administrator exists', async () => {
    const accounts = new FakeAccounts([]);
    const boot = { ...settings, bootstrapAdminEmail: 'ada@example.org' };
    const caller = await resolveCaller(identity({ name: 'Ada King Lovelace' }), accounts, boot);
    expect(caller.account).toMatchObject({ is_admin: true, first_name: 'Ada', last_name: 'King Lovelace', login_email: 'ada@example.org' });
    const created = auditLog.entries.find((entry) => entry.record_id === caller.account.id);
    expect(created).toMatchObject({ action: 'create', by_account_id: null, by_name: '' });
    expect(created?.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['login_email', 'is_admin', 'identity_bound']));

    const withAdmin = new FakeAccounts([makeAccount({ id: 'admin', login_email: 'chief@example.org', is_admin: true })]);
    expect(await refusal(resolveCaller(identity(), withAdmin, boot))).toBe('account_not_registered');
  });

  it('names a bootstrap administrator with a one-word name "Admin"', async () => {
    const accounts = new FakeAccounts([]);
    const caller = await resolveCaller(identity({ name: 'Ada' }), accounts, { ...settings, bootstrapAdminEmail: 'ada@example.org' });
    expect(caller.account).toMatchObject({ first_name: 'Ada', last_name: 'Admin' });
  });
});
