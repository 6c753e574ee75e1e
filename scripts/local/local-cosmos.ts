import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { access, mkdir, open, readFile, rename } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { dirname } from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '@vercel/cosmosdb-server';
import type { Container, FeedOptions, JSONObject } from '@azure/cosmos';
import { createCosmosClient, ensureStore, type Store } from '../../functions/src/data/cosmos';
import { writeDocuments } from '../../functions/src/data/bulk';
import { SYSTEM_FIELDS } from '../../functions/src/data/documents';
import { LOCAL_COSMOS_KEY } from './settings';

export interface RunningCosmos {
  endpoint: string;
  /**
   * Store operations received so far (reads, queries, writes), for the efficiency tests. The
   * SDK sends each query's plan request in parallel with the query itself (same round trip);
   * plan requests are not counted as operations.
   */
  requestCount(): number;
  /**
   * Calls `listener` after each write the server has answered (create, replace, upsert, patch,
   * delete, batch), whoever sent it: the local host drops its kept anonymous list answers then
   * (docs/adr/0031-anonymous-answer-cache.md).
   */
  onWrite(listener: () => void): void;
  close(): Promise<void>;
}

/** Reads are GETs and queries (POSTs marked as queries or query plans); everything else writes. */
function isWrite(request: IncomingMessage): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const query = request.headers['x-ms-documentdb-isquery'] ?? request.headers['x-ms-cosmos-is-query-plan-request'];
  return !(typeof query === 'string' && query.toLowerCase() === 'true');
}

/** The Cosmos-protocol server, in memory, plain HTTP on loopback (platform notes). */
export async function startCosmosServer(port: number): Promise<RunningCosmos> {
  const server: Server = createHttpServer();
  let requests = 0;
  const writeListeners: (() => void)[] = [];
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.headers['x-ms-cosmos-is-query-plan-request']) requests += 1;
    // After the answer: a read that starts once the writer has its answer must see the write.
    if (isWrite(request)) response.once('finish', () => writeListeners.forEach((listener) => listener()));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    // Port 0 asks the system for a free port: the endpoint names the one it gave.
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requestCount: () => requests,
    onWrite: (listener) => writeListeners.push(listener),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function openLocalStore(endpoint: string, database: string): Promise<Store> {
  const client = createCosmosClient({
    endpoint,
    database,
    credential: 'key',
    key: LOCAL_COSMOS_KEY,
    managedIdentityClientId: null,
  });
  return ensureStore(client, database);
}

/**
 * Documents per bulk call when a snapshot is restored: memory stays flat whatever its size, and
 * calls stay few. Each call of the SDK's bulk executor starts at one batch in flight, raises that
 * once a second and ends on a one-second tick: 50,000 documents loaded in 42 s in calls of 5,000
 * and in 20 s in calls of 25,000 (docs/adr/0032-local-store-at-scale.md).
 */
const RESTORE_CHUNK = 20_000;

/**
 * The results of a query, page by page. Not `fetchAll()`: it appends each page with
 * `push(...page)`, which overflows the call stack past about 125,000 results, and the local
 * server's pages hold up to 100,000 (patches/README.md): too close for every document of a
 * large network.
 */
async function queryAll<T>(container: Container, query: string, options: FeedOptions = {}): Promise<T[]> {
  const results: T[] = [];
  for await (const { resources } of container.items.query<T>(query, options).getAsyncIterator()) {
    for (const resource of resources) results.push(resource);
  }
  return results;
}

/** The partition key values present in the container (one small query: one string per document). */
async function partitionKeys(container: Container): Promise<string[]> {
  return [...new Set(await queryAll<string>(container, 'SELECT VALUE c.pk FROM c'))].sort();
}

/**
 * Writes documents as JSON lines without the store's own fields, in slices: one partition's lines
 * could be longer than a string may be. Answers how many it wrote.
 */
async function writeLines(output: WriteStream, documents: JSONObject[]): Promise<number> {
  let lines = '';
  for (const document of documents) {
    for (const field of SYSTEM_FIELDS) delete document[field];
    lines += `${JSON.stringify(document)}\n`;
    if (lines.length > 1_000_000) {
      if (!output.write(lines)) await once(output, 'drain');
      lines = '';
    }
  }
  if (lines && !output.write(lines)) await once(output, 'drain');
  return documents.length;
}

/**
 * Saves every record and audit entry to a file, one JSON document per line (written atomically),
 * so local data survives restarts. Records are read one logical partition at a time: a large
 * network (about 170,000 documents, over 100 MB) is too much for one JSON string or one query
 * answer. Audit entries are told apart by their partition key, `record_key`, and no `pk`.
 */
export async function saveSnapshot(store: Store, file: string): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  const output = createWriteStream(`${file}.tmp`);
  const finished = once(output, 'close');
  let count = 0;
  try {
    for (const partition of await partitionKeys(store.records)) {
      count += await writeLines(output, await queryAll<JSONObject>(store.records, 'SELECT * FROM c', { partitionKey: partition }));
    }
    count += await writeLines(output, await queryAll<JSONObject>(store.audit, 'SELECT * FROM c'));
  } finally {
    output.end();
    await finished;
  }
  await rename(`${file}.tmp`, file);
  return count;
}

/** The documents of a snapshot, in chunks: JSON Lines, or a JSON array (the format before 0032). */
async function* snapshotChunks(file: string, size: number): AsyncGenerator<JSONObject[]> {
  const handle = await open(file);
  try {
    const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(1), position: 0 });
    if (bytesRead === 1 && buffer.toString() === '[') {
      yield JSON.parse(await readFile(file, 'utf8')) as JSONObject[];
      return;
    }
  } finally {
    await handle.close();
  }
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let chunk: JSONObject[] = [];
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim() === '') continue;
    try {
      chunk.push(JSON.parse(line) as JSONObject);
    } catch {
      throw new Error(`${file}, line ${number}, is not a JSON document: delete the file or run npm run reset-data`);
    }
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Restores a snapshot, `chunk` documents per bulk call; false when there is none. */
export async function restoreSnapshot(store: Store, file: string, chunk = RESTORE_CHUNK): Promise<boolean> {
  try {
    await access(file);
  } catch {
    return false;
  }
  for await (const documents of snapshotChunks(file, chunk)) {
    await writeDocuments(store.records, documents.filter((document) => 'pk' in document));
    await writeDocuments(store.audit, documents.filter((document) => !('pk' in document) && 'record_key' in document), 'record_key');
  }
  return true;
}
