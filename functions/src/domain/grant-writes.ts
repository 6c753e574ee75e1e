import { applyRecordRules } from '@portal/common/validation/record-rules';
import { validateCreate, validateUpdate, type Body, type Fields, type Schema } from '@portal/common/validation/schema';
import { GRANT_RULES, grantPrivateSchema, grantPublicSchema, registerGrantSchema, type GrantUpdate } from '@portal/common/validation/schemas/grant';
import { ApiError } from './errors';
import { checkOptionalVersion, type IfMatch, requireVersion, retryOnWriteConflict } from './conditional-writes';
import { afterChange, changes, passedValues, storedFields, validOrThrow } from './request-values';
import { memberRefsFor } from './member-copies';
import type { WriteDeps } from './write-deps';
import { checkLinks, type LinkCheck } from './link-checks';
import { creationMetadata, touched } from './record-metadata';
import { removeLinksTo } from './integrity';
import { loadRecord } from './load';
import type { GrantRecord } from './records';
import { amountToCents } from '@portal/common/validation/money';

/** The two grant update routes (3-api §3.10.3–§3.10.4). */
export type GrantPart = 'public' | 'private';

const SCHEMAS = { public: grantPublicSchema, private: grantPrivateSchema } as const;

/** Step 5 link checks of the fields sent (R15–R17): a retired entry may stay where it is. */
export function grantLinkChecks(values: GrantUpdate, stored?: GrantRecord): LinkCheck[] {
  const checks: LinkCheck[] = [];
  const single = [
    ['status_id', 'statuses'],
    ['source_id', 'sources'],
    ['topic_id', 'topics'],
  ] as const;
  for (const [field, list] of single) {
    const value = values[field];
    if (value === undefined) continue;
    const kept = stored?.[field];
    checks.push({ field, kind: 'reference', list, ids: [value], single: true, stored: kept ? [kept] : [] });
  }
  for (const field of ['investigator_member_ids', 'involved_member_ids'] as const) {
    const ids = values[field];
    if (ids !== undefined) checks.push({ field, kind: 'member', ids });
  }
  return checks;
}

/** The stored fields of validated values: `amount` becomes `amount_cents`. */
function storedValues<V extends { amount?: number }>(values: V): Omit<V, 'amount'> & { amount_cents?: number } {
  const { amount, ...rest } = values;
  return amount === undefined ? rest : { ...rest, amount_cents: amountToCents(amount) };
}

/** The member copies of a grant: both lists, exactly (2-data-model §2.6.3). */
function grantMemberIds(grant: Pick<GrantRecord, 'investigator_member_ids' | 'involved_member_ids'>): string[] {
  return [...grant.investigator_member_ids, ...grant.involved_member_ids];
}

/** `POST /api/register-grant` (3-api §3.10.2): administrators; nothing is linked from the text. */
export async function registerGrant(deps: WriteDeps, body: Body): Promise<GrantRecord> {
  const result = validateCreate(registerGrantSchema, body);
  const passed = passedValues(result);
  const links = await checkLinks(deps.store, grantLinkChecks(passed));
  const rules = applyRecordRules(afterChange(undefined, body, passed), GRANT_RULES);
  const values = validOrThrow(registerGrantSchema, body, result, [...links.errors, ...rules]);
  const { amount, ...fields } = values;
  const grant: GrantRecord = {
    ...creationMetadata(deps.caller, deps.now),
    ...fields,
    amount_cents: amountToCents(amount),
    member_refs: memberRefsFor(grantMemberIds(values), links.members),
  };
  await deps.store.create('grant', grant);
  return grant;
}

/**
 * `PATCH /api/update-grant/{id}/public` and `/private` (3-api §3.10.3–§3.10.4), in the order of
 * §3.1.5: validation (links; dates and roles on the grant as it would be after the change), 404,
 * version. An update that changes nothing writes nothing.
 */
export async function updateGrant(deps: WriteDeps, part: GrantPart, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<GrantRecord> {
  const { store } = deps;
  const schema: Schema<Fields> = SCHEMAS[part];
  return retryOnWriteConflict(async () => {
    const loaded = id ? await store.get('grant', id) : null;
    const stored = loaded?.record;
    const result = validateUpdate(schema, body, storedFields(stored));
    const passed = passedValues(result) as GrantUpdate;
    const links = await checkLinks(store, grantLinkChecks(passed, stored));
    const rules = stored ? applyRecordRules(afterChange(stored, body, passed), GRANT_RULES) : [];
    const values = validOrThrow(schema, body, result, [...links.errors, ...rules]) as GrantUpdate;
    if (!loaded || !stored) throw new ApiError('not_found');
    requireVersion(ifMatch, stored.etag);
    const next = storedValues(values);
    if (!changes(stored, next)) return stored;
    const merged = { ...stored, ...next };
    const membersChanged = next.investigator_member_ids !== undefined || next.involved_member_ids !== undefined;
    const member_refs = membersChanged ? memberRefsFor(grantMemberIds(merged), links.members, stored.member_refs) : stored.member_refs;
    const updated = touched({ ...merged, member_refs }, deps.caller, deps.now);
    await store.replace('grant', updated, loaded.storeTag);
    return updated;
  });
}

/**
 * `DELETE /api/delete-grant/{id}` (3-api §3.10.5): the grant leaves every event's resulting
 * grants, then it is removed with its member links.
 */
export async function deleteGrant(deps: WriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  const { record } = await loadRecord(deps.store, 'grant', id);
  checkOptionalVersion(ifMatch, record.etag);
  await removeLinksTo(deps.store, 'grant', record.id, deps.caller, deps.now);
  await deps.store.remove('grant', record.id);
}
