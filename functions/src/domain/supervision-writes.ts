import { fieldError } from '@portal/common/errors/field-error';
import { applyRecordRules, dateOrder, type RecordRule } from '@portal/common/validation/record-rules';
import { validateCreate, validateUpdate, type Body, type Fields, type Schema } from '@portal/common/validation/schema';
import {
  registerSupervisionSchema,
  SUPERVISION_ROLE_FIELDS,
  SUPERVISION_ROLE_MAX,
  SUPERVISION_RULES,
  supervisionPrivateSchema,
  supervisionPublicSchema,
  supervisionRoleConflicts,
  type SupervisionPublicUpdate,
} from '@portal/common/validation/schemas/supervision';
import { ApiError } from './errors';
import { checkOptionalVersion, type IfMatch, requireVersion, retryOnWriteConflict } from './conditional-writes';
import { afterChange, changes, passedValues, storedFields, validOrThrow } from './request-values';
import { memberRefsFor } from './member-copies';
import type { WriteDeps } from './write-deps';
import { checkLinks, type LinkCheck } from './link-checks';
import { creationMetadata, touched } from './record-metadata';
import { removeLinksTo } from './integrity';
import { loadRecord } from './load';
import { isAdmin, ownMemberId } from './permissions';
import type { SupervisionRecord } from './records';
import { isPrincipalSupervisor } from './supervisions';

/** Link checks of the fields sent; a retired faculty or level may stay where it is. */
export function supervisionLinkChecks(values: SupervisionPublicUpdate, stored?: SupervisionRecord): LinkCheck[] {
  const checks: LinkCheck[] = [];
  if (values.faculty_id !== undefined) {
    checks.push({ field: 'faculty_id', kind: 'reference', list: 'faculties', ids: [values.faculty_id], single: true, stored: stored?.faculty_id ? [stored.faculty_id] : [] });
  }
  if (values.level_id !== undefined) {
    checks.push({ field: 'level_id', kind: 'reference', list: 'levels', ids: [values.level_id], single: true, stored: stored?.level_id ? [stored.level_id] : [] });
  }
  for (const field of SUPERVISION_ROLE_FIELDS) {
    const ids = values[field];
    if (ids !== undefined) checks.push({ field, kind: 'member', ids });
  }
  return checks;
}

/** The caller first among the principal supervisors, named once (3-api §3.12.3). */
export function withPrincipalFirst(memberId: string, ids: readonly string[]): string[] {
  return [memberId, ...ids.filter((id) => id !== memberId)];
}

/** Every member the supervision links, in role order, each once. */
function linkedMembers(record: Pick<SupervisionRecord, (typeof SUPERVISION_ROLE_FIELDS)[number]>): string[] {
  return [...new Set(SUPERVISION_ROLE_FIELDS.flatMap((field) => record[field]))];
}

/**
 * `POST /api/register-supervision` (administrators) and `/api/register-supervision-member`
 * (`principal` = the caller's own member id): the caller becomes the first principal supervisor,
 * counts toward the maximum, and may hold no other role (3-api §3.12.2–§3.12.3).
 */
export async function registerSupervision(deps: WriteDeps, body: Body, principal: string | null): Promise<SupervisionRecord> {
  const result = validateCreate(registerSupervisionSchema, body);
  const passed = passedValues(result);
  const checks = supervisionLinkChecks(passed);
  if (principal !== null) checks.push({ field: 'principal_supervisor_ids', kind: 'member', ids: [principal], single: true });
  const rules: readonly RecordRule[] = principal === null
    ? SUPERVISION_RULES
    : [dateOrder('start_date', 'end_date'), supervisionRoleConflicts({ id: principal, field: 'principal_supervisor_ids' })];
  const links = await checkLinks(deps.store, checks);
  const extra = [...links.errors, ...applyRecordRules(afterChange(undefined, body, passed), rules)];
  if (principal !== null && passed.principal_supervisor_ids && withPrincipalFirst(principal, passed.principal_supervisor_ids).length > SUPERVISION_ROLE_MAX) {
    extra.push(fieldError('principal_supervisor_ids', 'too_many', { max: SUPERVISION_ROLE_MAX }));
  }
  const values = validOrThrow(registerSupervisionSchema, body, result, extra);
  const principals = principal === null ? values.principal_supervisor_ids : withPrincipalFirst(principal, values.principal_supervisor_ids);
  const roles = { ...values, principal_supervisor_ids: principals };
  const supervision: SupervisionRecord = {
    ...creationMetadata(deps.caller, deps.now),
    ...roles,
    member_refs: memberRefsFor(linkedMembers(roles), links.members),
  };
  await deps.store.create('supervision', supervision);
  return supervision;
}

/** Step 7: administrators and the principal supervisors of the stored supervision. */
function requireEditor(deps: WriteDeps, stored: SupervisionRecord): void {
  if (!isAdmin(deps.caller) && !isPrincipalSupervisor(stored, ownMemberId(deps.caller))) throw new ApiError('forbidden');
}

/**
 * `PATCH /api/update-supervision/{id}/public` and `/private` (3-api §3.12.4): validation with the
 * stored dates and role lists, 404, the principal-supervisor rule on the stored record, version.
 */
export async function updateSupervision(
  deps: WriteDeps,
  part: 'public' | 'private',
  id: string | undefined,
  body: Body,
  ifMatch: IfMatch,
): Promise<SupervisionRecord> {
  const { store } = deps;
  const schema: Schema<Fields> = part === 'public' ? supervisionPublicSchema : supervisionPrivateSchema;
  return retryOnWriteConflict(async () => {
    const loaded = id ? await store.get('supervision', id) : null;
    const stored = loaded?.record;
    const result = validateUpdate(schema, body, storedFields(stored));
    const passed = passedValues(result) as SupervisionPublicUpdate;
    const links = await checkLinks(store, part === 'public' ? supervisionLinkChecks(passed, stored) : []);
    const rules = part === 'public' ? applyRecordRules(afterChange(stored, body, passed), SUPERVISION_RULES) : [];
    const values = validOrThrow(schema, body, result, [...links.errors, ...rules]) as Partial<SupervisionRecord>;
    if (!loaded || !stored) throw new ApiError('not_found');
    requireEditor(deps, stored);
    requireVersion(ifMatch, stored.etag);
    if (!changes(stored, values)) return stored;
    const next = { ...stored, ...values };
    const rolesSent = SUPERVISION_ROLE_FIELDS.some((field) => values[field] !== undefined);
    const member_refs = rolesSent ? memberRefsFor(linkedMembers(next), links.members, stored.member_refs) : stored.member_refs;
    const updated = touched({ ...next, member_refs }, deps.caller, deps.now);
    await store.replace('supervision', updated, loaded.storeTag);
    return updated;
  });
}

/**
 * `DELETE /api/delete-supervision/{id}` (3-api §3.12.5): no other record links a supervision,
 * so only the supervision is removed.
 */
export async function deleteSupervision(deps: WriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  const { record } = await loadRecord(deps.store, 'supervision', id);
  requireEditor(deps, record);
  checkOptionalVersion(ifMatch, record.etag);
  await removeLinksTo(deps.store, 'supervision', record.id, deps.caller, deps.now);
  await deps.store.remove('supervision', record.id);
}
