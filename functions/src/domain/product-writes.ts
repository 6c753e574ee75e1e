import { fieldError } from '@portal/common/errors/field-error';
import { validateCreate, validateUpdate, type Body, type Fields, type Schema } from '@portal/common/validation/schema';
import {
  productAdminSchema,
  productPrivateSchema,
  productPublicSchema,
  registerProductSchema,
  type ProductUpdate,
} from '@portal/common/validation/schemas/product';
import { ApiError } from './errors';
import { checkOptionalVersion, type IfMatch, requireVersion, retryOnWriteConflict } from './conditional-writes';
import { memberRefsFor } from './member-copies';
import { changes, passedValues, storedFields, validOrThrow } from './request-values';
import type { WriteDeps } from './write-deps';
import { checkLinks, type LinkCheck } from './link-checks';
import { creationMetadata, touched } from './record-metadata';
import { mapUniqueViolation, productKeys, uniqueChanges } from './unique-keys';
import type { Caller } from './caller';
import { removeLinksTo } from './integrity';
import { loadRecord } from './load';
import { isAdmin, ownMemberId } from './permissions';
import type { ProductRecord } from './records';

/** The three product update routes (3-api §3.8.3–§3.8.5), one version for all. */
export type ProductPart = 'public' | 'private' | 'admin';

const SCHEMAS = { public: productPublicSchema, private: productPrivateSchema, admin: productAdminSchema } as const;

/**
 * Step 5 link checks of the fields sent (2-data-model §2.2.6, R10–R14): a retired entry may stay
 * where the stored product has it.
 */
export function productLinkChecks(values: ProductUpdate, stored?: ProductRecord): LinkCheck[] {
  const checks: LinkCheck[] = [];
  if (values.product_type_id !== undefined) {
    const kept = stored?.product_type_id ? [stored.product_type_id] : [];
    checks.push({ field: 'product_type_id', kind: 'reference', list: 'product-types', ids: [values.product_type_id], single: true, stored: kept });
  }
  if (values.member_author_ids !== undefined) checks.push({ field: 'member_author_ids', kind: 'member', ids: values.member_author_ids });
  if (values.partner_ids !== undefined) checks.push({ field: 'partner_ids', kind: 'organization', ids: values.partner_ids });
  if (values.target_ids !== undefined) {
    checks.push({ field: 'target_ids', kind: 'reference', list: 'targets', ids: values.target_ids, stored: stored?.target_ids ?? [] });
  }
  if (values.topic_ids !== undefined) {
    checks.push({ field: 'topic_ids', kind: 'reference', list: 'topics', ids: values.topic_ids, stored: stored?.topic_ids ?? [] });
  }
  return checks;
}

/** Ownership (1-roles §1.3.2): administrators, and the members among the stored member authors. */
export function mayEditProduct(caller: Caller, product: Pick<ProductRecord, 'member_author_ids'>): boolean {
  const memberId = ownMemberId(caller);
  return isAdmin(caller) || (memberId !== null && product.member_author_ids.includes(memberId));
}

/**
 * `POST /api/register-product` (3-api §3.8.2): validation with the links (step 5), then the
 * administrators' `topic_ids` (step 7: a non-empty list from another caller), then the DOI's
 * uniqueness (step 9). Only the member ids sent are linked.
 */
export async function registerProduct(deps: WriteDeps, body: Body): Promise<ProductRecord> {
  const result = validateCreate(registerProductSchema, body);
  const links = await checkLinks(deps.store, productLinkChecks(passedValues(result)));
  const values = validOrThrow(registerProductSchema, body, result, links.errors);
  if (!isAdmin(deps.caller) && values.topic_ids.length > 0) {
    throw new ApiError('admin_only_field', { errors: [fieldError('topic_ids', 'admin_only_field')] });
  }
  const product: ProductRecord = {
    ...creationMetadata(deps.caller, deps.now),
    ...values,
    member_refs: memberRefsFor(values.member_author_ids, links.members),
  };
  await mapUniqueViolation('product', () => deps.store.create('product', product, productKeys(product)));
  return product;
}

/**
 * `PATCH /api/update-product/{id}/public`, `/private` and `/admin` (3-api §3.8.3–§3.8.5) in the
 * order of §3.1.5: validation (pair rule against the stored titles, links), 404, ownership
 * against the member authors as stored before the change, version, then the DOI's uniqueness.
 * `/admin` is refused to non-administrators before (step 3, by the route).
 */
export async function updateProduct(deps: WriteDeps, part: ProductPart, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<ProductRecord> {
  const { store } = deps;
  const schema: Schema<Fields> = SCHEMAS[part];
  return retryOnWriteConflict(async () => {
    const loaded = id ? await store.get('product', id) : null;
    const stored = loaded?.record;
    const result = validateUpdate(schema, body, storedFields(stored));
    const passed = passedValues(result) as ProductUpdate;
    const links = await checkLinks(store, productLinkChecks(passed, stored));
    const values = validOrThrow(schema, body, result, links.errors) as ProductUpdate;
    if (!loaded || !stored) throw new ApiError('not_found');
    if (!mayEditProduct(deps.caller, stored)) throw new ApiError('forbidden');
    requireVersion(ifMatch, stored.etag);
    if (!changes(stored, values)) return stored;
    const member_refs = values.member_author_ids
      ? memberRefsFor(values.member_author_ids, links.members, stored.member_refs)
      : stored.member_refs;
    const updated = touched({ ...stored, ...values, member_refs }, deps.caller, deps.now);
    const unique = uniqueChanges(productKeys(stored), productKeys(updated));
    await mapUniqueViolation('product', () => store.replace('product', updated, loaded.storeTag, unique));
    return updated;
  });
}

/**
 * `DELETE /api/delete-product/{id}` (3-api §3.8.6): administrators and member authors. The
 * product leaves every event's resulting products, then it is removed and its DOI released.
 */
export async function deleteProduct(deps: WriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  const { record } = await loadRecord(deps.store, 'product', id);
  if (!mayEditProduct(deps.caller, record)) throw new ApiError('forbidden');
  checkOptionalVersion(ifMatch, record.etag);
  await removeLinksTo(deps.store, 'product', record.id, deps.caller, deps.now);
  await deps.store.remove('product', record.id, productKeys(record));
}
