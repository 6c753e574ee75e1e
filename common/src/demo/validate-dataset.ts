import { registerAccountSchema } from '../validation/schemas/account';
import { memberPublicSchema } from '../validation/schemas/member-public';
import { validateCreate, validateUpdate } from '../validation/schema';
import type { DemoDataset } from './types';

export interface DemoViolation {
  recordId: string;
  field: string;
  rule: string;
}

/**
 * Checks the demo records with the shared schemas the API uses (spec 6-data-and-beyond §6.1.1):
 * the loader refuses to write anything when this finds a violation. Records whose schemas come
 * with later routes (products, grants, ...) are checked by the dataset's own tests until then.
 */
export function demoViolations(dataset: DemoDataset): DemoViolation[] {
  const violations: DemoViolation[] = [];
  const accounts = new Map(dataset.accounts.map((account) => [account.id, account]));
  for (const account of dataset.accounts) {
    const result = validateCreate(registerAccountSchema, {
      first_name: account.first_name,
      last_name: account.last_name,
      login_email: account.login_email,
      is_admin: account.is_admin,
    });
    if (!result.ok) for (const error of result.errors) violations.push({ recordId: account.id, field: error.field, rule: error.code });
  }
  for (const member of dataset.members) {
    const account = accounts.get(member.account_id);
    const body: Record<string, unknown> = { first_name: account?.first_name, last_name: account?.last_name };
    for (const field of Object.keys(memberPublicSchema.fields)) {
      if (field in member) body[field] = (member as unknown as Record<string, unknown>)[field];
    }
    const result = validateUpdate(memberPublicSchema, body);
    if (!result.ok) for (const error of result.errors) violations.push({ recordId: member.id, field: error.field, rule: error.code });
  }
  return violations;
}
