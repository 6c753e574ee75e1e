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

export async function queryPartition<T>(
  container: Container,
  partition: Partition,
  query: string,
  parameters: SqlParameter[] = [],
): Promise<T[]> {
  const { resources } = await container.items
    .query<T>({ query, parameters }, { partitionKey: partition })
    .fetchAll();
  return resources;
}

/** Id of a uniqueness guard: the scope and a hash of the normalised value (ids forbid '/'). */
export function guardId(scope: string, normalisedValue: string): string {
  return `${scope}-${createHash('sha256').update(normalisedValue).digest('hex')}`;
}
