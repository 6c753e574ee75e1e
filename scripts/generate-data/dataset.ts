import { Rng } from '@portal/common/demo/random';
import type { PersonName } from '@portal/common/demo/authors';
import type { AccountInput, DemoDataset } from '@portal/common/demo/types';
import { buildCatalogKeywords, buildCatalogLists, buildOrganizations } from './catalog';
import { applyLimits } from './limits';
import type { Counts } from './options';
import { addPartnerships, buildAccounts, buildMembers } from './people';
import { buildEvents, buildGrants, buildProducts, buildSupervisions } from './works';

export interface GeneratedNetwork {
  dataset: DemoDataset;
  /** admin@'s member: the heaviest member (spec 6-data-and-beyond §6.2.2). */
  heaviestMemberId: string;
}

/**
 * A generated network in the demo dataset's shape (spec 6-data-and-beyond §6.2), so that it is
 * validated and stored exactly like the demo. Drawn from one generator seeded with `seed`, in a
 * fixed order: reference lists, keywords, accounts, members, organizations, products, grants,
 * events, supervisions, then the limits.
 */
export function generateNetwork(counts: Counts, seed: number): GeneratedNetwork {
  const rng = new Rng(seed);
  const referenceLists = buildCatalogLists(rng, counts.referenceEntries);
  const keywords = buildCatalogKeywords(rng, counts.keywords);
  const catalog = { referenceLists, keywords };
  const { accounts, memberAccounts } = buildAccounts(rng, counts);
  const { members, insights } = buildMembers(rng, memberAccounts, catalog);
  const organizations = buildOrganizations(rng, counts.organizations, referenceLists);
  const organizationIds = organizations.map((organization) => organization.id);
  addPartnerships(rng, members, organizationIds);
  const accountsById = new Map(accounts.map((account) => [account.id, account]));
  const accountsByMember = new Map(members.map((member) => [member.id, accountsById.get(member.account_id) as AccountInput]));
  const names = new Map<string, PersonName>([...accountsByMember].map(([id, account]) => [id, { given: account.first_name, family: account.last_name }]));
  const heaviest = members[0]?.id as string;
  const context = { rng, catalog, members, names, organizationIds, heaviest };
  const products = buildProducts(context, counts.products);
  const grants = buildGrants(context, counts.grants);
  const events = buildEvents(context, counts.events, products, grants);
  const supervisions = buildSupervisions(context, counts.supervisions, accountsByMember);
  const dataset: DemoDataset = { referenceLists, keywords, accounts, members, insights, organizations, products, grants, events, supervisions };
  applyLimits(rng, dataset, heaviest);
  return { dataset, heaviestMemberId: heaviest };
}
