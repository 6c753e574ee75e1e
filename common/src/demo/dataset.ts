import { buildMembers } from './members';
import { buildOrganizations } from './organizations';
import { buildAccounts } from './people';
import { buildProducts } from './products';
import { DEMO_SEED, Rng } from './random';
import { buildEvents, buildGrants, buildSupervisions } from './records';
import { buildKeywords, buildReferenceLists } from './reference-lists';
import type { DemoDataset } from './types';

/**
 * The demo dataset of spec 6-data-and-beyond §6.1, built fresh on every call. Generated parts
 * come from one generator seeded with 20260105, drawn in the order of §6.1.2: reference lists,
 * keywords, accounts, members, partners, products, grants, events, supervisions.
 */
export function buildDemoDataset(): DemoDataset {
  const rng = new Rng(DEMO_SEED);
  const referenceLists = buildReferenceLists();
  const keywords = buildKeywords();
  const accounts = buildAccounts();
  const { members, insights } = buildMembers(rng, keywords);
  const organizations = buildOrganizations(rng);
  const products = buildProducts(rng, referenceLists.targets, referenceLists.topics);
  const grants = buildGrants(rng);
  const topicNames = new Map(referenceLists.topics.map((t) => [t.id, t.name_en]));
  const events = buildEvents(rng, topicNames);
  const supervisions = buildSupervisions(rng);
  return { referenceLists, keywords, accounts, members, insights, organizations, products, grants, events, supervisions };
}

/** The line that loading and `npm run reset-data` print (§6.1.1). */
export function demoSummaryLine(d: DemoDataset): string {
  const entries = Object.values(d.referenceLists).reduce((sum, list) => sum + list.length, 0);
  return (
    `Demo data loaded: ${d.accounts.length} accounts, ${d.members.length} members, ` +
    `${d.products.length} products, ${d.organizations.length} partners, ${d.grants.length} grants, ` +
    `${d.events.length} events, ${d.supervisions.length} supervisions, ${d.keywords.length} keywords, ` +
    `${entries} reference-list entries.`
  );
}
