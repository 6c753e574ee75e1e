import { randomUUID } from 'node:crypto';
import type { Container, ItemDefinition, OperationInput } from '@azure/cosmos';
import type { ChangeMarkers } from '../domain/ports';
import type { RecordKind } from '../domain/records';
import type { Partition } from './documents';

/**
 * Change markers (docs/adr/0033-lists-cost-what-changed.md): one small document per logical
 * partition whose `version` takes a new random value in the same transactional batch as every
 * write of a document of that partition. A list answer built from one partition is therefore
 * current as long as that partition's marker has not moved, which one point read tells.
 *
 * The id holds a dot, which record ids never do (common/src/validation/id.ts), and the kind is
 * not a record kind: every record query names its kind, so markers never reach a list.
 */
export const MARKER_ID = '.changes';
export const MARKER_KIND = 'change-marker';

export interface MarkerDocument {
  id: typeof MARKER_ID;
  pk: Partition;
  kind: typeof MARKER_KIND;
  version: string;
}

export function markerDocument(partition: Partition): MarkerDocument {
  return { id: MARKER_ID, pk: partition, kind: MARKER_KIND, version: randomUUID() };
}

/** A write of one document of the partition (a stored document is JSON by construction). */
export type MarkedWrite =
  | { operationType: 'Create'; resourceBody: object }
  | { operationType: 'Replace'; id: string; resourceBody: object; ifMatch: string }
  | { operationType: 'Delete'; id: string };

/** The error a failed batch operation is reported as: shaped like the SDK's, so `isStatus` works. */
export class BatchOperationFailed extends Error {
  constructor(readonly code: number) {
    super(`store operation failed with status ${code}`);
  }
}

/**
 * Runs one write and bumps its partition's marker in one transactional batch (both or neither on
 * Cosmos DB). The write comes first: on the local stand-in, whose batches are not atomic, a failed
 * write stops the batch before the marker moves. Throws BatchOperationFailed with the write's
 * status when it fails; answers the written document (none for a delete).
 */
export async function writeWithMarker<T extends ItemDefinition>(
  container: Container,
  partition: Partition,
  operation: MarkedWrite,
): Promise<(T & { _etag: string }) | undefined> {
  const response = await container.items.batch(
    // Each operation names the partition too: the local stand-in reads it per operation.
    [
      { ...operation, partitionKey: partition } as OperationInput,
      { operationType: 'Upsert', partitionKey: partition, resourceBody: { ...markerDocument(partition) } },
    ],
    partition,
  );
  const [write] = response.result ?? [];
  if (!write || write.statusCode >= 400) throw new BatchOperationFailed(write?.statusCode ?? response.code ?? 500);
  return write.resourceBody as (T & { _etag: string }) | undefined;
}

/**
 * Moves a partition's marker on its own, after a write that cannot join a batch (a partial
 * update: the local stand-in's batches take no patch operation). Moving it after the write keeps
 * answers exact: a list read between the two is kept under the old marker and read again after.
 */
export async function bumpMarker(container: Container, partition: Partition): Promise<void> {
  await container.items.upsert(markerDocument(partition));
}

/** Reads markers by point reads, one per partition (docs/adr/0033). */
export class CosmosChangeMarkers implements ChangeMarkers {
  constructor(
    private readonly container: Container,
    private readonly partitionOf: Record<RecordKind, Partition>,
  ) {}

  async read(kinds: readonly RecordKind[]): Promise<string | null> {
    const partitions = [...new Set(kinds.map((kind) => this.partitionOf[kind]))].sort();
    const versions = await Promise.all(
      partitions.map(async (partition) => {
        const { resource } = await this.container.item(MARKER_ID, partition).read<MarkerDocument>();
        return resource?.kind === MARKER_KIND ? `${partition}:${resource.version}` : null;
      }),
    );
    return versions.includes(null) ? null : versions.join(',');
  }
}
