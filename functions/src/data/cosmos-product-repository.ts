import type { Container } from '@azure/cosmos';
import type { ProductRepository, ProductTitle } from '../domain/ports';
import { queryPartition } from './cosmos-helpers';

export class CosmosProductRepository implements ProductRepository {
  constructor(private readonly container: Container) {}

  titlesByMemberAuthor(memberId: string): Promise<ProductTitle[]> {
    return queryPartition<ProductTitle>(
      this.container,
      'product',
      'SELECT c.id, c.title_en, c.title_fr FROM c WHERE ARRAY_CONTAINS(c.member_author_ids, @id)',
      [{ name: '@id', value: memberId }],
    );
  }
}
