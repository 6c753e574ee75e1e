import { Rng } from '@portal/common/demo/random';
import type { DemoDataset, ReferenceListName } from '@portal/common/demo/types';
import { REFERENCE_DATE } from './catalog';
import { dateBetween, drawId } from './draw';

/**
 * Audit entries (spec 2-data-model §2.2.11, spec 6-data-and-beyond §6.2.3), stored in the `audit`
 * container under the partition key `record_key` = `<kind>:<id>` (docs/adr/0002). The store layer
 * writes none yet, so the generator builds them in that section's shape. Each entry is drawn from
 * its own generator (seed and index), so a million entries never sit in memory together.
 */
export interface AuditEntry {
  id: string;
  record_key: string;
  record_kind: string;
  record_id: string;
  record_label: string;
  action: 'create' | 'update' | 'delete';
  by_account_id: string | null;
  by_name: string;
  changes: { field: string; before: unknown; after: unknown }[];
  created_at: string;
}

const LIST_KINDS: Readonly<Record<ReferenceListName, string>> = {
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

interface Target {
  kind: string;
  id: string;
  label: string;
  fields: readonly string[];
}

const FIELDS: Readonly<Record<string, readonly string[]>> = {
  account: ['first_name', 'last_name', 'login_email', 'is_admin'],
  member: ['faculty_id', 'work_phone', 'about_me_en', 'keyword_ids', 'website_link'],
  insight: ['interview_date', 'admin_notes', 'dream'],
  keyword: ['name_en', 'name_fr'],
  organization: ['description', 'type_id', 'contact_name'],
  product: ['title_en', 'title_fr', 'all_author', 'member_author_ids', 'doi', 'topic_ids'],
  grant: ['title', 'status_id', 'amount', 'obtained_date', 'involved_member_ids'],
  event: ['name_en', 'start_date', 'member_ids', 'previous_event_ids'],
  supervision: ['end_date', 'co_supervisor_ids', 'note'],
  reference: ['name_en', 'name_fr', 'retired'],
};

function targetsOf(dataset: DemoDataset): Target[] {
  const targets: Target[] = [];
  const add = (kind: string, id: string, label: string | null, fields: string) => targets.push({ kind, id, label: (label ?? id).slice(0, 500), fields: FIELDS[fields] ?? [] });
  for (const [list, entries] of Object.entries(dataset.referenceLists)) for (const e of entries) add(LIST_KINDS[list as ReferenceListName], e.id, e.name_en, 'reference');
  for (const k of dataset.keywords) add('keyword', k.id, k.name_en ?? k.name_fr, 'keyword');
  for (const a of dataset.accounts) add('account', a.id, `${a.first_name} ${a.last_name}`, 'account');
  const names = new Map(dataset.accounts.map((a) => [a.id, `${a.first_name} ${a.last_name}`]));
  for (const m of dataset.members) add('member', m.id, names.get(m.account_id) ?? null, 'member');

  for (const o of dataset.organizations) add('organization', o.id, o.name_en ?? o.name_fr, 'organization');
  for (const p of dataset.products) add('product', p.id, p.title_en ?? p.title_fr, 'product');
  for (const g of dataset.grants) add('grant', g.id, g.title, 'grant');
  for (const e of dataset.events) add('event', e.id, e.name_en ?? e.name_fr, 'event');
  for (const s of dataset.supervisions) add('supervision', s.id, `${s.first_name} ${s.last_name}`, 'supervision');
  return targets;
}

/** Hot records: 20 records share enough entries to hold several hundred each (§6.2.3 "skewed law"). */
const HOT_RECORDS = 20;
const HOT_ENTRIES_EACH = 400;

export class AuditGenerator {
  private readonly targets: Target[];
  private readonly editors: { id: string; name: string }[];
  private readonly hotShare: number;

  constructor(
    dataset: DemoDataset,
    private readonly seed: number,
    readonly count: number,
  ) {
    // Insights have no id of their own: they are listed by member id.
    const memberAccount = new Map(dataset.members.map((m) => [m.id, m.account_id]));
    const names = new Map(dataset.accounts.map((a) => [a.id, `${a.first_name} ${a.last_name}`]));
    this.targets = targetsOf(dataset);
    for (const insight of dataset.insights) this.targets.push({ kind: 'insight', id: insight.member_id, label: names.get(memberAccount.get(insight.member_id) ?? '') ?? insight.member_id, fields: FIELDS.insight ?? [] });
    const admins = dataset.accounts.filter((a) => a.is_admin);
    this.editors = [...admins, ...dataset.accounts.slice(0, 200)].map((a) => ({ id: a.id, name: `${a.first_name} ${a.last_name}` }));
    this.hotShare = this.targets.length === 0 ? 0 : Math.min(0.3, (HOT_RECORDS * HOT_ENTRIES_EACH) / Math.max(1, count));
  }

  /** Entry `index` (0 ≤ index < count), the same for the same seed whatever order entries are asked in. */
  entry(index: number): AuditEntry {
    const rng = new Rng((Math.imul(this.seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
    const id = drawId(rng);
    const hot = rng.chance(this.hotShare);
    // The hot records are spread over the list, hence over kinds (it is ordered by kind).
    const hotIndex = () => Math.floor((rng.int(0, HOT_RECORDS - 1) * this.targets.length) / HOT_RECORDS);
    const target = this.targets[hot ? hotIndex() : rng.int(0, this.targets.length - 1)] as Target;
    const action = rng.chance(0.15) ? 'create' : rng.chance(0.02) ? 'delete' : 'update';
    const editor = rng.chance(0.05) ? null : rng.pick(this.editors);
    const fields = action === 'delete' ? [] : action === 'create' ? [...target.fields] : rng.sample(target.fields, rng.int(1, Math.min(3, target.fields.length)));
    const changes = fields.map((field) => ({
      field,
      before: action === 'create' ? null : `${field} before (${rng.int(1, 999)})`,
      after: field.endsWith('_ids') ? [drawId(rng)] : `${field} after (${rng.int(1, 999)})`,
    }));
    const date = dateBetween(rng, '2016-01-01', REFERENCE_DATE);
    const time = `${String(rng.int(8, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}.000Z`;
    return {
      id,
      record_key: `${target.kind}:${target.id}`,
      record_kind: target.kind,
      record_id: target.id,
      record_label: target.label,
      action,
      by_account_id: editor?.id ?? null,
      by_name: editor?.name ?? 'System',
      changes,
      created_at: `${date}T${time}`,
    };
  }

  /** Entry indexes in the order of their ids (for `--out`, whose files are sorted by id). */
  indexesById(): number[] {
    const ids = Array.from({ length: this.count }, (_, i) => drawId(new Rng((Math.imul(this.seed, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0)));
    return ids.map((_, i) => i).sort((a, b) => ((ids[a] as string) < (ids[b] as string) ? -1 : 1));
  }
}
