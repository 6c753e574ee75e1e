import type { FieldError } from '@portal/common/errors/catalog';
import { fieldError } from '@portal/common/errors/field-error';
import type { ReferenceListName } from '@portal/common/demo/types';
import type { KindRecords, MemberDisplayCopy, RecordKind, RecordStore } from './records';

/** A link field of a request: which kind it names and what the stored record held before. */
export interface LinkCheck {
  field: string;
  kind: Extract<RecordKind, 'member' | 'keyword' | 'reference' | 'organization' | 'product' | 'grant' | 'event'>;
  /** The ids the request sends (one for a single link, in order for a list). */
  ids: readonly (string | null)[];
  /** A single link is reported on `field`; list items on `field[i]`. */
  single?: boolean;
  /** For reference entries: the list the entry must belong to. */
  list?: ReferenceListName;
  /** Ids the stored record already holds: a retired entry may stay where it is (§3.3.1 rule 8). */
  stored?: readonly string[];
}

export interface CheckedLinks {
  errors: FieldError[];
  /** Display copies of every member named by the checks (for `member_refs`). */
  members: Map<string, MemberDisplayCopy>;
  /** The linked records that were found, by kind and id (for record rules such as `cycle`). */
  records: Map<string, Map<string, KindRecords[LinkCheck['kind']]>>;
}

/**
 * Links must resolve (spec 3-api §3.3.1 rule 8): one batched read per kind, all in one wave;
 * `unknown_reference` for a missing id or one of another list, `retired_reference` for a newly
 * chosen retired entry.
 */
export async function checkLinks(store: RecordStore, checks: readonly LinkCheck[]): Promise<CheckedLinks> {
  const byKind = new Map<LinkCheck['kind'], Set<string>>();
  for (const check of checks) {
    const ids = byKind.get(check.kind) ?? new Set<string>();
    for (const id of check.ids) if (typeof id === 'string') ids.add(id);
    byKind.set(check.kind, ids);
  }
  const kinds = [...byKind.keys()];
  const found = await Promise.all(kinds.map((kind) => store.getMany(kind, [...(byKind.get(kind) ?? [])])));
  const records = new Map<string, Map<string, KindRecords[LinkCheck['kind']]>>();
  kinds.forEach((kind, index) => records.set(kind, new Map((found[index] ?? []).map((r) => [r.id, r]))));

  const errors: FieldError[] = [];
  for (const check of checks) {
    check.ids.forEach((id, index) => {
      if (typeof id !== 'string') return;
      const path = check.single ? check.field : `${check.field}[${index}]`;
      const record = records.get(check.kind)?.get(id);
      if (!record || (check.list && (record as KindRecords['reference']).list !== check.list)) {
        errors.push(fieldError(path, 'unknown_reference'));
      } else if (check.kind === 'reference' && (record as KindRecords['reference']).retired && !check.stored?.includes(id)) {
        errors.push(fieldError(path, 'retired_reference'));
      }
    });
  }
  const members = new Map<string, MemberDisplayCopy>();
  for (const member of (records.get('member')?.values() ?? []) as Iterable<KindRecords['member']>) {
    members.set(member.id, { first_name: member.first_name, last_name: member.last_name, is_active: member.is_active });
  }
  return { errors, members, records };
}
