import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import { SYSTEM_FIELDS } from './documents';

/** Reads every record of the container, without the store's own fields (local snapshots). */
export async function readAllDocuments(container: Container): Promise<JSONObject[]> {
  const { resources } = await container.items.query<JSONObject>('SELECT * FROM c').fetchAll();
  return resources.map((resource) => {
    const copy = { ...resource };
    for (const field of SYSTEM_FIELDS) delete copy[field];
    return copy;
  });
}

/** Writes documents in one bulk call; any failed operation aborts with its id and status. */
export async function writeDocuments(container: Container, documents: readonly object[]): Promise<void> {
  if (documents.length === 0) return;
  const operations: OperationInput[] = documents.map((document) => {
    const body = document as JSONObject & { pk: string };
    return { operationType: 'Upsert', partitionKey: body.pk, resourceBody: body };
  });
  const results = await container.items.executeBulkOperations(operations);
  const failed = results.find((result) => result.error || (result.response && result.response.statusCode >= 400));
  if (failed) {
    const body = failed.operationInput as { resourceBody?: { id?: string } };
    throw new Error(`bulk write failed for ${body.resourceBody?.id ?? '?'}: ${failed.error?.message ?? failed.response?.statusCode}`);
  }
}

/** Deletes every record of the container (local reset only). */
export async function deleteAllDocuments(container: Container): Promise<void> {
  const { resources } = await container.items
    .query<{ id: string; pk: string }>('SELECT c.id, c.pk FROM c')
    .fetchAll();
  if (resources.length === 0) return;
  const operations: OperationInput[] = resources.map((item) => ({ operationType: 'Delete', id: item.id, partitionKey: item.pk }));
  await container.items.executeBulkOperations(operations);
}
