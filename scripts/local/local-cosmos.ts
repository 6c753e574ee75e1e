import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createHttpServer } from '@vercel/cosmosdb-server';
import type { JSONObject } from '@azure/cosmos';
import { createCosmosClient, ensureStore, type Store } from '../../functions/src/data/cosmos';
import { readAllDocuments, writeDocuments } from '../../functions/src/data/bulk';
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
    endpoint: `http://127.0.0.1:${port}`,
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

/** Saves every record to a JSON file (written atomically) so local data survives restarts. */
export async function saveSnapshot(store: Store, file: string): Promise<number> {
  const documents = await readAllDocuments(store.records);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify(documents));
  await rename(`${file}.tmp`, file);
  return documents.length;
}

/** Restores a snapshot; false when there is none. */
export async function restoreSnapshot(store: Store, file: string): Promise<boolean> {
  let documents: JSONObject[];
  try {
    documents = JSON.parse(await readFile(file, 'utf8')) as JSONObject[];
  } catch {
    return false;
  }
  await writeDocuments(store.records, documents);
  return true;
}
