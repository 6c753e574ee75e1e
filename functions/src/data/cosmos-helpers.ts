import { createHash } from 'node:crypto';
import type { Container, SqlParameter } from '@azure/cosmos';
import { SYSTEM_FIELDS, type Partition } from './documents';

/** Removes the store's own fields and the layout fields before a record reaches the domain. */
export function toRecord<T>(document: object): T {
  const copy: Record<string, unknown> = { ...document };
  for (const field of SYSTEM_FIELDS) delete copy[field];
  delete copy.pk;
  delete copy.kind;
  return copy as T;
}

/** The feed option that lets Cosmos DB fill each page up to its size limit instead of 100 items. */
export const ALL_PAGE = -1;

export interface PartitionQuery {
  select: string;
  where?: string;
  orderBy?: string;
  parameters?: SqlParameter[];
}

/**
 * One query inside one logical partition. The partition is also named in the WHERE clause: the
 * local server ignored the partition-key option until patched (a bare COUNT counted every kind,
 * docs/adr/0032-local-store-at-scale.md), and on Cosmos DB the extra equality costs nothing.
 * Pages are as large as the service allows (`maxItemCount: -1`, up to 4 MB each): by default
 * Cosmos DB returns 100 items per page, and 50,000 products would take 500 round trips.
 */
export async function queryPartition<T>(container: Container, partition: Partition, query: PartitionQuery): Promise<T[]> {
  const text = [
    `SELECT ${query.select} FROM c WHERE c.pk = @pk`,
    query.where ? ` AND (${query.where})` : '',
    query.orderBy ? ` ORDER BY ${query.orderBy}` : '',
  ].join('');
  const { resources } = await container.items
    .query<T>({ query: text, parameters: [{ name: '@pk', value: partition }, ...(query.parameters ?? [])] }, { partitionKey: partition, maxItemCount: ALL_PAGE })
    .fetchAll();
  return resources;
}

/** Id of a uniqueness guard: the scope and a hash of the normalised value (ids forbid '/'). */
export function guardId(scope: string, normalisedValue: string): string {
  return `${scope}-${createHash('sha256').update(normalisedValue).digest('hex')}`;
}
