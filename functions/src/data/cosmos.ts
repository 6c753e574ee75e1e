import { CosmosClient, type Container, type Database, type IndexingPolicy } from '@azure/cosmos';
import { ManagedIdentityCredential, DefaultAzureCredential } from '@azure/identity';
import type { ApiConfig } from '../config';

/**
 * Container layout (docs/adr/0002-cosmos-containers.md). Bicep creates the same containers in
 * production; locally scripts/local/cosmos.ts creates them before the first request.
 */
/**
 * The records container's indexing: every path (Cosmos DB's default), and range indexes named on
 * the date fields that GET /api/report/network/{from}/{to} filters by in the store (access pattern
 * A29, spec 7-reports §7.3.2). infra/modules/cosmos-containers.json holds the same policy for Bicep.
 */
export const RECORDS_INDEXING = {
  indexingMode: 'consistent',
  automatic: true,
  includedPaths: [
    { path: '/*' },
    ...['publish_date', 'submission_date', 'obtained_date', 'completed_date', 'start_date', 'end_date', 'date_joined', 'created_at'].map((field) => ({
      path: `/${field}/?`,
    })),
  ],
  excludedPaths: [{ path: '/"_etag"/?' }],
} satisfies IndexingPolicy;

export const CONTAINERS = {
  records: { id: 'records', partitionKey: { paths: ['/pk'] }, indexingPolicy: RECORDS_INDEXING },
  audit: { id: 'audit', partitionKey: { paths: ['/record_key'] } },
} as const;

export interface Store {
  database: Database;
  records: Container;
  audit: Container;
}

export function createCosmosClient(cosmos: ApiConfig['cosmos']): CosmosClient {
  const local = cosmos.endpoint.startsWith('http:');
  const connectionPolicy = local ? { enableEndpointDiscovery: false } : undefined;
  if (cosmos.credential === 'key') {
    return new CosmosClient({ endpoint: cosmos.endpoint, key: cosmos.key ?? '', connectionPolicy });
  }
  const aadCredentials = cosmos.managedIdentityClientId
    ? new ManagedIdentityCredential({ clientId: cosmos.managedIdentityClientId })
    : new DefaultAzureCredential();
  return new CosmosClient({ endpoint: cosmos.endpoint, aadCredentials, connectionPolicy });
}

export function openStore(client: CosmosClient, databaseName: string): Store {
  const database = client.database(databaseName);
  return { database, records: database.container(CONTAINERS.records.id), audit: database.container(CONTAINERS.audit.id) };
}

/** Local and test databases only: production containers come from infra/ (Bicep). */
export async function ensureStore(client: CosmosClient, databaseName: string): Promise<Store> {
  const { database } = await client.databases.createIfNotExists({ id: databaseName });
  for (const container of Object.values(CONTAINERS)) {
    const indexing = 'indexingPolicy' in container ? { indexingPolicy: container.indexingPolicy } : {};
    await database.containers.createIfNotExists({ id: container.id, partitionKey: { paths: [...container.partitionKey.paths] }, ...indexing });
  }
  return openStore(client, databaseName);
}

export function isStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === status;
}
