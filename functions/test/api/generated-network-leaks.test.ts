import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoDataset } from '@portal/common/demo/types';
import { runGenerateData } from '../../../scripts/generate-data/command';
import { generateNetwork } from '../../../scripts/generate-data/dataset';
import { parseOptions } from '../../../scripts/generate-data/options';
import { loadDemoData } from '../../../scripts/local/demo-data';
import { openLocalStore } from '../../../scripts/local/local-cosmos';
import { problemsIn, privateValues, publicRoutes, type Answer } from './leak-scan';
import { api } from './support';

/**
 * The public-answer leak scan of spec 1-roles-and-identity §1.7.1 on a generated network (spec
 * 6-data-and-beyond §6.2.5 criterion 2): the test database is replaced by a network generated
 * with the small preset's ratios and 30 members (every kind, and the limits records: every text
 * at its maximum length, every list as full as 30 members allow). Every public list is scanned,
 * and the public detail of the 5 largest records of each kind (the limits records among them);
 * then the demo data is loaded back for the files that follow. The full small preset (3,000
 * products, every detail) would cost about a minute of the test budget for the same code paths.
 */
const DETAILS_PER_KIND = 5;
const ARGS = ['--preset', 'small', '--members', '30', '--seed', '13', '--replace'];
const answers: Answer[] = [];
let dataset: DemoDataset;

/** Every list, and the details of the largest records of each kind. */
function sampledRoutes(network: DemoDataset): ReturnType<typeof publicRoutes> {
  const largest = (records: readonly { id: string }[]) =>
    [...records]
      .sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)
      .slice(0, DETAILS_PER_KIND)
      .map((record) => record.id);
  const chosen = new Set([network.members, network.organizations, network.products, network.grants, network.events, network.supervisions].flatMap(largest));
  const { lists, details } = publicRoutes(network);
  return { lists, details: details.filter(([route]) => chosen.has(route.split('/')[1] ?? '')) };
}

function environment(): { endpoint: string; database: string } {
  const endpoint = process.env.PORTAL_TEST_COSMOS_ENDPOINT;
  const database = process.env.PORTAL_TEST_DATABASE;
  if (!endpoint || !database) throw new Error('PORTAL_TEST_COSMOS_ENDPOINT and PORTAL_TEST_DATABASE are not set');
  return { endpoint, database };
}

beforeAll(async () => {
  const { endpoint, database } = environment();
  const errors: string[] = [];
  const code = await runGenerateData([...ARGS, '--database', database], { env: { COSMOS_ENDPOINT: endpoint }, log: () => undefined, error: (line) => errors.push(line), root: '/nonexistent' });
  expect({ code, errors }).toEqual({ code: 0, errors: [] });
  dataset = generateNetwork(parseOptions(ARGS).counts, 13).dataset;
  const { lists, details } = sampledRoutes(dataset);
  for (const [route, kind] of [...lists, ...details]) {
    const response = await api(`/api/${route}`);
    if (response.status === 200) answers.push({ path: route, kind, body: await response.json() });
  }
});

afterAll(async () => {
  const { endpoint, database } = environment();
  await loadDemoData(await openLocalStore(endpoint, database));
});

describe('no private data in the public answers of a generated network (§6.2.5 criterion 2)', () => {
  it('reads every public list and the public detail of the largest records of each kind', () => {
    const { lists, details } = sampledRoutes(dataset);
    expect(details.length).toBe(6 * DETAILS_PER_KIND);
    expect(answers.length).toBe(lists.length + details.length);
    const members = answers.find((answer) => answer.path === 'all-members')?.body as unknown[];
    expect(members.length).toBe(dataset.members.filter((member) => member.is_active).length);
  });

  it('finds no forbidden key, misplaced note, extra reference field or stray e-mail address', () => {
    expect(answers.flatMap(problemsIn)).toEqual([]);
  });

  it("finds none of the generated network's private values", () => {
    const text = JSON.stringify(answers.map((answer) => answer.body));
    const leaked = privateValues(dataset).filter((value) => text.includes(JSON.stringify(value).slice(1, -1)));
    expect(leaked).toEqual([]);
  });
});
