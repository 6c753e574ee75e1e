import type { FieldError, UniqueEntity } from '@portal/common/errors/catalog';
import { fieldError } from '@portal/common/errors/field-error';
import { comparisonKey } from '@portal/common/validation/normalize';
import { orderFieldErrors, type Body } from '@portal/common/validation/schema';
import type { ReferenceListName } from '@portal/common/demo/types';
import { ApiError } from './errors';
import { UniqueViolation, type UniqueKey } from './records';

/** The unique values of each kind of record (spec 2-data-model §2.2, pattern A3). */
export function accountKeys(account: { login_email: string }): UniqueKey[] {
  return [{ scope: 'login-email', value: account.login_email.toLowerCase(), field: 'login_email' }];
}

export function memberKeys(member: { orcid: string | null }): UniqueKey[] {
  return member.orcid ? [{ scope: 'orcid', value: member.orcid.toUpperCase(), field: 'orcid' }] : [];
}

export function productKeys(product: { doi: string | null }): UniqueKey[] {
  return product.doi ? [{ scope: 'doi', value: product.doi.toLowerCase(), field: 'doi' }] : [];
}

export function keywordKeys(keyword: { name_en: string | null; name_fr: string | null }): UniqueKey[] {
  return pairKeys('keyword', keyword);
}

export function referenceEntryKeys(list: ReferenceListName, entry: { name_en: string | null; name_fr: string | null }): UniqueKey[] {
  return pairKeys(`reference-${list}`, entry);
}

/** An organization's names may not equal any name, in either language, of another one. */
export function organizationKeys(organization: { name_en: string | null; name_fr: string | null }): UniqueKey[] {
  const keys: UniqueKey[] = [];
  for (const field of ['name_en', 'name_fr'] as const) {
    const name = organization[field];
    if (!name) continue;
    const value = comparisonKey(name);
    if (!keys.some((key) => key.value === value)) keys.push({ scope: 'organization-name', value, field });
  }
  return keys;
}

function pairKeys(scope: string, pair: { name_en: string | null; name_fr: string | null }): UniqueKey[] {
  const keys: UniqueKey[] = [];
  if (pair.name_en) keys.push({ scope: `${scope}-en`, value: comparisonKey(pair.name_en), field: 'name_en' });
  if (pair.name_fr) keys.push({ scope: `${scope}-fr`, value: comparisonKey(pair.name_fr), field: 'name_fr' });
  return keys;
}

/** The keys to claim and to release when a record's unique values change. */
export function uniqueChanges(before: UniqueKey[], after: UniqueKey[]): { add: UniqueKey[]; drop: UniqueKey[] } {
  const same = (a: UniqueKey, b: UniqueKey) => a.scope === b.scope && a.value === b.value;
  return {
    add: after.filter((key) => !before.some((old) => same(old, key))),
    drop: before.filter((key) => !after.some((next) => same(next, key))),
  };
}

/** Step 9: a taken unique value answers 409 conflict_duplicate naming each field. */
export async function mapUniqueViolation<T>(entity: UniqueEntity, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueViolation) {
      const fields = [...new Set(error.keys.map((key) => key.field))];
      throw new ApiError('conflict_duplicate', { errors: fields.map((field) => fieldError(field, 'not_unique', undefined, entity)) });
    }
    throw error;
  }
}

type NamePair = { name_en: string | null; name_fr: string | null };
const PAIR_FIELDS = ['name_en', 'name_fr'] as const;

/**
 * The `not_unique` items of a 409 on a name pair claimed with `pairKeys(scope, …)`: each name
 * whose comparison key is taken in its language's scope, in the body's order.
 */
export function takenPairNames(pair: NamePair, scope: string, entity: UniqueEntity, taken: readonly UniqueKey[], body: Body): FieldError[] {
  const errors = PAIR_FIELDS.flatMap((field) => {
    const name = pair[field];
    const fieldScope = `${scope}-${field.slice(-2)}`;
    return name && taken.some((key) => key.scope === fieldScope && key.value === comparisonKey(name)) ? [fieldError(field, 'not_unique', undefined, entity)] : [];
  });
  return orderFieldErrors(errors, body, PAIR_FIELDS);
}

/** Step 9 for names: a taken one answers 409 conflict_duplicate with the items `errorsOf` names. */
export async function withTakenNames<T>(errorsOf: (taken: readonly UniqueKey[]) => FieldError[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueViolation) throw new ApiError('conflict_duplicate', { errors: errorsOf(error.keys) });
    throw error;
  }
}
