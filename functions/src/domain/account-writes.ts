import { fieldError } from '@portal/common/errors/field-error';
import { defineSchema, validateCreate, validateUpdate, type Body } from '@portal/common/validation/schema';
import { registerAccountSchema, updateAccountEmailSchema, updateAccountNameSchema } from '@portal/common/validation/schemas/account';
import { ApiError } from './errors';
import { checkOptionalVersion, type IfMatch, requireVersion, retryOnWriteConflict, rewriteRecord } from './conditional-writes';
import type { WriteDeps } from './write-deps';
import { changes, validOrThrow } from './request-values';
import { creationMetadata, touched } from './record-metadata';
import { accountKeys, mapUniqueViolation, uniqueChanges } from './unique-keys';
import { addToAdminSet, withAdminSet, withoutAdministrator } from './admin-set';
import { loadRecord } from './load';
import { refreshMemberCopies } from './member-copies';
import {
  createMemberRecords,
  deleteMemberInformation,
  identityKey,
  memberSummary,
  newMemberRecords,
  removeMemberRecords,
} from './member-lifecycle';
import type { Account, AccountRepository, AdminSetRepository, Repositories } from './ports';
import { todayIn } from './today';

/**
 * The account write routes (spec 3-api §3.6.5–§3.6.11, lifecycle 2-data-model §2.5). Each follows
 * the order of checks of 3-api §3.1.5 after the route's caller checks: validation, the record
 * (404), the version (428/412), then uniqueness and state conflicts (409).
 */
export interface AccountWriteDeps extends WriteDeps {
  accounts: AccountRepository;
  adminSet: AdminSetRepository;
  /** `PORTAL_TIME_ZONE`: "today" for `date_joined` (2-data-model §2.1.8). */
  timeZone: string;
}

/** What a handler passes: the services it was given and the caller. */
export function accountWriteDeps(
  services: { repositories: Repositories; config: { timeZone: string }; now(): Date },
  caller: WriteDeps['caller'],
): AccountWriteDeps {
  const { records, accounts, adminSet } = services.repositories;
  return { store: records, accounts, adminSet, caller, now: services.now(), timeZone: services.config.timeZone };
}

/** The PATCH routes without fields take an empty body or `{}`; any key is `unknown_field`. */
const NO_FIELDS = defineSchema({});

export function noFields(body: Body): void {
  validOrThrow(NO_FIELDS, body, validateCreate(NO_FIELDS, body));
}

function loginEmailTaken(): ApiError {
  return new ApiError('conflict_duplicate', { errors: [fieldError('login_email', 'not_unique', undefined, 'account')] });
}

/**
 * `POST /api/register-account` (3-api §3.6.5, 2-data-model §2.5.2). With `is_member` the member
 * and its empty insight are created first, so that no reader ever sees the account without them;
 * the account is created with its login-email guard (a taken address: 409, and the member just
 * created is removed again). With `is_admin` the id joins the administrator set once the account
 * exists.
 */
export async function registerAccount(deps: AccountWriteDeps, body: Body): Promise<Account> {
  const { store } = deps;
  const values = validOrThrow(registerAccountSchema, body, validateCreate(registerAccountSchema, body));
  // Step 9 without writing anything in the usual case; the guard decides under concurrency.
  if (await deps.accounts.findByLoginEmail(values.login_email)) throw loginEmailTaken();

  let account: Account = {
    ...creationMetadata(deps.caller, deps.now),
    first_name: values.first_name,
    last_name: values.last_name,
    login_email: values.login_email,
    is_admin: values.is_admin,
    identity: null,
    last_login: null,
    member: null,
  };
  const created = values.is_member ? newMemberRecords(account, todayIn(deps.timeZone, deps.now), deps.caller, deps.now) : null;
  if (created) {
    await createMemberRecords(store, created);
    account = { ...account, member: memberSummary(created.member) };
  }
  try {
    await mapUniqueViolation('account', () => store.create('account', account, accountKeys(account)));
  } catch (error) {
    if (created) await removeMemberRecords(store, created.member);
    throw error;
  }
  if (account.is_admin) {
    // Under the set's lock, only while the account still holds the flag (a removal may have run).
    await addToAdminSet(deps.adminSet, account.id, async () => (await store.get('account', account.id))?.record.is_admin === true);
  }
  return account;
}

/**
 * `PATCH /api/update-account/{id}/name` (3-api §3.6.6, 2-data-model §2.5.5): the account, then its
 * member's copy of the names (new version), then every member reference, before answering.
 */
export async function updateAccountName(deps: AccountWriteDeps, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<Account> {
  const { store } = deps;
  const values = validOrThrow(updateAccountNameSchema, body, validateUpdate(updateAccountNameSchema, body));
  const { account, changed } = await retryOnWriteConflict(async () => {
    const loaded = await loadRecord(store, 'account', id);
    requireVersion(ifMatch, loaded.record.etag);
    if (!changes(loaded.record, values)) return { account: loaded.record, changed: false };
    const updated = touched({ ...loaded.record, ...values }, deps.caller, deps.now);
    await store.replace('account', updated, loaded.storeTag);
    return { account: updated, changed: true };
  });
  if (changed && account.member) await copyNamesToMember(deps, account.member.id, account);
  return account;
}

/** The member's copy of its account's names, then every member reference (2-data-model §2.6.3). */
export async function copyNamesToMember(deps: WriteDeps, memberId: string, names: Pick<Account, 'first_name' | 'last_name'>): Promise<void> {
  const member = await rewriteRecord(deps.store, 'member', memberId, (stored) =>
    stored.first_name === names.first_name && stored.last_name === names.last_name
      ? null
      : touched({ ...stored, first_name: names.first_name, last_name: names.last_name }, deps.caller, deps.now),
  );
  if (!member) return;
  await refreshMemberCopies(deps.store, member.id, { first_name: member.first_name, last_name: member.last_name, is_active: member.is_active }, deps.caller, deps.now);
}

/**
 * `PATCH /api/update-account/{id}/email` (3-api §3.6.7, 2-data-model §2.5.7): never a no-op. The
 * address is stored lower-cased, the bound identity is cleared (even when the address is the
 * same), the old address's guard and the identity's guard are released, the new address's guard
 * claimed (409 when another account holds it).
 */
export async function updateAccountEmail(deps: AccountWriteDeps, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<Account> {
  const { store } = deps;
  const values = validOrThrow(updateAccountEmailSchema, body, validateCreate(updateAccountEmailSchema, body));
  return retryOnWriteConflict(async () => {
    const loaded = await loadRecord(store, 'account', id);
    const account = loaded.record;
    requireVersion(ifMatch, account.etag);
    const updated = touched({ ...account, login_email: values.login_email, identity: null }, deps.caller, deps.now);
    const unique = uniqueChanges(accountKeys(account), accountKeys(updated));
    if (account.identity) unique.drop.push(identityKey(account.identity));
    await mapUniqueViolation('account', () => store.replace('account', updated, loaded.storeTag, unique));
    return updated;
  });
}

/**
 * `PATCH /api/update-account/{id}/grant-admin` (3-api §3.6.8): an administrator already is one
 * (200, same version); otherwise the flag is written, then the id joins the administrator set,
 * both holding the set's lock (domain/admin-set.ts), so that no removal runs in between.
 */
export async function grantAdmin(deps: AccountWriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<Account> {
  const { store } = deps;
  // Refusals (404, 428, 412) and the no-op write nothing, not even the lock; checked again under it.
  const first = await loadRecord(store, 'account', id);
  requireVersion(ifMatch, first.record.etag);
  if (first.record.is_admin && (await deps.adminSet.read()).ids.includes(first.record.id)) return first.record;
  return withAdminSet(deps.adminSet, async (set) => {
    const account = await retryOnWriteConflict(async () => {
      const loaded = await loadRecord(store, 'account', id);
      requireVersion(ifMatch, loaded.record.etag);
      if (loaded.record.is_admin) return loaded.record;
      const updated = touched({ ...loaded.record, is_admin: true }, deps.caller, deps.now);
      await store.replace('account', updated, loaded.storeTag);
      return updated;
    });
    return { value: account, ids: set.ids.includes(account.id) ? set.ids : [...set.ids, account.id] };
  });
}

/**
 * `PATCH /api/update-account/{id}/remove-admin` (3-api §3.6.8, 1-roles §1.7.3), holding the set's
 * lock: the id leaves the set (409 `last_admin` when no other administrator would remain) before
 * the account's flag is cleared; should that write fail, the id joins the set again. An account
 * that is not an administrator: 200, unchanged.
 */
export async function removeAdmin(deps: AccountWriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<Account> {
  const { store } = deps;
  // Refusals (404, 428, 412, and 409 for the last administrator) and the no-op write nothing, not
  // even the lock; all are checked again under it.
  const first = await loadRecord(store, 'account', id);
  requireVersion(ifMatch, first.record.etag);
  const current = await deps.adminSet.read();
  if (!first.record.is_admin && !current.ids.includes(first.record.id)) return first.record;
  withoutAdministrator(current.ids, first.record.id);
  return withAdminSet(deps.adminSet, async (set) => {
    try {
      const account = await retryOnWriteConflict(async () => {
        const loaded = await loadRecord(store, 'account', id);
        const stored = loaded.record;
        requireVersion(ifMatch, stored.etag);
        if (set.ids.includes(stored.id)) await set.keep(withoutAdministrator(set.ids, stored.id));
        if (!stored.is_admin) return stored;
        const updated = touched({ ...stored, is_admin: false }, deps.caller, deps.now);
        await store.replace('account', updated, loaded.storeTag);
        return updated;
      });
      return { value: account };
    } catch (error) {
      // The flag may still be set: the set names the account again (still under the lock).
      const current = id ? await store.get('account', id) : null;
      if (current?.record.is_admin && !set.ids.includes(current.record.id)) await set.keep([...set.ids, current.record.id]);
      throw error;
    }
  });
}

/**
 * `PATCH /api/update-account/{id}/register-member` (3-api §3.6.9, 2-data-model §2.5.4): creates
 * the member and its empty insight, then gives the account its summary and a new version
 * (conditional on the version sent; should that write fail, the new member is removed again).
 */
export async function registerMember(deps: AccountWriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<Account> {
  const { store } = deps;
  const first = await loadRecord(store, 'account', id);
  requireVersion(ifMatch, first.record.etag);
  if (first.record.member) throw new ApiError('already_member');

  const created = newMemberRecords(first.record, todayIn(deps.timeZone, deps.now), deps.caller, deps.now);
  await createMemberRecords(store, created);
  let attempt = 0;
  try {
    return await retryOnWriteConflict(async () => {
      attempt += 1;
      const loaded = attempt === 1 ? first : await loadRecord(store, 'account', id);
      requireVersion(ifMatch, loaded.record.etag);
      if (loaded.record.member) throw new ApiError('already_member');
      const updated = touched({ ...loaded.record, member: memberSummary(created.member) }, deps.caller, deps.now);
      await store.replace('account', updated, loaded.storeTag);
      return updated;
    });
  } catch (error) {
    await removeMemberRecords(store, created.member);
    throw error;
  }
}

/**
 * `PATCH /api/update-account/{id}/delete-member` (3-api §3.6.10, 2-data-model §2.5.9): 404 when
 * the account has no member record; the account loses its summary (new version, conditional on
 * the version sent), then the member's links, insight and record go.
 */
export async function deleteMember(deps: AccountWriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<Account> {
  const { store } = deps;
  const { account, memberId } = await retryOnWriteConflict(async () => {
    const loaded = await loadRecord(store, 'account', id);
    const member = loaded.record.member;
    if (!member) throw new ApiError('not_found');
    requireVersion(ifMatch, loaded.record.etag);
    const updated = touched({ ...loaded.record, member: null }, deps.caller, deps.now);
    await store.replace('account', updated, loaded.storeTag);
    return { account: updated, memberId: member.id };
  });
  await deleteMemberInformation(store, memberId, deps.caller, deps.now);
  return account;
}

/**
 * `DELETE /api/delete-account/{id}` (3-api §3.6.11, 2-data-model §2.5.10): an administrator leaves
 * the administrator set first (under its lock, 409 `last_admin`); then the member information as
 * in `deleteMember`; then, under the lock again, the account with its login-email and identity
 * guards (an account made administrator again meanwhile leaves the set first, with the same
 * check), so that the set never names a removed account.
 */
export async function deleteAccount(deps: AccountWriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  const { store } = deps;
  const { record } = await loadRecord(store, 'account', id);
  checkOptionalVersion(ifMatch, record.etag);
  if (record.is_admin) {
    await withAdminSet(deps.adminSet, async (set) => ({ value: undefined, ids: withoutAdministrator(set.ids, record.id) }));
  }
  if (record.member) await deleteMemberInformation(store, record.member.id, deps.caller, deps.now);
  await withAdminSet(deps.adminSet, async (set) => {
    if (set.ids.includes(record.id)) await set.keep(withoutAdministrator(set.ids, record.id));
    // Read again: an identity bound meanwhile (binding keeps the version) must lose its guard too.
    const latest = (await store.get('account', record.id))?.record ?? record;
    await store.remove('account', record.id, [...accountKeys(latest), ...(latest.identity ? [identityKey(latest.identity)] : [])]);
    return { value: undefined };
  });
}
