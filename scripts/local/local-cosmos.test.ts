import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSONObject } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../functions/src/data/cosmos';
import { deleteAllDocuments, SMALL_WRITE, writeDocuments } from '../../functions/src/data/bulk';
import { openLocalStore, restoreSnapshot, saveSnapshot, startCosmosServer, type RunningCosmos } from './local-cosmos';

/** Two restore chunks (of 300 in these tests), over several partitions. */
const DOCUMENTS = Array.from({ length: 450 }, (_, i) => ({
  id: `doc-${i}`,
  pk: ['member', 'product', 'lookup'][i % 3] as string,
  kind: 'x',
  title: `Title ${i} — é "quoted"`,
  list: [i, null, 'a\nb'],
}));

async function stored(store: Store): Promise<JSONObject[]> {
  const { resources } = await store.records.items.query<JSONObject>('SELECT c.id, c.pk, c.kind, c.title, c.list FROM c').fetchAll();
  return resources.sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

describe('local snapshots', () => {
  let cosmos: RunningCosmos;
  let work: string;
  let source: Store;

  beforeAll(async () => {
    cosmos = await startCosmosServer(0);
    work = await mkdtemp(join(tmpdir(), 'snapshot-'));
    source = await openLocalStore(cosmos.endpoint, 'source');
    await writeDocuments(source.records, DOCUMENTS);
  });

  afterAll(async () => {
    await cosmos.close();
    await rm(work, { recursive: true, force: true });
  });

  it('save one document per line, without the store fields, and restore every document', async () => {
    const file = join(work, 'snapshot.json');
    expect(await saveSnapshot(source, file)).toBe(DOCUMENTS.length);
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(DOCUMENTS.length);
    const first = JSON.parse(lines[0] as string) as JSONObject;
    expect(Object.keys(first).filter((key) => key.startsWith('_'))).toEqual([]);

    const copy = await openLocalStore(cosmos.endpoint, 'copy');
    expect(await restoreSnapshot(copy, file, 300)).toBe(true);
    expect(await stored(copy)).toEqual(await stored(source));
    expect(await stored(copy)).toHaveLength(DOCUMENTS.length);
  }, 20_000);

  it('save and restore the audit entries with the records, each in its own container', async () => {
    const store = await openLocalStore(cosmos.endpoint, 'with-history');
    await writeDocuments(store.records, DOCUMENTS.slice(0, 2));
    const entry = { id: 'entry-1', record_key: 'grant:grant-01', record_kind: 'grant', record_id: 'grant-01', changes: [], created_at: '2026-11-26T00:00:00.000Z' };
    await store.audit.items.create(entry);
    const file = join(work, 'with-history.json');
    expect(await saveSnapshot(store, file)).toBe(3);

    const copy = await openLocalStore(cosmos.endpoint, 'with-history-copy');
    expect(await restoreSnapshot(copy, file)).toBe(true);
    expect((await stored(copy)).map((document) => document.id)).toEqual(['doc-0', 'doc-1']);
    const { resources } = await copy.audit.items.query<JSONObject>('SELECT c.id, c.record_key, c.record_kind, c.record_id, c.changes, c.created_at FROM c').fetchAll();
    expect(resources).toEqual([entry]);
  });

  it('restore a snapshot saved as one JSON array, as they were before JSON Lines', async () => {
    const file = join(work, 'legacy.json');
    await writeFile(file, JSON.stringify(DOCUMENTS.slice(0, 3)));
    const copy = await openLocalStore(cosmos.endpoint, 'legacy');
    expect(await restoreSnapshot(copy, file)).toBe(true);
    expect((await stored(copy)).map((document) => document.id)).toEqual(['doc-0', 'doc-1', 'doc-2']);
  });

  it('report no snapshot when the file is missing, and name the line that is not JSON', async () => {
    const copy = await openLocalStore(cosmos.endpoint, 'broken');
    expect(await restoreSnapshot(copy, join(work, 'missing.json'))).toBe(false);
    const file = join(work, 'broken.json');
    await writeFile(file, `${JSON.stringify(DOCUMENTS[0])}\n{"id":\n`);
    await expect(restoreSnapshot(copy, file)).rejects.toThrow(/line 2, is not a JSON document/);
  });
});

describe('writeDocuments and deleteAllDocuments', () => {
  let cosmos: RunningCosmos;

  beforeAll(async () => {
    cosmos = await startCosmosServer(0);
  });

  afterAll(async () => {
    await cosmos.close();
  });

  it('write and delete small sets as batches per partition (large bodies split), and larger sets through the bulk call', async () => {
    const store = await openLocalStore(cosmos.endpoint, 'writes');
    // Bodies of about 40 KB: 40 of them in one partition pass a batch's byte limit.
    const large = Array.from({ length: 40 }, (_, i) => ({ id: `large-${i}`, pk: 'product', kind: 'x', title: 'é'.repeat(20_000) }));
    await writeDocuments(store.records, [...DOCUMENTS, ...large]);
    expect(await stored(store)).toHaveLength(DOCUMENTS.length + large.length);
    // Upserts: writing again replaces.
    await writeDocuments(store.records, [{ ...DOCUMENTS[0], title: 'changed' }]);
    expect((await stored(store)).find((document) => document.id === 'doc-0')?.title).toBe('changed');

    const many = Array.from({ length: SMALL_WRITE + 1 }, (_, i) => ({ id: `many-${i}`, pk: ['member', 'event'][i % 2] as string, kind: 'x' }));
    await writeDocuments(store.records, many);
    expect(await stored(store)).toHaveLength(DOCUMENTS.length + large.length + many.length);

    await deleteAllDocuments(store.records);
    expect(await stored(store)).toEqual([]);
  }, 20_000);
});
