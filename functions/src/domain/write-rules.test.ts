import { describe, expect, it } from 'vitest';
import type { ReferenceListName } from '@portal/common/demo/types';
import { InMemoryStore } from '../testing/in-memory-store';
import {
  deleteAccount,
  deleteMember,
  grantAdmin,
  registerAccount,
  removeAdmin,
  updateAccountEmail,
  updateAccountName,
  type AccountWriteDeps,
} from './account-writes';
import type { Caller } from './caller';
import type { IfMatch } from './conditional-writes';
import { ApiError } from './errors';
import { deleteEvent, registerEvent, updateEvent } from './event-writes';
import { danglingLinks, type StoredRecordLike } from './integrity-scan';
import { updateMemberPrivate } from './member-writes';
import { deleteOrganization, registerOrganization, registerOrganizationForMember } from './organization-writes';
import type { Account } from './ports';
import type { RecordKind } from './records';
import { accountKeys } from './unique-keys';

/**
 * The write rules of spec 2-data-model §2.6 at the domain level, on the in-memory store ports:
 * links resolve (§3.3.1 rule 8), member copies stay exact (§2.6.3), unique values stay unique
 * (§2.6 A3), the last administrator stays (1-roles-and-identity §1.7.3), and deletes leave no
 * dangling link (§2.3). The API suite shows the same through HTTP and Cosmos.
 */

const NOW = new Date('2026-04-02T12:00:00.000Z');
const META = { created_at: NOW.toISOString(), updated_at: NOW.toISOString(), updated_by: null, etag: 'v1' };
const version = (etag: string): IfMatch => ({ kind: 'version', version: etag });
const NO_VERSION: IfMatch = { kind: 'missing' };

function administrator(id: string): Account {
  return { id, first_name: 'Ada', last_name: 'Admin', login_email: `${id}@example.org`, is_admin: true, identity: null, last_login: null, member: null, ...META };
}

/** A store with one administrator (the caller), some reference entries, and the deps of a write. */
function world() {
  const store = new InMemoryStore();
  const admin = administrator('admin-1');
  store.put('account', admin, accountKeys(admin));
  const entry = (list: ReferenceListName, id: string, retired = false) =>
    store.put('reference', { id, list, name_en: id, name_fr: id, retired, ...META });
  entry('event-types', 'type-talk');
  entry('event-types', 'type-retired', true);
  entry('org-scopes', 'scope-local');
  entry('faculties', 'faculty-science');
  const callerOf = (account: Account): Caller => ({ account, identity: { tid: 't', oid: account.id, email: account.login_email, name: null } });
  const depsOf = (account: Account): AccountWriteDeps => ({
    store: store.records,
    accounts: store.accounts,
    adminSet: store.adminSet,
    caller: callerOf(account),
    now: NOW,
    timeZone: 'America/Toronto',
  });
  const deps = depsOf(admin);
  /** Registers an account with a member record; answers the member id. */
  const member = async (first_name: string, last_name: string) => {
    const account = await registerAccount(deps, { first_name, last_name, login_email: `${first_name.toLowerCase()}@example.org`, is_member: true });
    return { account, memberId: account.member?.id ?? '' };
  };
  /** Every stored record with its kind, as the integrity scan reads the container. */
  const scan = () => {
    const kinds: RecordKind[] = ['account', 'member', 'insight', 'keyword', 'reference', 'organization', 'product', 'grant', 'event', 'supervision'];
    return danglingLinks(kinds.flatMap((kind) => store.all(kind).map((record) => ({ ...record, kind }) as unknown as StoredRecordLike)));
  };
  return { store, admin, deps, depsOf, member, scan };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('links must resolve (spec 3-api §3.3.1 rule 8)', () => {
  it('refuses a link to a missing record and a newly chosen retired entry, and writes nothing', async () => {
    const { store, deps } = world();
    const error = await refusal(registerEvent(deps, { name_en: 'Talk', member_ids: ['nobody'], event_type_id: 'type-retired', partner_ids: ['faculty-science'] }));
    expect(error.code).toBe('validation_failed');
    expect(error.options.errors?.map((e) => `${e.field}:${e.code}`)).toEqual(
      expect.arrayContaining(['member_ids[0]:unknown_reference', 'event_type_id:retired_reference', 'partner_ids[0]:unknown_reference']),
    );
    expect(store.all('event')).toEqual([]);
  });

  it('refuses a reference entry of another list, and keeps a retired entry the record already holds', async () => {
    const { store, deps } = world();
    const wrongList = await refusal(registerEvent(deps, { name_en: 'Talk', event_type_id: 'scope-local' }));
    expect(wrongList.options.errors).toEqual([expect.objectContaining({ field: 'event_type_id', code: 'unknown_reference' })]);

    const event = await registerEvent(deps, { name_en: 'Talk', event_type_id: 'type-talk' });
    store.put('reference', { id: 'type-talk', list: 'event-types', name_en: 'Talk', name_fr: 'Causerie', retired: true, ...META });
    const kept = await updateEvent(deps, event.id, { event_type_id: 'type-talk', note: 'Moved' }, version(event.etag));
    expect(kept).toMatchObject({ event_type_id: 'type-talk', note: 'Moved' });
  });

  it('refuses a link to a record deleted since', async () => {
    const { deps } = world();
    const earlier = await registerEvent(deps, { name_en: 'Earlier' });
    await deleteEvent(deps, earlier.id, NO_VERSION);
    const error = await refusal(registerEvent(deps, { name_en: 'Later', previous_event_ids: [earlier.id] }));
    expect(error.options.errors).toEqual([expect.objectContaining({ field: 'previous_event_ids[0]', code: 'unknown_reference' })]);
  });
});

describe('member copies stay exact (spec 2-data-model §2.6.3)', () => {
  it('holds a copy of exactly the linked members, taken when the record is written', async () => {
    const { deps, member } = world();
    const ana = await member('Ana', 'Silva');
    const bo = await member('Bo', 'Li');
    const event = await registerEvent(deps, { name_en: 'Talk', member_ids: [ana.memberId, bo.memberId] });
    expect(event.member_refs).toEqual({
      [ana.memberId]: { first_name: 'Ana', last_name: 'Silva', is_active: true },
      [bo.memberId]: { first_name: 'Bo', last_name: 'Li', is_active: true },
    });
    const fewer = await updateEvent(deps, event.id, { member_ids: [bo.memberId] }, version(event.etag));
    expect(Object.keys(fewer.member_refs)).toEqual([bo.memberId]);
  });

  it('follows a renamed account and a deactivated member onto every record that links the member', async () => {
    const { store, deps, member } = world();
    const ana = await member('Ana', 'Silva');
    const event = await registerEvent(deps, { name_en: 'Talk', member_ids: [ana.memberId] });

    await updateAccountName(deps, ana.account.id, { last_name: 'Silva-Costa' }, version(ana.account.etag));
    expect(store.peek('member', ana.memberId)).toMatchObject({ first_name: 'Ana', last_name: 'Silva-Costa' });
    const renamed = store.peek('event', event.id);
    expect(renamed?.member_refs).toEqual({ [ana.memberId]: { first_name: 'Ana', last_name: 'Silva-Costa', is_active: true } });
    expect(renamed?.etag).not.toBe(event.etag);

    const stored = store.peek('member', ana.memberId);
    await updateMemberPrivate({ ...deps }, ana.memberId, { is_active: false }, version(stored?.etag ?? ''));
    expect(store.peek('event', event.id)?.member_refs[ana.memberId]).toEqual({ first_name: 'Ana', last_name: 'Silva-Costa', is_active: false });
    expect(store.peek('account', ana.account.id)?.member?.is_active).toBe(false);
  });
});

describe('unique values stay unique (spec 2-data-model §2.6 A3)', () => {
  it('refuses a login e-mail another account holds, in any case, and frees it when it changes', async () => {
    const { store, deps } = world();
    const first = await registerAccount(deps, { first_name: 'Ana', last_name: 'Silva', login_email: 'ana@example.org' });
    const taken = await refusal(registerAccount(deps, { first_name: 'Ann', last_name: 'Other', login_email: 'ANA@example.org' }));
    expect(taken.code).toBe('conflict_duplicate');
    expect(taken.options.errors).toEqual([expect.objectContaining({ field: 'login_email', code: 'not_unique' })]);

    await updateAccountEmail(deps, first.id, { login_email: 'ana.silva@example.org' }, version(first.etag));
    expect(store.owner({ scope: 'login-email', value: 'ana@example.org' })).toBeUndefined();
    await registerAccount(deps, { first_name: 'Ann', last_name: 'Other', login_email: 'ana@example.org' });
    expect(store.all('account').map((account) => account.login_email).sort()).toEqual(['admin-1@example.org', 'ana.silva@example.org', 'ana@example.org']);
  });

  it('lets one of two concurrent registrations of the same address win, and leaves no member behind for the other', async () => {
    const { store, deps } = world();
    const body = { first_name: 'Ana', last_name: 'Silva', login_email: 'ana@example.org', is_member: true };
    const outcomes = await Promise.allSettled([registerAccount(deps, body), registerAccount(deps, body)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { code: 'conflict_duplicate' } });
    expect(store.all('account').filter((account) => account.login_email === 'ana@example.org')).toHaveLength(1);
    expect(store.all('member')).toHaveLength(1);
    expect(store.all('insight')).toHaveLength(1);
  });

  it('refuses an organization whose name equals, in either language, a name of another one', async () => {
    const { store, deps } = world();
    await registerOrganization(deps, { name_en: 'Public Health', name_fr: 'Santé publique', scope_id: 'scope-local' });
    const error = await refusal(registerOrganization(deps, { name_en: 'SANTE PUBLIQUE', scope_id: 'scope-local' }));
    expect(error.options.errors).toEqual([expect.objectContaining({ field: 'name_en', code: 'not_unique' })]);
    expect(store.all('organization')).toHaveLength(1);
  });
});

describe('the last administrator stays (spec 1-roles-and-identity §1.7.3)', () => {
  it('refuses to remove the only administrator, by flag or by deleting the account', async () => {
    const { store, admin, deps } = world();
    expect((await refusal(removeAdmin(deps, admin.id, version(admin.etag)))).code).toBe('last_admin');
    expect((await refusal(deleteAccount(deps, admin.id, NO_VERSION))).code).toBe('last_admin');
    expect(store.peek('account', admin.id)?.is_admin).toBe(true);
    expect(store.adminIds()).toEqual([admin.id]);
  });

  it('of two concurrent removals of the only two administrators, lets exactly one through', async () => {
    const { store, admin, deps } = world();
    const second = await registerAccount(deps, { first_name: 'Bea', last_name: 'Boss', login_email: 'bea@example.org', is_admin: true });
    const outcomes = await Promise.allSettled([removeAdmin(deps, admin.id, version(admin.etag)), removeAdmin(deps, second.id, version(second.etag))]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { code: 'last_admin' } });
    const admins = store.all('account').filter((account) => account.is_admin);
    expect(admins).toHaveLength(1);
    expect(store.adminIds()).toEqual(admins.map((account) => account.id));
  });

  it('of two concurrent deletions of the only two administrators, lets exactly one through', async () => {
    const { store, admin, deps } = world();
    const second = await registerAccount(deps, { first_name: 'Bea', last_name: 'Boss', login_email: 'bea@example.org', is_admin: true });
    const outcomes = await Promise.allSettled([deleteAccount(deps, admin.id, NO_VERSION), deleteAccount(deps, second.id, NO_VERSION)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(store.all('account').filter((account) => account.is_admin)).toHaveLength(1);
    expect(store.adminIds()).toHaveLength(1);
  });

  /** Every id of the set is an existing administrator, the set is not empty, and no lock is left. */
  async function expectSoundAdministrators(store: InMemoryStore) {
    const admins = store.all('account').filter((account) => account.is_admin).map((account) => account.id);
    expect(store.adminIds().length).toBeGreaterThan(0);
    for (const id of store.adminIds()) expect(admins).toContain(id);
    expect((await store.adminSet.read()).lock).toBeNull();
  }

  /** Runs `second` after `ticks` turns of the microtask queue, alongside `first`. */
  const staggered = (ticks: number, first: () => Promise<unknown>, second: () => Promise<unknown>) =>
    Promise.allSettled([
      first(),
      (async () => {
        for (let tick = 0; tick < ticks; tick += 1) await Promise.resolve();
        return second();
      })(),
    ]);
  const OFFSETS = Array.from({ length: 12 }, (_, ticks) => ticks);

  it('a removal and a grant of the same administrator, however interleaved, never leave a non-administrator in the set', async () => {
    for (const ticks of OFFSETS) {
      const { store, deps } = world();
      const second = await registerAccount(deps, { first_name: 'Bea', last_name: 'Boss', login_email: 'bea@example.org', is_admin: true });
      await staggered(ticks, () => removeAdmin(deps, second.id, version(second.etag)), () => grantAdmin(deps, second.id, version(second.etag)));
      await expectSoundAdministrators(store);
    }
  });

  it('two removals of the only two administrators, however interleaved, never both pass the last-administrator check', async () => {
    for (const ticks of OFFSETS) {
      const { store, admin, deps } = world();
      const second = await registerAccount(deps, { first_name: 'Bea', last_name: 'Boss', login_email: 'bea@example.org', is_admin: true });
      const outcomes = await staggered(ticks, () => removeAdmin(deps, admin.id, version(admin.etag)), () => removeAdmin(deps, second.id, version(second.etag)));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toMatchObject([{ reason: { code: 'last_admin' } }]);
      await expectSoundAdministrators(store);
    }
  });

  it('a grant racing the deletion of the same account never leaves the removed account in the set', async () => {
    for (const ticks of OFFSETS) {
      const { store, deps } = world();
      const second = await registerAccount(deps, { first_name: 'Bea', last_name: 'Boss', login_email: 'bea@example.org', is_admin: true });
      await staggered(ticks, () => deleteAccount(deps, second.id, NO_VERSION), () => grantAdmin(deps, second.id, version(second.etag)));
      expect(store.peek('account', second.id)).toBeUndefined();
      await expectSoundAdministrators(store);
    }
  });

  it('an administrator registration racing the removal of its flag never leaves a non-administrator in the set', async () => {
    for (const ticks of OFFSETS) {
      const { store, deps } = world();
      const registering = registerAccount(deps, { first_name: 'Bea', last_name: 'Boss', login_email: 'bea@example.org', is_admin: true });
      await staggered(
        ticks,
        () => registering,
        async () => {
          const created = store.all('account').find((account) => account.login_email === 'bea@example.org');
          if (created) await removeAdmin(deps, created.id, version(created.etag)).catch(() => undefined);
        },
      );
      await expectSoundAdministrators(store);
    }
  });

  it('writes nothing, not even the lock, for a refusal or a no-op', async () => {
    const { store, admin, deps } = world();
    const other = await registerAccount(deps, { first_name: 'Bea', last_name: 'Boss', login_email: 'bea@example.org' });
    const before = (await store.adminSet.read()).storeTag;
    expect((await refusal(removeAdmin(deps, admin.id, version(admin.etag)))).code).toBe('last_admin');
    expect((await refusal(grantAdmin(deps, other.id, version('stale')))).code).toBe('stale_version');
    expect(await grantAdmin(deps, admin.id, version(admin.etag))).toMatchObject({ etag: admin.etag });
    expect(await removeAdmin(deps, other.id, version(other.etag))).toMatchObject({ etag: other.etag });
    expect((await store.adminSet.read()).storeTag).toBe(before);
  });

  it('lets an administrator go once another one is named', async () => {
    const { store, admin, deps } = world();
    const other = await registerAccount(deps, { first_name: 'Bea', last_name: 'Boss', login_email: 'bea@example.org' });
    await grantAdmin(deps, other.id, version(other.etag));
    await removeAdmin(deps, admin.id, version(admin.etag));
    expect(store.adminIds()).toEqual([other.id]);
  });
});

describe('deletes leave no dangling link (spec 2-data-model §2.3)', () => {
  it('takes a deleted member, organization and event out of every record that linked them', async () => {
    const { store, deps, member, scan } = world();
    const ana = await member('Ana', 'Silva');
    const bo = await member('Bo', 'Li');
    const organization = await registerOrganizationForMember(deps, ana.memberId, { name_en: 'Lakeview', scope_id: 'scope-local' });
    const first = await registerEvent(deps, { name_en: 'First', member_ids: [ana.memberId, bo.memberId], partner_ids: [organization.id] });
    const second = await registerEvent(deps, { name_en: 'Second', member_ids: [ana.memberId], previous_event_ids: [first.id] });
    expect(store.peek('member', ana.memberId)?.partnerships).toEqual([expect.objectContaining({ organization_id: organization.id })]);
    expect(scan()).toEqual([]);

    await deleteMember(deps, ana.account.id, version(ana.account.etag));
    await deleteOrganization(deps, organization.id, NO_VERSION);
    await deleteEvent(deps, first.id, NO_VERSION);

    expect(scan()).toEqual([]);
    expect(store.peek('event', second.id)).toMatchObject({ member_ids: [], previous_event_ids: [], member_refs: {} });
    expect(store.peek('member', ana.memberId)).toBeUndefined();
    expect(store.peek('insight', ana.memberId)).toBeUndefined();
    expect(store.peek('account', ana.account.id)?.member).toBeNull();
    expect(store.all('organization')).toEqual([]);
  });

  it('deletes an account with its member information and releases its unique values', async () => {
    const { store, deps, member, scan } = world();
    const ana = await member('Ana', 'Silva');
    await registerEvent(deps, { name_en: 'Talk', member_ids: [ana.memberId] });
    await deleteAccount(deps, ana.account.id, version(ana.account.etag));
    expect(scan()).toEqual([]);
    expect(store.peek('account', ana.account.id)).toBeUndefined();
    expect(store.owner({ scope: 'login-email', value: 'ana@example.org' })).toBeUndefined();
  });
});
