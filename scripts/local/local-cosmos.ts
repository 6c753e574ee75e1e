import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Server } from 'node:http';
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
  close(): Promise<void>;
}

/** The Cosmos-protocol server, in memory, plain HTTP on loopback (platform notes). */
export async function startCosmosServer(port: number): Promise<RunningCosmos> {
  const server: Server = createHttpServer();
  let requests = 0;
  server.on('request', (request) => {
    if (!request.headers['x-ms-cosmos-is-query-plan-request']) requests += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requestCount: () => requests,
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
