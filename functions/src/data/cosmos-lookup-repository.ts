import type { Container } from '@azure/cosmos';
import type { LookupRepository, NamedLookup } from '../domain/ports';
import { queryPartition } from './cosmos-helpers';

/** Keywords and reference-list entries share the `lookup` partition: one read resolves both. */
export class CosmosLookupRepository implements LookupRepository {
  constructor(private readonly container: Container) {}

  getMany(ids: string[]): Promise<NamedLookup[]> {
    return queryPartition<NamedLookup>(this.container, 'lookup', {
      select: 'c.id, c.kind, c.name_en, c.name_fr, c.retired',
      where: 'ARRAY_CONTAINS(@ids, c.id)',
      parameters: [{ name: '@ids', value: [...new Set(ids)] }],
    });
  }
}
