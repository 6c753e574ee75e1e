import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllDocuments } from '../../functions/src/data/bulk';
import { freshChangeMarkers } from '../../functions/src/data/demo-markers';
import { startCosmosServer, openLocalStore, type RunningCosmos } from '../local/local-cosmos';
import { danglingLinks } from '../../functions/src/domain/integrity-scan';
import { linkFieldsOfRecords, runGenerateData, type CommandIo } from './command';
import { generateNetwork } from './dataset';
import { loadNetwork, progressLabel } from './load';
import { parseOptions } from './options';
import { progressLine } from './report';

/**
 * `npm run generate-data` against a local Cosmos-protocol server started here (spec
 * 6-data-and-beyond §6.2.5 criteria 2 and 4): the loaded counts, the integrity scan, and the
 * refusals that write nothing. A reduced `--members` keeps the load within the test budget; the
 * small preset's own counts are checked without the store (generator.test.ts).
 */
let cosmos: RunningCosmos;
let endpoint: string;
const DATABASE = 'generate-data-test';
const ARGS = ['--preset', 'small', '--members', '20', '--database', DATABASE];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function io(env: NodeJS.ProcessEnv = { COSMOS_ENDPOINT: endpoint }) {
  const lines: string[] = [];
  const errors: string[] = [];
  const value: CommandIo = { env, log: (line) => lines.push(line), error: (line) => errors.push(line), root: '/nonexistent' };
  return { value, lines, errors };
}

async function stored(): Promise<{ id: string; kind: string; _etag?: string }[]> {
  const store = await openLocalStore(endpoint, DATABASE);
  const { resources } = await store.records.items.query<{ id: string; kind: string; _etag?: string }>('SELECT c.id, c.kind, c._etag FROM c').fetchAll();
  return resources.sort((a, b) => (a.id < b.id ? -1 : 1));
}

beforeAll(async () => {
  const port = await freePort();
  cosmos = await startCosmosServer(port);
  endpoint = cosmos.endpoint;
}, 30_000);

afterAll(async () => {
  await cosmos?.close();
});

describe('npm run generate-data into a local store (§6.2.4, §6.2.5)', () => {
  it('loads the counts asked for through the data layer, and the integrity scan finds nothing', async () => {
    const run = io();
    expect(await runGenerateData([...ARGS, '--audit-entries', '30'], run.value)).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.lines).toContain('Integrity scan: no dangling link.');
    const { dataset } = generateNetwork(parseOptions(ARGS).counts, 1);
    const kinds = new Map<string, number>();
    for (const doc of await stored()) kinds.set(doc.kind, (kinds.get(doc.kind) ?? 0) + 1);
    expect(Object.fromEntries(['account', 'member', 'insight', 'product', 'grant', 'event', 'supervision', 'organization', 'keyword', 'admin-set'].map((kind) => [kind, kinds.get(kind)]))).toEqual({
      'account': dataset.accounts.length,
      'member': dataset.members.length,
      'insight': dataset.members.length,
      'product': dataset.products.length,
      'grant': dataset.grants.length,
      'event': dataset.events.length,
      'supervision': dataset.supervisions.length,
      'organization': dataset.organizations.length,
      'keyword': dataset.keywords.length,
      'admin-set': 1,
    });
    const store = await openLocalStore(endpoint, DATABASE);
    const documents = await readAllDocuments(store.records);
    // A change marker in every partition that holds records (docs/adr/0033): they share one id.
    expect(new Set(documents.filter((doc) => doc.kind === 'change-marker').map((doc) => doc.pk))).toEqual(new Set(freshChangeMarkers().map((marker) => marker.pk)));
    // Stored as the API stores them: derived member names, member copies, spread creation dates.
    const product = documents.find((doc) => doc.kind === 'product' && (doc.member_author_ids as string[]).length > 0) as Record<string, unknown>;
    expect(Object.keys(product.member_refs as object)).toEqual(expect.arrayContaining(product.member_author_ids as string[]));
    expect(new Set(documents.filter((doc) => doc.kind === 'product').map((doc) => doc.created_at)).size).toBeGreaterThan(dataset.products.length / 2);
    // Audit entries go to the audit container, partitioned by record_key (docs/adr/0002).
    const { resources: audit } = await store.database.container('audit').items.query<{ record_key: string; record_kind: string; record_id: string }>('SELECT c.record_key, c.record_kind, c.record_id FROM c').fetchAll();
    expect(audit.length).toBe(30);
    expect(audit.every((entry) => entry.record_key === `${entry.record_kind}:${entry.record_id}`)).toBe(true);
  }, 60_000);

  it('the integrity scan reads the links it checks: a product naming a missing member is found', async () => {
    const store = await openLocalStore(endpoint, DATABASE);
    const product = { id: 'dangling-product', pk: 'product', kind: 'product', member_author_ids: ['no-such-member'], partner_ids: [], target_ids: [], topic_ids: [], member_refs: {} };
    await store.records.items.upsert(product);
    try {
      expect(danglingLinks(await linkFieldsOfRecords(store))).toEqual([{ kind: 'product', id: 'dangling-product', field: 'member_author_ids', target: 'no-such-member' }]);
    } finally {
      await store.records.item('dangling-product', 'product').delete();
    }
  });

  it('refuses a non-empty database without --replace and writes nothing', async () => {
    const before = await stored();
    const requests = cosmos.requestCount();
    const run = io();
    expect(await runGenerateData([...ARGS, '--seed', '2'], run.value)).toBe(1);
    expect(run.errors).toEqual([`The database ${DATABASE} is not empty. Use --replace to overwrite it.`]);
    expect(await stored()).toEqual(before);
    expect(cosmos.requestCount() - requests).toBeLessThan(10);
  }, 30_000);

  it('refuses an endpoint that is not a loopback address without --allow-remote, before connecting', async () => {
    const requests = cosmos.requestCount();
    const run = io({ COSMOS_ENDPOINT: 'https://portal.documents.azure.example:443/', COSMOS_CREDENTIAL: 'key', COSMOS_KEY: 'x' });
    expect(await runGenerateData(ARGS, run.value)).toBe(1);
    expect(run.errors).toEqual(['The endpoint https://portal.documents.azure.example:443/ is not a loopback address. Use --allow-remote to write to it.']);
    expect(cosmos.requestCount()).toBe(requests);
  });

  it('replaces the database with --replace', async () => {
    const before = new Set((await stored()).map((doc) => doc.id));
    const run = io();
    expect(await runGenerateData([...ARGS, '--seed', '3', '--replace', '--skip-check'], run.value)).toBe(0);
    expect(run.lines).toContain('Integrity scan skipped (--skip-check).');
    const after = await stored();
    expect(after.filter((doc) => doc.kind === 'member' && before.has(doc.id))).toEqual([]);
    expect(after.filter((doc) => doc.kind === 'member').length).toBe(20);
  }, 60_000);

  it('refuses bad options with exit code 1 and a clear message', async () => {
    for (const [args, message] of [
      [['--members', '0'], '--members must be from 1 to 100,000, not 0.'],
      [['--members', '100001'], '--members must be from 1 to 100,000, not 100001.'],
      [['--products', 'many'], '--products must be an integer, not "many".'],
      [['--preset', 'huge'], '--preset must be small or large, not huge.'],
      [['--colour'], 'Unknown option --colour.'],
    ] as const) {
      const run = io();
      expect(await runGenerateData(args, run.value)).toBe(1);
      expect(run.errors[0]).toBe(message);
    }
  });
});

describe('progress line (§6.2.1)', () => {
  it('has the spec form', () => {
    expect(progressLine('Products', 23_000, 50_000, 23_000 / 1_850)).toBe('Products: 23,000 / 50,000 (46 %), 1,850 records/s');
    expect(progressLabel(['organizations', 'products'])).toBe('Organizations and products');
    expect(progressLabel(['reference entries', 'keywords', 'accounts'])).toBe('Reference entries, keywords and accounts');
    expect(progressLabel(['grants'])).toBe('Grants');
  });

  it('each line names every kind whose records it counts, small kinds held back included', async () => {
    const { dataset } = generateNetwork(parseOptions(['--preset', 'small', '--members', '20']).counts, 5);
    const store = await openLocalStore(endpoint, 'generate-data-progress-test');
    const lines: { label: string; total: number; done: number }[] = [];
    const progress = {
      start: (label: string, total: number) => lines.push({ label, total, done: 0 }),
      add: (records: number) => {
        (lines[lines.length - 1] as { done: number }).done += records;
      },
    };
    // Batches of at least 150 documents: 20 members make a few batches of several kinds each.
    await loadNetwork(store, dataset, null, progress, 150);
    const lists = Object.values(dataset.referenceLists).flat().length;
    const counts: Record<string, number> = {
      'reference entries': lists, 'keywords': dataset.keywords.length, 'accounts': dataset.accounts.length, 'members': dataset.members.length, 'insights': dataset.insights.length,
      'organizations': dataset.organizations.length, 'products': dataset.products.length, 'grants': dataset.grants.length, 'events': dataset.events.length, 'supervisions': dataset.supervisions.length,
    };
    // Every batch counts exactly the records of the kinds its label names, and every record is counted once.
    const named = lines.map((line) => line.label.toLowerCase().replace(' and ', ', ').split(', '));
    expect(named.flat()).toEqual(Object.keys(counts));
    expect(lines.length).toBeGreaterThan(2);
    for (const [i, line] of lines.entries()) {
      expect(line.total).toBe((named[i] as string[]).reduce((sum, noun) => sum + (counts[noun] ?? NaN), 0));
      expect(line.done).toBe(line.total);
    }
  }, 30_000);
});
