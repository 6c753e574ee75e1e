/**
 * The Private tab's form (spec 5-pages §5.4.5, §5.4.7, §5.4.8): contact data, date joined
 * (administrators), the active switch, and the partnerships. The private fields are saved with
 * `update-member/{id}/private`; the partnerships belong to `update-member/{id}/public` (spec
 * 3-api §3.7.3), so a changed list is sent there, each request only when its part changed.
 */
import { memberPrivateSchema } from '@portal/common/validation/schemas/member-private';
import { memberPublicSchema } from '@portal/common/validation/schemas/member-public';
import { validateUpdate } from '@portal/common/validation/schema';
import type { RawFieldError } from '../../lib/records/field-errors';
import type { MemberPrivateDetail } from '@portal/common/api/member';
import { newRowKey } from './problems';

export const PRIVATE_TEXT_FIELDS = ['address', 'city', 'province', 'country', 'postal_code', 'mobile_phone'] as const;
export type PrivateTextField = (typeof PRIVATE_TEXT_FIELDS)[number];

export interface PartnershipRow {
  key: string;
  organization_id: string;
  description_en: string;
  description_fr: string;
}

export type PrivateTabValues = Record<PrivateTextField, string> & {
  is_active: boolean;
  date_joined: string;
  partnerships: PartnershipRow[];
};

export function privateTabValues(member: MemberPrivateDetail): PrivateTabValues {
  return {
    is_active: member.is_active,
    date_joined: member.date_joined ?? '',
    address: member.address ?? '',
    city: member.city ?? '',
    province: member.province ?? '',
    country: member.country ?? '',
    postal_code: member.postal_code ?? '',
    mobile_phone: member.mobile_phone ?? '',
    partnerships: (member.partnerships ?? []).map((p) => ({
      key: newRowKey('partnership'),
      organization_id: p.organization.id,
      description_en: p.description_en ?? '',
      description_fr: p.description_fr ?? '',
    })),
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value);

export function emptyPartnershipRow(): PartnershipRow {
  return { key: newRowKey('partnership'), organization_id: '', description_en: '', description_fr: '' };
}

/** A row with neither partner nor description is dropped before sending. */
export function isBlankPartnership(row: PartnershipRow): boolean {
  return row.organization_id === '' && row.description_en.trim() === '' && row.description_fr.trim() === '';
}

/** The partnerships list as sent (blank rows dropped, a row without partner kept for the check). */
export function partnershipsBody(rows: readonly PartnershipRow[]) {
  return rows
    .filter((row) => !isBlankPartnership(row))
    .map((row) => ({ organization_id: row.organization_id, description_en: textOrNull(row.description_en), description_fr: textOrNull(row.description_fr) }));
}

/**
 * The whole body of the tab: the private fields (`date_joined` only for administrators) and
 * `partnerships`; `splitPrivateBody` separates the two requests.
 */
export function privateTabBody(values: PrivateTabValues, isAdmin: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { is_active: values.is_active };
  if (isAdmin) body.date_joined = orNull(values.date_joined);
  for (const field of PRIVATE_TEXT_FIELDS) body[field] = orNull(values[field]);
  body.partnerships = partnershipsBody(values.partnerships);
  return body;
}

export function splitPrivateBody(body: Record<string, unknown>): { privateBody: Record<string, unknown>; partnerships: unknown } {
  const { partnerships, ...privateBody } = body;
  return { privateBody, partnerships };
}

/** Which of the two requests a save needs, compared with the body of the saved values. */
export function changedParts(body: Record<string, unknown>, initial: Record<string, unknown>): { privateChanged: boolean; partnershipsChanged: boolean } {
  const now = splitPrivateBody(body);
  const before = splitPrivateBody(initial);
  return {
    privateChanged: JSON.stringify(now.privateBody) !== JSON.stringify(before.privateBody),
    partnershipsChanged: JSON.stringify(now.partnerships) !== JSON.stringify(before.partnerships),
  };
}

/** The API's schema checks of both parts; a row with a description but no partner is `required`. */
export function validatePrivateTab(body: Record<string, unknown>): readonly RawFieldError[] {
  const { privateBody, partnerships } = splitPrivateBody(body);
  const errors: RawFieldError[] = [];
  const own = validateUpdate(memberPrivateSchema, privateBody);
  if (!own.ok) errors.push(...own.errors.map((e) => ({ field: e.field, code: e.code, params: e.params })));
  const list = validateUpdate(memberPublicSchema, { partnerships });
  if (!list.ok) errors.push(...list.errors.map((e) => ({ field: e.field, code: e.code, params: e.params })));
  return errors;
}

/** Indexes of the rows (in the rows as shown) with a description but no partner. */
export function rowsWithoutPartner(rows: readonly PartnershipRow[]): number[] {
  return rows.flatMap((row, index) => (!isBlankPartnership(row) && row.organization_id === '' ? [index] : []));
}

/**
 * The active switch (spec 5-pages §5.4.7): administrators may always change it; the member may
 * switch off, and on again only when they deactivated it themselves.
 */
export function switchState(member: Pick<MemberPrivateDetail, 'is_active' | 'deactivated_by'>, isAdmin: boolean): { disabled: boolean; lockedByAdmin: boolean } {
  const lockedByAdmin = !isAdmin && !member.is_active && member.deactivated_by === 'admin';
  return { disabled: lockedByAdmin, lockedByAdmin };
}
