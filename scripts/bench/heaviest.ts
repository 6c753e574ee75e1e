import type { Container } from '@azure/cosmos';

/**
 * The records the bench reads details of, chosen from the data rather than by fixed ids, so that
 * the figures are those of the worst case the dataset holds (spec 2-data-model §2.6.4 sizes are
 * "up to"): the member linked to most records, the product with most member authors, and so on.
 */
export interface Heaviest {
  admin: { accountId: string; email: string };
  member: { id: string; links: number };
  product: { id: string; links: number };
  grant: { id: string; links: number };
  event: { id: string; links: number };
  supervision: { id: string; links: number };
  partner: { id: string; links: number };
}

interface Linked {
  id: string;
  member_refs?: Record<string, unknown>;
  partner_ids?: string[];
}

/** The key with the highest count (ties: the smallest key, so the choice is stable). */
export function mostCounted(counts: ReadonlyMap<string, number>): { id: string; links: number } {
  let best = { id: '', links: -1 };
  for (const [id, links] of counts) if (links > best.links || (links === best.links && id < best.id)) best = { id, links };
  if (best.links < 0) throw new Error('The bench database holds no such record');
  return best;
}

/** Counts how often each id occurs in the given lists. */
export function countIds(lists: Iterable<readonly string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ids of lists) for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

async function linked(records: Container, pk: string): Promise<Linked[]> {
  const { resources } = await records.items
    .query<Linked>({ query: 'SELECT c.id, c.member_refs, c.partner_ids FROM c WHERE c.pk = @pk', parameters: [{ name: '@pk', value: pk }] }, { partitionKey: pk })
    .fetchAll();
  return resources;
}

const memberIds = (record: Linked) => Object.keys(record.member_refs ?? {});
const largest = (records: readonly Linked[]) => mostCounted(new Map(records.map((record) => [record.id, memberIds(record).length])));

/** Prefers the demo administrator when the data holds it, else the first administrator by e-mail. */
export const PREFERRED_ADMIN = 'admin@aurora-network.example';

export async function findHeaviest(records: Container): Promise<Heaviest> {
  const [products, grants, events, supervisions] = await Promise.all(['product', 'grant', 'event', 'supervision'].map((pk) => linked(records, pk)));
  const all = [products, grants, events, supervisions].flatMap((list) => list ?? []);
  const { resources: admins } = await records.items
    .query<{ id: string; login_email: string }>(
      { query: 'SELECT c.id, c.login_email FROM c WHERE c.pk = @pk AND c.is_admin = true', parameters: [{ name: '@pk', value: 'account' }] },
      { partitionKey: 'account' },
    )
    .fetchAll();
  const admin = admins.find((account) => account.login_email === PREFERRED_ADMIN) ?? [...admins].sort((a, b) => a.login_email.localeCompare(b.login_email))[0];
  if (!admin) throw new Error('The bench database holds no administrator');
  return {
    admin: { accountId: admin.id, email: admin.login_email },
    member: mostCounted(countIds(all.map(memberIds))),
    product: largest(products ?? []),
    grant: largest(grants ?? []),
    event: largest(events ?? []),
    supervision: largest(supervisions ?? []),
    partner: mostCounted(countIds([...(products ?? []), ...(events ?? [])].map((record) => record.partner_ids ?? []))),
  };
}
