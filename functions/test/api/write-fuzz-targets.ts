import { defineSchema, type Fields, type Schema } from '@portal/common/validation/schema';
import { registerAccountSchema, updateAccountEmailSchema, updateAccountNameSchema } from '@portal/common/validation/schemas/account';
import { eventSchema } from '@portal/common/validation/schemas/event';
import { grantPrivateSchema, grantPublicSchema, registerGrantSchema } from '@portal/common/validation/schemas/grant';
import { insightSchema } from '@portal/common/validation/schemas/insight';
import { keywordSchema } from '@portal/common/validation/schemas/keyword';
import { memberPrivateSchema } from '@portal/common/validation/schemas/member-private';
import { memberPublicSchema } from '@portal/common/validation/schemas/member-public';
import {
  partnerPrivateSchema,
  partnerPublicSchema,
  registerPartnerMemberSchema,
  registerPartnerSchema,
} from '@portal/common/validation/schemas/partner';
import { registerReferenceSchema, updateReferenceSchema } from '@portal/common/validation/schemas/reference-entry';
import { productAdminSchema, productPrivateSchema, productPublicSchema, registerProductSchema } from '@portal/common/validation/schemas/product';
import {
  registerSupervisionSchema,
  supervisionPrivateSchema,
  supervisionPublicSchema,
} from '@portal/common/validation/schemas/supervision';

/**
 * What the write-route fuzzing needs to know of each write route of the route table: the shared
 * schema that judges its body (so that every generated body is invalid by the spec's own rules,
 * spec 3-api §3.3) and the demo record its path names. write-fuzz.test.ts fails for a write
 * route missing here, so a new route cannot escape the fuzzing.
 */
export interface FuzzTarget {
  /** The body's schema and how the API runs it; null for DELETE, which reads no body. */
  body: { schema: Schema<Fields>; mode: 'create' | 'update' } | null;
  /** The record the path names (partition, id); none for POST. */
  record?: { pk: string; id: string };
  /** The `{list}` of the path (reference-list routes, spec 3-api §3.16.1). */
  list?: string;
}

/** The four PATCH routes without fields accept only an empty body or `{}` (spec 3-api §3.1.2). */
const NO_FIELDS = defineSchema({});

const create = (schema: Schema<Fields>) => ({ schema, mode: 'create' as const });
const update = (schema: Schema<Fields>) => ({ schema, mode: 'update' as const });
const record = (pk: string, id: string) => ({ pk, id });

// Accounts other than the administrator's own (claire-dubois-martin), so that no "not on self"
// refusal answers before validation; each in the state its route expects (spec 1-roles §1.6.2).
const NOAH = record('account', 'account-noah-williams');

export const FUZZ_TARGETS: Record<string, FuzzTarget> = {
  'register-account': { body: create(registerAccountSchema) },
  'update-account-name': { body: update(updateAccountNameSchema), record: NOAH },
  // The domain validates the e-mail route as a creation: its one field must be sent.
  'update-account-email': { body: create(updateAccountEmailSchema), record: NOAH },
  'update-account-grant-admin': { body: create(NO_FIELDS), record: NOAH },
  'update-account-remove-admin': { body: create(NO_FIELDS), record: record('account', 'account-olivier-roy') },
  'update-account-register-member': { body: create(NO_FIELDS), record: record('account', 'account-lucia-fernandez') },
  'update-account-delete-member': { body: create(NO_FIELDS), record: record('account', 'account-eric-levesque') },
  'delete-account': { body: null, record: record('account', 'account-lucia-fernandez') },
  'update-member-public': { body: update(memberPublicSchema), record: record('member', 'member-eric-levesque') },
  'update-member-private': { body: update(memberPrivateSchema), record: record('member', 'member-eric-levesque') },
  // The path names the member; If-Match is the version of its insight, stored under the same id.
  'update-member-insight': { body: update(insightSchema), record: record('insight', 'member-eric-levesque') },
  'register-keyword': { body: create(keywordSchema) },
  'update-keyword': { body: update(keywordSchema), record: record('lookup', 'keyword-aging') },
  'register-product': { body: create(registerProductSchema) },
  'update-product-public': { body: update(productPublicSchema), record: record('product', 'product-01') },
  'update-product-private': { body: update(productPrivateSchema), record: record('product', 'product-01') },
  'update-product-admin': { body: update(productAdminSchema), record: record('product', 'product-01') },
  'delete-product': { body: null, record: record('product', 'product-04') },
  'register-grant': { body: create(registerGrantSchema) },
  'update-grant-public': { body: update(grantPublicSchema), record: record('grant', 'grant-01') },
  'update-grant-private': { body: update(grantPrivateSchema), record: record('grant', 'grant-01') },
  'delete-grant': { body: null, record: record('grant', 'grant-01') },
  'register-partner': { body: create(registerPartnerSchema) },
  'register-partner-member': { body: create(registerPartnerMemberSchema) },
  'update-partner-public': { body: update(partnerPublicSchema), record: record('organization', 'org-lakeview-health') },
  'update-partner-private': { body: update(partnerPrivateSchema), record: record('organization', 'org-lakeview-health') },
  'delete-partner': { body: null, record: record('organization', 'org-lakeview-health') },
  'register-event': { body: create(eventSchema) },
  'update-event-public': { body: update(eventSchema), record: record('event', 'event-01') },
  'delete-event': { body: null, record: record('event', 'event-01') },
  'register-supervision': { body: create(registerSupervisionSchema) },
  'register-supervision-member': { body: create(registerSupervisionSchema) },
  'update-supervision-public': { body: update(supervisionPublicSchema), record: record('supervision', 'supervision-04') },
  'update-supervision-private': { body: update(supervisionPrivateSchema), record: record('supervision', 'supervision-04') },
  'delete-supervision': { body: null, record: record('supervision', 'supervision-04') },
  'register-reference': { body: create(registerReferenceSchema), list: 'faculties' },
  'update-reference': { body: update(updateReferenceSchema), record: record('lookup', 'faculty-science'), list: 'faculties' },
  'delete-reference': { body: null, record: record('lookup', 'faculty-science'), list: 'faculties' },
  'delete-keyword': { body: null, record: record('lookup', 'keyword-aging') },
};
