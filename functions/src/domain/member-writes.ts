import type { FieldError } from '@portal/common/errors/catalog';
import { fieldError } from '@portal/common/errors/field-error';
import { validateUpdate, type Body } from '@portal/common/validation/schema';
import { insightSchema } from '@portal/common/validation/schemas/insight';
import { memberPrivateSchema, type MemberPrivateUpdate } from '@portal/common/validation/schemas/member-private';
import { memberPublicSchema, type MemberPublicUpdate } from '@portal/common/validation/schemas/member-public';
import { ApiError } from './errors';
import { type IfMatch, requireVersion, retryOnWriteConflict, rewriteRecord } from './conditional-writes';
import { changes, passedValues, storedFields, validOrThrow } from './request-values';
import type { WriteDeps } from './write-deps';
import { checkLinks, type LinkCheck } from './link-checks';
import { mapUniqueViolation, memberKeys, uniqueChanges } from './unique-keys';
import { touched } from './record-metadata';
import { refreshMemberCopies } from './member-copies';
import { memberPublicPairs, missingLanguages } from '@portal/common/bilingual/completeness';
import { memberSummary, sameSummary } from './member-lifecycle';
import { isAdmin, ownMemberId } from './permissions';
import type { Member } from './ports';
import type { InsightRecord } from './records';
import { todayIn } from './today';

/**
 * The member write routes (spec 3-api §3.7.3–§3.7.5; lifecycle 2-data-model §2.5.4–§2.5.6). The
 * caller checks of step 3 (administrators and the member themself; the insight: administrators
 * only) are the routes'; the rules that depend on the stored member (step 7) are here.
 */
export interface MemberWriteDeps extends WriteDeps {
  /** `PORTAL_TIME_ZONE`: "today" for `last_active` (2-data-model §2.1.8). */
  timeZone: string;
}

/** Step 5 link checks of the public fields sent; a retired entry may stay where it is. */
export function memberLinkChecks(values: MemberPublicUpdate, stored?: Member): LinkCheck[] {
  const checks: LinkCheck[] = [];
  if (values.faculty_id !== undefined) {
    checks.push({ field: 'faculty_id', kind: 'reference', list: 'faculties', ids: [values.faculty_id], single: true, stored: stored?.faculty_id ? [stored.faculty_id] : [] });
  }
  if (values.member_type_id !== undefined) {
    checks.push({
      field: 'member_type_id',
      kind: 'reference',
      list: 'member-types',
      ids: [values.member_type_id],
      single: true,
      stored: stored?.member_type_id ? [stored.member_type_id] : [],
    });
  }
  if (values.keyword_ids !== undefined) checks.push({ field: 'keyword_ids', kind: 'keyword', ids: values.keyword_ids });
  if (values.partnerships !== undefined) {
    checks.push({ field: 'partnerships', kind: 'organization', ids: values.partnerships.map((entry) => entry.organization_id) });
  }
  return checks;
}

/** A partnership's organization is reported on `partnerships[i].organization_id` (§3.2.1). */
export function partnershipPaths(errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => (/^partnerships\[\d+\]$/.test(error.field) ? { ...error, field: `${error.field}.organization_id` } : error));
}

/** Embedded entries with their keys in the stored order, whatever the order sent. */
export function canonicalEntries(values: MemberPublicUpdate): MemberPublicUpdate {
  const canonical = { ...values };
  if (values.problems) canonical.problems = values.problems.map((entry) => ({ name_en: entry.name_en, name_fr: entry.name_fr }));
  if (values.partnerships) {
    canonical.partnerships = values.partnerships.map((entry) => ({
      organization_id: entry.organization_id,
      description_en: entry.description_en,
      description_fr: entry.description_fr,
    }));
  }
  return canonical;
}

/** Step 7: 403 `admin_only_field` naming each reserved field a non-administrator changes. */
function reservedFieldsChanged(deps: WriteDeps, stored: Member, values: Partial<Member>, fields: readonly ('member_type_id' | 'date_joined')[]): void {
  if (isAdmin(deps.caller)) return;
  const changed = fields.filter((field) => values[field] !== undefined && values[field] !== stored[field]);
  if (changed.length > 0) throw new ApiError('admin_only_field', { errors: changed.map((field) => fieldError(field, 'admin_only_field')) });
}

interface MemberChange {
  before: Member;
  after: Member;
}

/**
 * What else a member write changes before it is answered: the account's copy of the names (new
 * version) and its member summary, and the copies of the names and active flag on the records
 * that link the member.
 */
async function propagate(deps: WriteDeps, { before, after }: MemberChange): Promise<void> {
  if (before === after) return;
  const namesChanged = before.first_name !== after.first_name || before.last_name !== after.last_name;
  await rewriteRecord(deps.store, 'account', after.account_id, (account) => {
    const summary = memberSummary(after);
    const names = { first_name: after.first_name, last_name: after.last_name };
    if (namesChanged && (account.first_name !== names.first_name || account.last_name !== names.last_name)) {
      return touched({ ...account, ...names, member: summary }, deps.caller, deps.now);
    }
    // The member summary is a copy, not part of the account's version (3-api §3.1.6).
    return sameSummary(account.member, summary) ? null : { ...account, member: summary };
  });
  if (namesChanged || before.is_active !== after.is_active) {
    await refreshMemberCopies(deps.store, after.id, { first_name: after.first_name, last_name: after.last_name, is_active: after.is_active }, deps.caller, deps.now);
  }
}

/**
 * `PATCH /api/update-member/{id}/public` (3-api §3.7.3): validation with the links (faculty, member
 * type, keywords, partnerships' organizations), 404, `admin_only_field` on a changed member type,
 * the version, then the ORCID iD's uniqueness. `missing_languages` is kept current.
 */
export async function updateMemberPublic(deps: MemberWriteDeps, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<Member> {
  const { store } = deps;
  const change = await retryOnWriteConflict(async (): Promise<MemberChange> => {
    const loaded = id ? await store.get('member', id) : null;
    const stored = loaded?.record;
    const result = validateUpdate(memberPublicSchema, body, storedFields(stored));
    const links = await checkLinks(store, memberLinkChecks(passedValues(result), stored));
    const values = canonicalEntries(validOrThrow(memberPublicSchema, body, result, partnershipPaths(links.errors))) as Partial<Member>;
    if (!loaded || !stored) throw new ApiError('not_found');
    reservedFieldsChanged(deps, stored, values, ['member_type_id']);
    requireVersion(ifMatch, stored.etag);
    if (!changes(stored, values)) return { before: stored, after: stored };
    const next = { ...stored, ...values };
    const updated = touched({ ...next, missing_languages: missingLanguages(memberPublicPairs(next)) }, deps.caller, deps.now);
    const unique = uniqueChanges(memberKeys(stored), memberKeys(updated));
    await mapUniqueViolation('member', () => store.replace('member', updated, loaded.storeTag, unique));
    return { before: stored, after: updated };
  });
  await propagate(deps, change);
  return change.after;
}

/**
 * The fields an active-flag change sets besides `is_active` (2-data-model §2.5.6), only when the
 * value changes: deactivating stamps today and who did it, reactivating clears both.
 */
export function activeFlagChange(
  stored: Pick<Member, 'id' | 'is_active'>,
  isActive: boolean | undefined,
  byMemberThemself: boolean,
  today: string,
): Partial<Pick<Member, 'last_active' | 'deactivated_by'>> {
  if (isActive === undefined || isActive === stored.is_active) return {};
  return isActive ? { last_active: null, deactivated_by: null } : { last_active: today, deactivated_by: byMemberThemself ? 'self' : 'admin' };
}

/**
 * `PATCH /api/update-member/{id}/private` (3-api §3.7.4): validation, 404, then step 7 —
 * `admin_only_field` on a changed `date_joined`, `reactivation_not_allowed` when a member who is
 * not an administrator reactivates a profile they did not hide themself — then the version.
 */
export async function updateMemberPrivate(deps: MemberWriteDeps, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<Member> {
  const { store } = deps;
  const change = await retryOnWriteConflict(async (): Promise<MemberChange> => {
    const loaded = id ? await store.get('member', id) : null;
    const stored = loaded?.record;
    const values = validOrThrow(memberPrivateSchema, body, validateUpdate(memberPrivateSchema, body, storedFields(stored))) as MemberPrivateUpdate;
    if (!loaded || !stored) throw new ApiError('not_found');
    reservedFieldsChanged(deps, stored, values as Partial<Member>, ['date_joined']);
    if (!isAdmin(deps.caller) && values.is_active === true && !stored.is_active && stored.deactivated_by !== 'self') {
      throw new ApiError('reactivation_not_allowed');
    }
    requireVersion(ifMatch, stored.etag);
    const byMemberThemself = ownMemberId(deps.caller) === stored.id;
    const next = { ...values, ...activeFlagChange(stored, values.is_active, byMemberThemself, todayIn(deps.timeZone, deps.now)) } as Partial<Member>;
    if (!changes(stored, next)) return { before: stored, after: stored };
    const updated = touched({ ...stored, ...next }, deps.caller, deps.now);
    await store.replace('member', updated, loaded.storeTag);
    return { before: stored, after: updated };
  });
  await propagate(deps, change);
  return change.after;
}

/**
 * `PATCH /api/update-member/{id}/insight` (3-api §3.7.5), administrators only: `If-Match` is the
 * insight's version, and only the insight changes. Answers the member (for the private detail).
 */
export async function updateMemberInsight(deps: WriteDeps, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<{ member: Member; insight: InsightRecord }> {
  const { store } = deps;
  return retryOnWriteConflict(async () => {
    const [member, insight] = id ? await Promise.all([store.get('member', id), store.get('insight', id)]) : [null, null];
    const values = validOrThrow(insightSchema, body, validateUpdate(insightSchema, body)) as Partial<InsightRecord>;
    if (!member || !insight) throw new ApiError('not_found');
    requireVersion(ifMatch, insight.record.etag);
    if (!changes(insight.record, values)) return { member: member.record, insight: insight.record };
    const updated = touched({ ...insight.record, ...values }, deps.caller, deps.now);
    await store.replace('insight', updated, insight.storeTag);
    return { member: member.record, insight: updated };
  });
}
