import type { DemoDataset } from '@portal/common/demo/types';

/**
 * The leak scanner of spec 2-data-model §2.4.12 (spec 1-roles-and-identity §1.7.1), shared by the
 * scan of the demo data (public-leaks.test.ts) and of a generated network
 * (generated-network-leaks.test.ts).
 */
const FORBIDDEN_KEYS = [
  'login_email', 'identity', 'tid', 'oid', 'identity_bound', 'is_admin', 'last_login', 'account_id', 'updated_by',
  'address', 'city', 'province', 'country', 'postal_code', 'mobile_phone', 'date_joined', 'last_active',
  'deactivated_by', 'insight', 'interview_date', 'about_member', 'about_promotions', 'dream', 'how_can_we_help',
  'admin_notes', 'other_notes', 'internal_notes', 'contact_name', 'contact_email', 'contact_phone', 'partnerships',
  'description_en', 'description_fr', 'on_going', 'peer_reviewed', 'record_kind', 'by_account_id', 'by_name', 'changes',
  'member_refs', 'pk', 'kind', 'amount_cents', 'created_at', 'updated_at',
];

const REFERENCE_SHAPES: Record<string, string[]> = {
  member: ['id', 'first_name', 'last_name', 'is_active'],
  organization: ['id', 'name_en', 'name_fr'],
  product: ['id', 'title_en', 'title_fr'],
  grant: ['id', 'title'],
  event: ['id', 'name_en', 'name_fr', 'start_date'],
  keyword: ['id', 'name_en', 'name_fr'],
  entry: ['id', 'name_en', 'name_fr', 'retired'],
};

const REFERENCE_KEYS: Record<string, keyof typeof REFERENCE_SHAPES> = {
  members: 'member', member_authors: 'member', investigator_members: 'member', involved_members: 'member',
  trainee_members: 'member', principal_supervisors: 'member', co_supervisors: 'member', committee_members: 'member',
  partners: 'organization', products: 'product', resulting_products: 'product', resulting_grants: 'grant',
  events: 'event', previous_events: 'event', next_events: 'event', keywords: 'keyword',
  faculty: 'entry', member_type: 'entry', scope: 'entry', type: 'entry', product_type: 'entry', targets: 'entry',
  status: 'entry', source: 'entry', topic: 'entry', topics: 'entry', event_type: 'entry', level: 'entry',
};

const EMAIL = /[^\s@"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/;

export interface Answer {
  path: string;
  kind: string;
  body: unknown;
}

/** Forbidden keys, misplaced notes, extra reference fields and stray e-mail addresses in one answer. */
export function problemsIn(answer: Answer): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string, key: string | null, depth: number) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`, key, depth));
      return;
    }
    if (typeof value === 'string') {
      if (EMAIL.test(value) && key !== 'work_email' && !['about_me_en', 'about_me_fr', 'description', 'note', 'all_author', 'all_investigator'].includes(key ?? '')) {
        found.push(`${path}: an e-mail address outside work_email`);
      }
      return;
    }
    if (!value || typeof value !== 'object') return;
    const shape = key ? REFERENCE_KEYS[key] : undefined;
    if (shape && depth > 0) {
      const keys = Object.keys(value).sort();
      const expected = [...(REFERENCE_SHAPES[shape] ?? [])].sort();
      if (JSON.stringify(keys) !== JSON.stringify(expected)) found.push(`${path}: ${shape} reference with fields ${keys.join(',')}`);
    }
    for (const [child, childValue] of Object.entries(value)) {
      // A usage count names the record kind it counts (spec 3-api §3.16.1): not the stored `kind`.
      const usageKind = child === 'kind' && key === 'by_kind';
      if (FORBIDDEN_KEYS.includes(child) && !usageKind) found.push(`${path}.${child}: forbidden key`);
      if (child === 'note' && !(depth === 0 && ['product-detail', 'event-list', 'event-detail'].includes(answer.kind))) {
        found.push(`${path}.note: a note outside a product or event`);
      }
      if (answer.kind.startsWith('product') && (child === 'topics' || child === 'topic_ids')) found.push(`${path}.${child}: product topics`);
      if (answer.kind.startsWith('partner') && child === 'members' && depth === 0) found.push(`${path}.members on an organization`);
      if (answer.kind.startsWith('member') && depth === 0 && ['grants', 'supervisions', 'events'].includes(child)) found.push(`${path}.${child} on a member`);
      visit(childValue, `${path}.${child}`, child, depth + 1);
    }
  };
  const top = Array.isArray(answer.body) ? answer.body : [answer.body];
  top.forEach((item, index) => visit(item, `${answer.path}[${index}]`, null, 0));
  return found;
}

/** The private values of a dataset that no public answer may contain. */
export function privateValues(dataset: DemoDataset): string[] {
  const values: (string | null)[] = [];
  for (const account of dataset.accounts) values.push(account.login_email);
  for (const member of dataset.members) values.push(member.mobile_phone, member.address, member.postal_code);
  for (const insight of dataset.insights) values.push(insight.about_member, insight.admin_notes, insight.dream, insight.how_can_we_help, insight.other_notes);
  for (const organization of dataset.organizations) values.push(organization.contact_name, organization.contact_email, organization.contact_phone, organization.internal_notes);
  for (const grant of dataset.grants) values.push(grant.note);
  for (const supervision of dataset.supervisions) values.push(supervision.note);
  for (const member of dataset.members) for (const entry of member.partnerships) values.push(entry.description_en, entry.description_fr);
  return values.filter((value): value is string => typeof value === 'string' && value.length >= 8);
}

/** Every public list, and the public detail of every record of `dataset`: [route, answer kind]. */
export function publicRoutes(dataset: DemoDataset): { lists: [string, string][]; details: [string, string][] } {
  const lists: [string, string][] = [
    ['all-members', 'member-list'], ['all-partners', 'partner-list'], ['all-organizations', 'partner-list'],
    ['all-products', 'product-list'], ['all-product-titles', 'product-titles'], ['all-authors', 'authors'],
    ['all-grants', 'grant-list'], ['all-events', 'event-list'], ['all-supervisions', 'supervision-list'],
    ['all-keywords', 'keywords'], ['stats/counts', 'counts'],
    ...['faculties', 'member-types', 'org-types', 'org-scopes', 'product-types', 'event-types', 'sources', 'statuses', 'levels', 'targets', 'topics'].map(
      (list): [string, string] => [`all-${list}`, 'reference-list'],
    ),
  ];
  const details: [string, string][] = [
    ...dataset.members.map((m): [string, string] => [`member/${m.id}/public`, 'member-detail']),
    ...dataset.organizations.map((o): [string, string] => [`partner/${o.id}/public`, 'partner-detail']),
    ...dataset.products.map((p): [string, string] => [`product/${p.id}/public`, 'product-detail']),
    ...dataset.grants.map((g): [string, string] => [`grant/${g.id}/public`, 'grant-detail']),
    ...dataset.events.map((e): [string, string] => [`event/${e.id}/public`, 'event-detail']),
    ...dataset.supervisions.map((s): [string, string] => [`supervision/${s.id}/public`, 'supervision-detail']),
  ];
  return { lists, details };
}
