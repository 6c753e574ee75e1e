import { Rng } from '@portal/common/demo/random';
import type { DemoDataset, ReferenceListName } from '@portal/common/demo/types';
import type { Fields, Schema } from '@portal/common/validation/schema';
import { registerAccountSchema } from '@portal/common/validation/schemas/account';
import { eventSchema } from '@portal/common/validation/schemas/event';
import { registerGrantSchema } from '@portal/common/validation/schemas/grant';
import { insightSchema } from '@portal/common/validation/schemas/insight';
import { keywordSchema } from '@portal/common/validation/schemas/keyword';
import { memberPrivateSchema } from '@portal/common/validation/schemas/member-private';
import { memberPublicSchema } from '@portal/common/validation/schemas/member-public';
import { registerPartnerSchema } from '@portal/common/validation/schemas/partner';
import { registerProductSchema } from '@portal/common/validation/schemas/product';
import { updateReferenceSchema } from '@portal/common/validation/schemas/reference-entry';
import { registerSupervisionSchema } from '@portal/common/validation/schemas/supervision';
import { REFERENCE_DATE } from './catalog';
import { dateBetween, drawId } from './draw';

/**
 * Audit entries (spec 2-data-model §2.2.11, spec 6-data-and-beyond §6.2.3 and §6.3.5), stored in
 * the `audit` container under the partition key `record_key` = `<kind>:<id>` (docs/adr/0002). The
 * store layer writes none yet, so the generator builds them in that section's shape. Each entry is
 * drawn from its own generator (seed and index), so a million entries never sit in memory together.
 *
 * `changes` name the fields a route may write on the record's kind (the shared schemas) and carry
 * values taken from the generated records of that kind, so every value has its field's shape and
 * passes its schema: texts, dates, amounts, ids, link lists, booleans. Private values appear as
 * §6.3.5 allows (entries are admin-only); the identity values never do, and the entries about a
 * deleted account, member or insight have their `changes` emptied (§6.3.5 "Erasing personal data").
 */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: string;
  record_key: string;
  record_kind: string;
  record_id: string;
  record_label: string;
  action: 'create' | 'update' | 'delete';
  by_account_id: string | null;
  /** Empty for system writes, shown as "System" / "Système" (§6.3.5). */
  by_name: string;
  changes: AuditChange[];
  created_at: string;
}

/** The `record_kind` of each reference list (2-data-model §2.2.11). */
export const LIST_KINDS: Readonly<Record<ReferenceListName, string>> = {
  'faculties': 'faculty',
  'member-types': 'member_type',
  'org-scopes': 'org_scope',
  'org-types': 'org_type',
  'product-types': 'product_type',
  'event-types': 'event_type',
  'sources': 'grant_source',
  'statuses': 'grant_status',
  'levels': 'level',
  'targets': 'target',
  'topics': 'topic',
};

type Values = Readonly<Record<string, unknown>>;

/** The records of one kind, and the fields a change of them may name. */
interface Pool {
  kind: string;
  records: readonly Values[];
  fields: readonly string[];
  /** Who may write the kind: its administrators only, or also members (products, events …). */
  writers: 'admins' | 'anyone' | 'self-or-admins';
}

interface Target {
  pool: Pool;
  id: string;
  label: string;
  /** The record as it stands (for a deleted record: the record it stood for at creation). */
  record: Values;
  /** A record that no longer exists: the only kind of target a `delete` entry names. */
  deleted: boolean;
}

/** Kinds whose entries are emptied when the person is deleted (§6.3.5). */
const PERSONAL_KINDS = new Set(['account', 'member', 'insight']);

/** The fields routes write (the shared schemas), among those the stored record has. */
function fieldsOf(schemas: readonly Schema<Fields>[], records: readonly Values[]): string[] {
  const sample = records[0] ?? {};
  return schemas.flatMap((schema) => schema.keys).filter((field) => field in sample);
}

/** The shared schemas whose fields a change of a `kind` record may name, and which validate its values. */
export function auditSchemasOf(kind: string): readonly Schema<Fields>[] {
  switch (kind) {
    case 'account': return [registerAccountSchema];
    case 'member': return [memberPublicSchema, memberPrivateSchema];
    case 'insight': return [insightSchema];
    case 'keyword': return [keywordSchema];
    case 'organization': return [registerPartnerSchema];
    case 'product': return [registerProductSchema];
    case 'grant': return [registerGrantSchema];
    case 'event': return [eventSchema];
    case 'supervision': return [registerSupervisionSchema];
    default: return Object.values(LIST_KINDS).includes(kind) ? [updateReferenceSchema] : [];
  }
}

function poolsOf(dataset: DemoDataset): { pools: Pool[]; labels: Map<Values, string> } {
  const labels = new Map<Values, string>();
  const pool = (kind: string, records: readonly Values[], writers: Pool['writers'], label: (record: Values) => string | null): Pool => {
    // record_label: at most 500 characters (2-data-model §2.2.11), cut between code points.
    for (const record of records) labels.set(record, [...(label(record) ?? (record.id as string))].slice(0, 500).join(''));
    return { kind, records, fields: fieldsOf(auditSchemasOf(kind), records), writers };
  };
  const names = new Map(dataset.accounts.map((a) => [a.id, { first_name: a.first_name, last_name: a.last_name }]));
  const fullName = (accountId: unknown) => {
    const name = names.get(accountId as string);
    return name ? `${name.first_name} ${name.last_name}` : null;
  };
  const text = (...values: unknown[]) => (values.find((value) => typeof value === 'string') as string | undefined) ?? null;
  // A member's name is written to its account and recorded on both (§6.3.5): the member's entries see it as their own fields.
  const members = dataset.members.map((member) => ({ ...member, ...names.get(member.account_id) }));
  const accountOf = new Map(dataset.members.map((m) => [m.id, m.account_id]));
  const pools = [
    ...Object.entries(dataset.referenceLists).map(([list, entries]) => pool(LIST_KINDS[list as ReferenceListName], entries as unknown as Values[], 'admins', (e) => text(e.name_en))),
    pool('keyword', dataset.keywords as unknown as Values[], 'anyone', (k) => text(k.name_en, k.name_fr)),
    pool('account', dataset.accounts as unknown as Values[], 'admins', (a) => fullName(a.id)),
    pool('member', members as unknown as Values[], 'self-or-admins', (m) => fullName(m.account_id)),
    pool('insight', dataset.insights as unknown as Values[], 'admins', (i) => fullName(accountOf.get(i.member_id as string))),
    pool('organization', dataset.organizations as unknown as Values[], 'anyone', (o) => text(o.name_en, o.name_fr)),
    pool('product', dataset.products as unknown as Values[], 'anyone', (p) => text(p.title_en, p.title_fr)),
    pool('grant', dataset.grants as unknown as Values[], 'anyone', (g) => text(g.title)),
    pool('event', dataset.events as unknown as Values[], 'anyone', (e) => text(e.name_en, e.name_fr)),
    pool('supervision', dataset.supervisions as unknown as Values[], 'anyone', (s) => `${s.first_name as string} ${s.last_name as string}`),
  ];
  return { pools: pools.filter((p) => p.records.length > 0 && p.fields.length > 0), labels };
}

/** Records since deleted: 2 % of each kind (at least one), each standing in for an existing record's values. */
const DELETED_SHARE = 0.02;

/** Hot records: 20 records share enough entries to hold several hundred each (§6.2.3 "skewed law"). */
const HOT_RECORDS = 20;
const HOT_ENTRIES_EACH = 400;

const isEmpty = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An item's identity in a list: the id, or the partner of a partnership (one entry per organization). */
const itemKey = (item: unknown) => (typeof item === 'string' ? item : (((item as Values).organization_id as string | undefined) ?? JSON.stringify(item)));

/** The longest list of `field` in `pool`: a list one item longer than another stays within the field's maximum up to it. */
const longest = new WeakMap<Pool, Map<string, number>>();
function longestList(pool: Pool, field: string): number {
  const known = longest.get(pool) ?? new Map<string, number>();
  longest.set(pool, known);
  let length = known.get(field);
  if (length === undefined) {
    length = Math.max(0, ...pool.records.map((record) => (Array.isArray(record[field]) ? (record[field] as unknown[]).length : 0)));
    known.set(field, length);
  }
  return length;
}

/**
 * One field's change on `record`, ending at the record's own value so that the newest entry agrees
 * with the record: a boolean flips; a link or embedded list gains or loses one item (taken from a
 * list of another record); any other value comes from another record's value (null included: a
 * field filled in or cleared). Every value is thus one a record of the kind holds. Null when no
 * other value differs.
 */
function changeOf(rng: Rng, pool: Pool, record: Values, field: string): AuditChange | null {
  const own = record[field] ?? null;
  if (typeof own === 'boolean') return { field, before: !own, after: own };
  const others = () => (rng.pick(pool.records)[field] ?? null) as unknown;
  if (Array.isArray(own)) {
    const keys = new Set(own.map(itemKey));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const extra = (others() as unknown[]).filter((item) => !keys.has(itemKey(item)));
      if (own.length > 0 && (extra.length === 0 || own.length >= longestList(pool, field) || rng.chance(0.6))) {
        // An item added: the list before lacked one of the record's items.
        const dropped = rng.int(0, own.length - 1);
        return { field, before: own.filter((_, i) => i !== dropped), after: own };
      }
      // An item removed: the list before held one more, taken from another record's list.
      if (extra.length > 0) return { field, before: [...own, rng.pick(extra)], after: own };
    }
    return null;
  }
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const before = others();
    if (!same(before, own)) return { field, before, after: own };
  }
  return null;
}

export class AuditGenerator {
  private readonly targets: Target[];
  private readonly admins: { id: string; name: string }[];
  private readonly editors: { id: string; name: string }[];
  private readonly accountNames: Map<string, string>;
  private readonly hotShare: number;

  constructor(
    dataset: DemoDataset,
    private readonly seed: number,
    readonly count: number,
  ) {
    const { pools, labels } = poolsOf(dataset);
    // Deleted records get their ids from a generator of their own, so the entries' draws stay as they are.
    const rng = new Rng((Math.imul(seed, 0x27d4eb2f) ^ 0x5bd1e995) >>> 0);
    // Ordered by kind, deleted records after the existing ones of their kind.
    let deletedMembers: Target[] = [];
    this.targets = pools.flatMap((pool) => {
      // Insights have no id of their own: they are found by their member's id.
      const idOf = (record: Values) => (pool.kind === 'insight' ? record.member_id : record.id) as string;
      const existing = pool.records.map((record) => ({ pool, id: idOf(record), label: labels.get(record) as string, record, deleted: false }));
      // A member's insight is deleted with it (§6.3.5): the deleted insights are the deleted members'.
      const gone =
        pool.kind === 'insight'
          ? deletedMembers.map((member) => ({ pool, id: member.id, label: member.label, record: rng.pick(pool.records), deleted: true }))
          : Array.from({ length: Math.max(1, Math.round(pool.records.length * DELETED_SHARE)) }, () => {
              const record = rng.pick(pool.records);
              return { pool, id: drawId(rng), label: labels.get(record) as string, record, deleted: true };
            });
      if (pool.kind === 'member') deletedMembers = gone;
      return [...existing, ...gone];
    });
    const name = (a: DemoDataset['accounts'][number]) => ({ id: a.id, name: `${a.first_name} ${a.last_name}` });
    this.admins = dataset.accounts.filter((a) => a.is_admin).map(name);
    this.editors = [...this.admins, ...dataset.accounts.slice(0, 200).map(name)];
    this.accountNames = new Map(dataset.accounts.map((a) => [a.id, `${a.first_name} ${a.last_name}`]));
    this.hotShare = this.targets.length === 0 ? 0 : Math.min(0.3, (HOT_RECORDS * HOT_ENTRIES_EACH) / Math.max(1, count));
  }

  private rngOf(index: number): Rng {
    return new Rng((Math.imul(this.seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
  }

  /** Who wrote the change: the system (5 %), else someone the kind allows (§6.3.5 `by_*`). */
  private editor(rng: Rng, target: Target): { id: string; name: string } | null {
    if (rng.chance(0.05)) return null;
    const self = target.record.account_id as string | undefined;
    if (target.pool.writers === 'self-or-admins' && self && rng.chance(0.6)) return { id: self, name: this.accountNames.get(self) ?? target.label };
    return rng.pick(target.pool.writers === 'anyone' ? this.editors : this.admins);
  }

  private changes(rng: Rng, target: Target, action: AuditEntry['action'], date: string): AuditChange[] {
    if (action === 'delete' || (target.deleted && PERSONAL_KINDS.has(target.pool.kind))) return [];
    const { pool, record } = target;
    // Creation: every field set, as `after` (2-data-model §2.2.11).
    if (action === 'create') return pool.fields.filter((field) => !isEmpty(record[field])).map((field) => ({ field, before: null, after: record[field] }));
    const changes: AuditChange[] = [];
    const wanted = rng.int(1, 3);
    for (const field of rng.shuffle(pool.fields)) {
      const change = changeOf(rng, pool, record, field);
      if (change) changes.push(change);
      if (changes.length >= wanted) break;
    }
    const active = changes.find((change) => change.field === 'is_active');
    if (active) {
      // Deactivating sets, and reactivating clears, the two server fields that go with it (§2.5.6).
      const off = active.after === false;
      const by = rng.chance(0.5) ? 'self' : 'admin';
      const since = off ? date : dateBetween(rng, '2016-01-01', date);
      changes.push({ field: 'last_active', before: off ? null : since, after: off ? since : null }, { field: 'deactivated_by', before: off ? null : by, after: off ? by : null });
    }
    return changes;
  }

  /** Entry `index` (0 ≤ index < count), the same for the same seed whatever order entries are asked in. */
  entry(index: number): AuditEntry {
    const rng = this.rngOf(index);
    const id = drawId(rng);
    const hot = rng.chance(this.hotShare);
    // The hot records are spread over the list, hence over kinds (it is ordered by kind).
    const hotIndex = () => Math.floor((rng.int(0, HOT_RECORDS - 1) * this.targets.length) / HOT_RECORDS);
    const target = this.targets[hot ? hotIndex() : rng.int(0, this.targets.length - 1)] as Target;
    // Only a record that no longer exists has a `delete` entry.
    const action = target.deleted && rng.chance(0.25) ? 'delete' : rng.chance(0.15) ? 'create' : 'update';
    const date = dateBetween(rng, '2016-01-01', REFERENCE_DATE);
    const time = `${String(rng.int(8, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}.000Z`;
    // The first sign-in binds the identity: an update by the account itself whose only change is identity_bound (§6.3.5).
    const binding = target.pool.kind === 'account' && action === 'update' && rng.chance(0.1);
    const editor = binding ? { id: target.id, name: target.label } : this.editor(rng, target);
    const changes = binding ? (target.deleted ? [] : [{ field: 'identity_bound', before: false, after: true }]) : this.changes(rng, target, action, date);
    return {
      id,
      record_key: `${target.pool.kind}:${target.id}`,
      record_kind: target.pool.kind,
      record_id: target.id,
      record_label: target.label,
      action,
      by_account_id: editor?.id ?? null,
      by_name: editor?.name ?? '',
      changes,
      created_at: `${date}T${time}`,
    };
  }

  /** Entry indexes in the order of their ids (for `--out`, whose files are sorted by id). */
  indexesById(): number[] {
    const ids = Array.from({ length: this.count }, (_, i) => drawId(this.rngOf(i)));
    return ids.map((_, i) => i).sort((a, b) => ((ids[a] as string) < (ids[b] as string) ? -1 : 1));
  }
}
