import type { UpdatePartnerPublicBody } from '@portal/common/api/organization';
import type { FieldError } from '@portal/common/errors/catalog';
import { fieldError } from '@portal/common/errors/field-error';
import { PARTNERSHIPS_MAX } from '@portal/common/validation/embedded-list';
import { comparisonKey } from '@portal/common/validation/normalize';
import { orderFieldErrors, validateCreate, validateUpdate, type Body, type Fields, type Schema } from '@portal/common/validation/schema';
import {
  partnerPrivateSchema,
  partnerPublicSchema,
  registerPartnerMemberSchema,
  registerPartnerSchema,
} from '@portal/common/validation/schemas/partner';
import { ApiError } from './errors';
import { checkOptionalVersion, type IfMatch, requireVersion, retryOnWriteConflict } from './conditional-writes';
import { changes, passedValues, storedFields, validOrThrow } from './request-values';
import type { WriteDeps } from './write-deps';
import { checkLinks, type LinkCheck } from './link-checks';
import { creationMetadata, touched } from './record-metadata';
import { removeLinksTo } from './integrity';
import { loadRecord } from './load';
import { type OrganizationRecord, type UniqueKey } from './records';
import { organizationKeys, uniqueChanges, withTakenNames } from './unique-keys';

const NAME_FIELDS = ['name_en', 'name_fr'] as const;

/** Step 5 link checks of the public fields sent: scope and type from their reference lists. */
function organizationLinkChecks(values: UpdatePartnerPublicBody, stored?: OrganizationRecord): LinkCheck[] {
  const checks: LinkCheck[] = [];
  if (values.scope_id !== undefined) {
    checks.push({ field: 'scope_id', kind: 'reference', list: 'org-scopes', ids: [values.scope_id], single: true, stored: stored ? [stored.scope_id] : [] });
  }
  if (values.type_id !== undefined) {
    checks.push({ field: 'type_id', kind: 'reference', list: 'org-types', ids: [values.type_id], single: true, stored: stored?.type_id ? [stored.type_id] : [] });
  }
  return checks;
}

/**
 * The `not_unique` items of a 409 on organization names (3-api §3.9.2): every name of the
 * organization whose comparison key is one of the taken values, in the body's order.
 */
export function takenNameErrors(organization: Pick<OrganizationRecord, 'name_en' | 'name_fr'>, taken: readonly UniqueKey[], body: Body): FieldError[] {
  const values = new Set(taken.map((key) => key.value));
  const errors = NAME_FIELDS.flatMap((field) => {
    const name = organization[field];
    return name && values.has(comparisonKey(name)) ? [fieldError(field, 'not_unique', undefined, 'organization')] : [];
  });
  return orderFieldErrors(errors, body, NAME_FIELDS);
}

const withUniqueNames = <T>(organization: OrganizationRecord, body: Body, write: () => Promise<T>): Promise<T> =>
  withTakenNames((taken) => takenNameErrors(organization, taken, body), write);

type NewOrganizationFields = Omit<OrganizationRecord, 'id' | 'created_at' | 'updated_at' | 'updated_by' | 'etag'>;

function newOrganization(fields: NewOrganizationFields, deps: WriteDeps): OrganizationRecord {
  return { ...creationMetadata(deps.caller, deps.now), ...fields };
}

/** `POST /api/register-partner` (3-api §3.9.2): an organization linked to nobody. */
export async function registerOrganization(deps: WriteDeps, body: Body): Promise<OrganizationRecord> {
  const result = validateCreate(registerPartnerSchema, body);
  const links = await checkLinks(deps.store, organizationLinkChecks(passedValues(result)));
  const values = validOrThrow(registerPartnerSchema, body, result, links.errors);
  const organization = newOrganization(values, deps);
  await withUniqueNames(organization, body, () => deps.store.create('organization', organization, organizationKeys(organization)));
  return organization;
}

/**
 * `POST /api/register-partner-member` (3-api §3.9.3): creates the organization and, in the same
 * step, appends the partnership to the caller's own member record (conditional write, re-read
 * and retried on conflict). Should the partnership not be written, the organization is removed
 * again, so nothing is left half done.
 */
export async function registerOrganizationForMember(deps: WriteDeps, memberId: string, body: Body): Promise<OrganizationRecord> {
  const { store } = deps;
  const result = validateCreate(registerPartnerMemberSchema, body);
  const [member, links] = await Promise.all([store.get('member', memberId), checkLinks(store, organizationLinkChecks(passedValues(result)))]);
  if (!member) throw new ApiError('member_profile_required');
  const full = member.record.partnerships.length >= PARTNERSHIPS_MAX;
  const tooMany = fieldError('partnerships', 'too_many', { max: PARTNERSHIPS_MAX });
  const values = validOrThrow(registerPartnerMemberSchema, body, result, [...links.errors, ...(full ? [tooMany] : [])]);

  const { partnership_description_en, partnership_description_fr, ...fields } = values;
  const organization = newOrganization({ ...fields, contact_name: null, contact_email: null, contact_phone: null, internal_notes: null }, deps);
  const keys = organizationKeys(organization);
  await withUniqueNames(organization, body, () => store.create('organization', organization, keys));

  const entry = { organization_id: organization.id, description_en: partnership_description_en, description_fr: partnership_description_fr };
  let first = true;
  try {
    await retryOnWriteConflict(async () => {
      const current = first ? member : await store.get('member', memberId);
      first = false;
      if (!current) throw new ApiError('member_profile_required');
      if (current.record.partnerships.length >= PARTNERSHIPS_MAX) throw new ApiError('validation_failed', { errors: [tooMany] });
      const updated = touched({ ...current.record, partnerships: [...current.record.partnerships, entry] }, deps.caller, deps.now);
      await store.replace('member', updated, current.storeTag);
    });
  } catch (error) {
    await store.remove('organization', organization.id, keys);
    throw error;
  }
  return organization;
}

/**
 * `PATCH /api/update-partner/{id}/public` and `/private` (3-api §3.9.4–§3.9.5), in the order of
 * §3.1.5: validation (with the stored names for the pair rule, and the links), 404, version,
 * then the names' uniqueness. An update that changes nothing writes nothing.
 */
export async function updateOrganization(
  deps: WriteDeps,
  part: 'public' | 'private',
  id: string | undefined,
  body: Body,
  ifMatch: IfMatch,
): Promise<OrganizationRecord> {
  const { store } = deps;
  const schema: Schema<Fields> = part === 'public' ? partnerPublicSchema : partnerPrivateSchema;
  return retryOnWriteConflict(async () => {
    const loaded = id ? await store.get('organization', id) : null;
    const stored = loaded?.record;
    const result = validateUpdate(schema, body, storedFields(stored));
    const checks = part === 'public' ? organizationLinkChecks(passedValues(result) as UpdatePartnerPublicBody, stored) : [];
    const links = await checkLinks(store, checks);
    const values = validOrThrow(schema, body, result, links.errors) as Partial<OrganizationRecord>;
    if (!loaded || !stored) throw new ApiError('not_found');
    requireVersion(ifMatch, stored.etag);
    if (!changes(stored, values)) return stored;
    const updated = touched({ ...stored, ...values }, deps.caller, deps.now);
    const unique = uniqueChanges(organizationKeys(stored), organizationKeys(updated));
    await withUniqueNames(updated, body, () => store.replace('organization', updated, loaded.storeTag, unique));
    return updated;
  });
}

/**
 * `DELETE /api/delete-partner/{id}` (3-api §3.9.6): the organization leaves every member's
 * partnerships and every product's and event's `partner_ids` first, then it is removed with its
 * name guards.
 */
export async function deleteOrganization(deps: WriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  const { record } = await loadRecord(deps.store, 'organization', id);
  checkOptionalVersion(ifMatch, record.etag);
  await removeLinksTo(deps.store, 'organization', record.id, deps.caller, deps.now);
  await deps.store.remove('organization', record.id, organizationKeys(record));
}
