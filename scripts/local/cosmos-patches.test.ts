import type { AddressInfo } from 'node:net';
import { CosmosClient, type Container } from '@azure/cosmos';
import { createHttpServer } from '@vercel/cosmosdb-server';
import * as queryModule from '@zeit/cosmosdb-query';
import * as helpers from '@zeit/cosmosdb-query/lib/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_COSMOS_KEY } from './settings';

/**
 * The behaviours that patches/ adds to the local Cosmos-protocol server and its query engine
 * (docs/adr/0032-local-store-at-scale.md). Each test fails on the unpatched packages.
 */

type Compile = (sql: string) => { exec(documents: object[], options?: object): { result: unknown[] } };
// The package is CommonJS with an `exports.default`: its default export arrives once or twice wrapped.
const imported = queryModule as unknown as { default: Compile | { default: Compile } };
const compile: Compile = typeof imported.default === 'function' ? imported.default : imported.default.default;

/**
 * Counts the steps of array iterators while `run` runs: spreading an array (`[...a, x]`) steps
 * through every element, so an accumulator spread once per document costs N²/2 steps.
 */
function arrayIteratorSteps(run: () => void): number {
  const prototype = Object.getPrototypeOf([][Symbol.iterator]()) as { next: (...args: unknown[]) => unknown };
  const next = prototype.next;
  let steps = 0;
  prototype.next = function counted(this: unknown, ...args: unknown[]) {
    steps += 1;
    return next.apply(this, args);
  };
  try {
    run();
  } finally {
    prototype.next = next;
  }
  return steps;
}

function documents(count: number): { id: string; _rid: string; n: number; tags: string[] }[] {
  return Array.from({ length: count }, (_, i) => ({ id: `d${i}`, _rid: `r${String(i).padStart(6, '0')}`, n: i, tags: [`t${i % 3}`] }));
}

describe('the query engine (@zeit/cosmosdb-query patch)', () => {
  const N = 1_000;

  it('reads FROM c in work linear in the collection, with every document in the result', () => {
    const query = compile('SELECT c.id FROM c WHERE c.n >= 0');
    let result: unknown[] = [];
    const steps = arrayIteratorSteps(() => {
      result = query.exec(documents(N)).result;
    });
    expect(result).toEqual(documents(N).map(({ id }) => ({ id })));
    // Unpatched: about N²/2 = 500,000 steps.
    expect(steps).toBeLessThan(20 * N);
  });

  it('joins in work linear in the collection, one row per element', () => {
    const query = compile('SELECT c.id, t FROM c JOIN t IN c.tags');
    let result: unknown[] = [];
    const steps = arrayIteratorSteps(() => {
      result = query.exec(documents(N)).result;
    });
    expect(result).toEqual(documents(N).map(({ id, tags }) => ({ id, t: tags[0] })));
    expect(steps).toBeLessThan(20 * N);
  });

  it('strips undefined from results as before, in work linear in their length', () => {
    const long = Array.from({ length: N }, (_, i) => (i % 2 ? undefined : { a: i, b: undefined, c: [1, undefined, 2] }));
    let stripped: unknown;
    const steps = arrayIteratorSteps(() => {
      stripped = helpers.stripUndefined(long);
    });
    expect(stripped).toEqual(Array.from({ length: N / 2 }, (_, i) => ({ a: 2 * i, c: [1, 2] })));
    expect(Object.keys((stripped as object[])[0] as object)).toEqual(['a', 'c']);
    expect(steps).toBeLessThan(20 * N);
  });

  it('answers with the documents\' own values when there is nothing to strip, instead of a deep copy of every result', () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({ id: `d${i}`, _rid: `r${i}`, refs: { m: { first_name: 'Zoé', n: i } }, tags: ['x', 'y'] }));
    const { result } = compile('SELECT c.id, c.refs, c.tags, c.missing FROM c').exec(rows);
    expect(result).toEqual(rows.map(({ id, refs, tags }) => ({ id, refs, tags })));
    const first = result[0] as { refs: unknown; tags: unknown };
    // The projected field that is missing is still left out ...
    expect(Object.keys(first)).toEqual(['id', 'refs', 'tags']);
    // ... but the values read from the document are the document's (unpatched: copies).
    expect(first.refs).toBe(rows[0]?.refs);
    expect(first.tags).toBe(rows[0]?.tags);
    expect(compile('SELECT * FROM c').exec(rows).result[2]).toBe(rows[2]);
  });

  it('copies only the arrays and objects on the way to an undefined, and never changes its input', () => {
    const clean = { a: [1, { b: 'c' }] };
    expect(helpers.stripUndefined(clean)).toBe(clean);
    const input = { x: clean, y: { z: undefined, w: 1 }, list: [clean, undefined, 2] };
    const stripped = helpers.stripUndefined(input) as typeof input;
    expect(stripped).toEqual({ x: clean, y: { w: 1 }, list: [clean, 2] });
    expect(Object.keys(stripped)).toEqual(['x', 'y', 'list']);
    expect(stripped.x).toBe(clean);
    expect(stripped.list[0]).toBe(clean);
    expect(input).toEqual({ x: clean, y: { z: undefined, w: 1 }, list: [clean, undefined, 2] });
    expect(Object.keys(input.y)).toEqual(['z', 'w']);
  });

  it('reads the ORDER BY value of each document once, and orders as before (ties by _rid, descending, missing values dropped)', () => {
    let reads = 0;
    const rows = Array.from({ length: N }, (_, i) => {
      const row: Record<string, unknown> = { id: `d${i}`, _rid: `r${String(N - i).padStart(6, '0')}` };
      Object.defineProperty(row, 'rank', {
        enumerable: true,
        get: () => {
          reads += 1;
          return i === 7 ? undefined : i % 10;
        },
      });
      return row;
    });
    const { result } = compile('SELECT c.id FROM c ORDER BY c.rank DESC').exec(rows);
    // Within a rank, ties go by _rid, ascending even under DESC: _rid falls as i grows.
    const expected = rows
      .map((_, i) => i)
      .filter((i) => i !== 7)
      .sort((a, b) => (b % 10) - (a % 10) || b - a)
      .map((i) => ({ id: `d${i}` }));
    expect(result).toEqual(expected);
    // Once per document. Unpatched: read at every comparison, about 2·N·log2(N) = 20,000 times
    // (and once more per document to drop those without a value).
    expect(reads).toBeLessThanOrEqual(N);
  });

  it('orders by two keys as before (a missing value first ascending, last descending, none dropped)', () => {
    const rows = [
      { id: 'a', _rid: 'r1', x: 1, y: 2 },
      { id: 'b', _rid: 'r2', x: 0, y: 5 },
      { id: 'c', _rid: 'r3', x: 1 },
      { id: 'd', _rid: 'r4', y: 9 },
      { id: 'e', _rid: 'r5', x: 1, y: 7 },
      { id: 'f', _rid: 'r6', x: 0, y: 5 },
    ];
    const { result } = compile('SELECT c.id FROM c ORDER BY c.x, c.y DESC').exec(rows);
    expect(result.map((row) => (row as { id: string }).id)).toEqual(['d', 'b', 'f', 'e', 'a', 'c']);
  });
});

describe('the local Cosmos server (@vercel/cosmosdb-server patch)', () => {
  const server = createHttpServer();
  let endpoint = '';
  let container: Container;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = new CosmosClient({ endpoint, key: LOCAL_COSMOS_KEY, connectionPolicy: { enableEndpointDiscovery: false } });
    const { database } = await client.databases.createIfNotExists({ id: 'patches' });
    ({ container } = await database.containers.createIfNotExists({ id: 'records', partitionKey: { paths: ['/pk'] } }));
    const items = [
      ...Array.from({ length: 5 }, (_, i) => ({ id: `a${i}`, pk: 'a', n: i })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: `b${i}`, pk: 'b', n: i })),
      { id: 'shared', pk: 'a', n: 100 },
      { id: 'shared', pk: 'b', n: 200 },
    ];
    for (const item of items) await container.items.create(item);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function ids(query: string, partitionKey?: string): Promise<string[]> {
    const { resources } = await container.items.query<{ id: string; pk: string }>(query, partitionKey === undefined ? {} : { partitionKey }).fetchAll();
    return resources.map((item) => `${item.pk}/${item.id}`).sort();
  }

  it('runs a query naming a partition key over that logical partition only, as Cosmos DB does', async () => {
    expect(await ids('SELECT * FROM c', 'b')).toEqual(['b/b0', 'b/b1', 'b/b2', 'b/shared']);
    const { resources: counted } = await container.items.query<number>('SELECT VALUE COUNT(1) FROM c', { partitionKey: 'a' }).fetchAll();
    expect(counted).toEqual([6]);
    expect(await ids('SELECT * FROM c', 'none')).toEqual([]);
  });

  it('still runs a cross-partition query over every partition', async () => {
    expect(await ids('SELECT * FROM c WHERE c.n >= 3')).toEqual(['a/a3', 'a/a4', 'a/shared', 'b/shared']);
  });

  it('keeps each partition up to date through replace, upsert and delete', async () => {
    await container.item('a0', 'a').replace({ id: 'a0', pk: 'a', n: 50 });
    await container.items.upsert({ id: 'b9', pk: 'b', n: 9 });
    await container.item('a1', 'a').delete();
    await container.items.executeBulkOperations([{ operationType: 'Delete', id: 'b0', partitionKey: 'b' }]);
    expect(await ids('SELECT * FROM c WHERE c.n >= 0', 'a')).toEqual(['a/a0', 'a/a2', 'a/a3', 'a/a4', 'a/shared']);
    expect(await ids('SELECT * FROM c WHERE c.n >= 0', 'b')).toEqual(['b/b1', 'b/b2', 'b/b9', 'b/shared']);
    const { resource } = await container.item('a0', 'a').read<{ n: number }>();
    expect(resource?.n).toBe(50);
  });

  it('pages an answer the request does not page (fetchAll overflows the call stack on one page of ~125,000 items)', async () => {
    for (let i = 0; i < 6; i += 1) await container.items.create({ id: `p${i}`, pk: 'paged', n: i });
    process.env.COSMOSDB_SERVER_DEFAULT_MAX_ITEM_COUNT = '4';
    try {
      const pages: number[] = [];
      const all: string[] = [];
      for await (const { resources } of container.items.query<{ id: string }>('SELECT * FROM c', { partitionKey: 'paged' }).getAsyncIterator()) {
        pages.push(resources.length);
        all.push(...resources.map((item) => item.id));
      }
      expect(pages).toEqual([4, 2]);
      expect(all.sort()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
      const { resources: paged } = await container.items.query('SELECT * FROM c', { partitionKey: 'paged', maxItemCount: 5 }).fetchNext();
      expect(paged).toHaveLength(5);
    } finally {
      delete process.env.COSMOSDB_SERVER_DEFAULT_MAX_ITEM_COUNT;
    }
  });

  it('answers a query plan request without running the query (the SDK asks for one beside every query)', async () => {
    const response = await fetch(`${endpoint}/dbs/patches/colls/records/docs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/query+json',
        'x-ms-documentdb-isquery': 'True',
        'x-ms-cosmos-is-query-plan-request': 'True',
        'x-ms-documentdb-query-enablecrosspartition': 'True',
      },
      body: JSON.stringify({ query: 'SELECT * FROM c', parameters: [] }),
    });
    const body = (await response.json()) as { Documents?: unknown };
    expect(response.status).toBe(400);
    expect(body.Documents).toBeUndefined();
  });
});
