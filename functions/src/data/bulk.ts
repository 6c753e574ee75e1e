import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import { ALL_PAGE } from './cosmos-helpers';
import { SYSTEM_FIELDS } from './documents';

/** Reads every record of the container, without the store's own fields (local snapshots). */
export async function readAllDocuments(container: Container): Promise<JSONObject[]> {
  const { resources } = await container.items.query<JSONObject>('SELECT * FROM c', { maxItemCount: ALL_PAGE }).fetchAll();
  return resources.map((resource) => {
    const copy = { ...resource };
    for (const field of SYSTEM_FIELDS) delete copy[field];
    return copy;
  });
}

/**
 * The SDK's bulk call waits a whole second for a partial batch to fill before it returns
 * (@azure/cosmos 4.10, BulkHelper's intervalForPartialBatchInMs), however few the operations.
 * Up to this many operations go as transactional batches per partition instead (at most
 * BATCH_OPERATIONS operations and BATCH_BYTES of bodies each, the store's batch limits with a
 * margin): the demo load and the tests' reloads take milliseconds, not seconds.
 */
export const SMALL_WRITE = 1000;
const BATCH_OPERATIONS = 100;
const BATCH_BYTES = 1_500_000;
const BATCHES_IN_FLIGHT = 4;

type Keyed = OperationInput & { partitionKey: string };

/** Splits one partition's operations into batches within the store's limits. */
function batchesOf(operations: readonly Keyed[]): Keyed[][] {
  const batches: Keyed[][] = [];
  let batch: Keyed[] = [];
  let bytes = 0;
  for (const operation of operations) {
    const size = 'resourceBody' in operation ? JSON.stringify(operation.resourceBody).length : 100;
    if (batch.length > 0 && (batch.length === BATCH_OPERATIONS || bytes + size > BATCH_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(operation);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

function describe(operation: OperationInput): string {
  return ('resourceBody' in operation ? String((operation.resourceBody as { id?: unknown }).id ?? '?') : 'id' in operation ? operation.id : '?');
}

async function runInBatches(container: Container, operations: readonly Keyed[]): Promise<void> {
  const byPartition = new Map<string, Keyed[]>();
  for (const operation of operations) {
    const group = byPartition.get(operation.partitionKey);
    if (group) group.push(operation);
    else byPartition.set(operation.partitionKey, [operation]);
  }
  const queue = [...byPartition.values()].flatMap(batchesOf);
  const worker = async () => {
    for (let batch = queue.shift(); batch; batch = queue.shift()) {
      const partitionKey = (batch[0] as Keyed).partitionKey;
      // Each operation keeps its partition key: the local stand-in reads it from the operation.
      const { result } = await container.items.batch(batch, partitionKey);
      const failed = (result ?? []).findIndex((answer) => answer.statusCode >= 400);
      if (failed >= 0 || !result) {
        const operation = batch[Math.max(failed, 0)] as Keyed;
        throw new Error(`batch write failed for ${describe(operation)}: ${result?.[failed]?.statusCode ?? 'no answer'}`);
      }
    }
  };
  await Promise.all(Array.from({ length: BATCHES_IN_FLIGHT }, worker));
}

/** Writes documents (upserts); any failed operation aborts with its id and status. */
export async function writeDocuments(container: Container, documents: readonly object[], partitionKeyField: 'pk' | 'record_key' = 'pk'): Promise<void> {
  if (documents.length === 0) return;
  const operations: Keyed[] = documents.map((document) => {
    const body = document as JSONObject;
    return { operationType: 'Upsert', partitionKey: body[partitionKeyField] as string, resourceBody: body };
  });
  if (operations.length <= SMALL_WRITE) return runInBatches(container, operations);
  const results = await container.items.executeBulkOperations(operations);
  const failed = results.find((result) => result.error || (result.response && result.response.statusCode >= 400));
  if (failed) {
    throw new Error(`bulk write failed for ${describe(failed.operationInput)}: ${failed.error?.message ?? failed.response?.statusCode}`);
  }
}

/**
 * Deletes every document of the container (local resets; the generator's --replace), whose
 * partition key is the field `partitionKeyField` (`pk` for records, `record_key` for audit entries).
 */
export async function deleteAllDocuments(container: Container, partitionKeyField: 'pk' | 'record_key' = 'pk'): Promise<void> {
  const { resources } = await container.items
    .query<{ id: string; p: string }>(`SELECT c.id, c.${partitionKeyField} AS p FROM c`, { maxItemCount: ALL_PAGE })
    .fetchAll();
  if (resources.length === 0) return;
  const operations: Keyed[] = resources.map((item) => ({ operationType: 'Delete', id: item.id, partitionKey: item.p }));
  if (operations.length <= SMALL_WRITE) await runInBatches(container, operations);
  else await container.items.executeBulkOperations(operations);
}
