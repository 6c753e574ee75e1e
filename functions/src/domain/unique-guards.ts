import { identityKey } from './member-lifecycle';
import type { KindRecords, RecordKind, UniqueKey } from './records';
import { accountKeys, keywordKeys, memberKeys, organizationKeys, productKeys, referenceEntryKeys } from './unique-keys';

/**
 * Whether a uniqueness guard still protects a value (issue 12 Deliver 5). A guard is claimed
 * before its record is written and released after the record lets the value go; a request that
 * fails or dies in between (a deletion after the record went, a bootstrap administrator cut
 * short, an e-mail change whose release failed) leaves a guard that no record backs, and the
 * value, an e-mail address or a person's identity, would stay locked out for good. The store
 * takes such a guard over once it is older than any write in progress could be (data layer) and
 * its owner no longer holds the value, which these functions decide.
 */

/** The kind of record that owns the guards of a scope (unique-keys.ts names the scopes). */
export function guardOwnerKind(scope: string): RecordKind | null {
  if (scope === 'login-email' || scope === 'identity') return 'account';
  if (scope === 'orcid') return 'member';
  if (scope === 'doi') return 'product';
  if (scope === 'keyword-en' || scope === 'keyword-fr') return 'keyword';
  if (scope === 'organization-name') return 'organization';
  if (scope.startsWith('reference-')) return 'reference';
  return null;
}

/** The unique values a stored record holds, as its writes claim them. */
export function uniqueKeysOf<K extends RecordKind>(kind: K, record: KindRecords[K]): UniqueKey[] {
  const stored = record as KindRecords[RecordKind];
  switch (kind) {
    case 'account': {
      const account = stored as KindRecords['account'];
      return [...accountKeys(account), ...(account.identity ? [identityKey(account.identity)] : [])];
    }
    case 'member':
      return memberKeys(stored as KindRecords['member']);
    case 'product':
      return productKeys(stored as KindRecords['product']);
    case 'keyword':
      return keywordKeys(stored as KindRecords['keyword']);
    case 'organization':
      return organizationKeys(stored as KindRecords['organization']);
    case 'reference': {
      const entry = stored as KindRecords['reference'];
      return referenceEntryKeys(entry.list, entry);
    }
    default:
      return [];
  }
}

/** True when `owner` (null: no such record) no longer holds the guarded value. */
export function guardIsOrphaned(key: Pick<UniqueKey, 'scope' | 'value'>, owner: KindRecords[RecordKind] | null): boolean {
  const kind = guardOwnerKind(key.scope);
  if (!kind) return false;
  if (!owner) return true;
  return !uniqueKeysOf(kind, owner as KindRecords[typeof kind]).some((held) => held.scope === key.scope && held.value === key.value);
}
