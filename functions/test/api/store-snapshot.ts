import { CosmosClient } from '@azure/cosmos';
import { LOCAL_COSMOS_KEY } from '../../../scripts/local/settings';

/**
 * Every document of every container of the test database as `container/pk/id _etag`, sorted:
 * two equal snapshots mean that nothing was created, replaced or deleted in between (Cosmos gives
 * a document a new `_etag` on every write).
 */
export async function storeSnapshot(): Promise<string[]> {
  const endpoint = process.env.PORTAL_TEST_COSMOS_ENDPOINT;
  const databaseId = process.env.PORTAL_TEST_DATABASE;
  if (!endpoint || !databaseId) throw new Error('PORTAL_TEST_COSMOS_ENDPOINT and PORTAL_TEST_DATABASE are not set: run the API tests through "npm test"');
  const client = new CosmosClient({ endpoint, key: LOCAL_COSMOS_KEY, connectionPolicy: { enableEndpointDiscovery: false } });
  const database = client.database(databaseId);
  const { resources: containers } = await database.containers.readAll().fetchAll();
  const lines: string[] = [];
  for (const { id: containerId } of containers) {
    const { resources } = await database
      .container(containerId)
      .items.query<{ id: string; pk?: unknown; _etag: string }>('SELECT c.id, c.pk, c._etag FROM c')
      .fetchAll();
    for (const document of resources) lines.push(`${containerId}/${String(document.pk)}/${document.id} ${document._etag}`);
  }
  return lines.sort();
}

/** The lines that differ between two snapshots, for a readable failure. */
export function snapshotDifference(before: readonly string[], after: readonly string[]): string[] {
  const was = new Set(before);
  const is = new Set(after);
  return [...before.filter((line) => !is.has(line)).map((line) => `- ${line}`), ...after.filter((line) => !was.has(line)).map((line) => `+ ${line}`)];
}
