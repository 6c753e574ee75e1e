import { registerAccountSchema } from '../validation/schemas/account';
import { eventSchema } from '../validation/schemas/event';
import { registerGrantSchema } from '../validation/schemas/grant';
import { insightSchema } from '../validation/schemas/insight';
import { keywordSchema } from '../validation/schemas/keyword';
import { memberPrivateSchema } from '../validation/schemas/member-private';
import { memberPublicSchema } from '../validation/schemas/member-public';
import { registerPartnerSchema } from '../validation/schemas/partner';
import { registerProductSchema } from '../validation/schemas/product';
import { updateReferenceSchema } from '../validation/schemas/reference-entry';
import { registerSupervisionSchema } from '../validation/schemas/supervision';
import { validateCreate, validateUpdate, type Fields, type Schema } from '../validation/schema';
import type { DemoDataset } from './types';

export interface DemoViolation {
  recordId: string;
  field: string;
  rule: string;
}

/** The fields of `record` that `schema` accepts (the record also holds ids and server fields). */
function bodyFor<F extends Fields>(schema: Schema<F>, record: object): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.fields).filter((field) => field in values).map((field) => [field, values[field]]));
}

/**
 * Checks every demo record with the shared schemas the API uses (spec 6-data-and-beyond §6.1.1):
 * the loader refuses to write anything when this finds a violation. Links, uniqueness, date
 * order and role conflicts are checked by the dataset's own tests and the integrity scan.
 */
export function demoViolations(dataset: DemoDataset): DemoViolation[] {
  const violations: DemoViolation[] = [];
  const report = (recordId: string, result: ReturnType<typeof validateCreate>) => {
    if (!result.ok) for (const error of result.errors) violations.push({ recordId, field: error.field, rule: error.code });
  };
  const accounts = new Map(dataset.accounts.map((account) => [account.id, account]));
  // Both names and the retired flag, as an entry stands after register-reference and update-reference.
  for (const entries of Object.values(dataset.referenceLists)) for (const entry of entries) report(entry.id, validateCreate(updateReferenceSchema, bodyFor(updateReferenceSchema, entry)));
  for (const account of dataset.accounts) report(account.id, validateCreate(registerAccountSchema, bodyFor(registerAccountSchema, account)));
  for (const member of dataset.members) {
    const account = accounts.get(member.account_id);
    report(member.id, validateUpdate(memberPublicSchema, { ...bodyFor(memberPublicSchema, member), first_name: account?.first_name, last_name: account?.last_name }));
    report(member.id, validateUpdate(memberPrivateSchema, bodyFor(memberPrivateSchema, member)));
  }
  for (const insight of dataset.insights) report(`insight of ${insight.member_id}`, validateUpdate(insightSchema, bodyFor(insightSchema, insight)));
  for (const keyword of dataset.keywords) report(keyword.id, validateCreate(keywordSchema, bodyFor(keywordSchema, keyword)));
  for (const organization of dataset.organizations) report(organization.id, validateCreate(registerPartnerSchema, bodyFor(registerPartnerSchema, organization)));
  for (const product of dataset.products) report(product.id, validateCreate(registerProductSchema, bodyFor(registerProductSchema, product)));
  for (const grant of dataset.grants) report(grant.id, validateCreate(registerGrantSchema, bodyFor(registerGrantSchema, grant)));
  for (const event of dataset.events) report(event.id, validateCreate(eventSchema, bodyFor(eventSchema, event)));
  for (const supervision of dataset.supervisions) report(supervision.id, validateCreate(registerSupervisionSchema, bodyFor(registerSupervisionSchema, supervision)));
  return violations;
}
