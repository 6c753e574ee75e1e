import type { Container } from '@azure/cosmos';
import type { ProductRepository, ProductTitle } from '../domain/ports';
import { queryPartition } from './cosmos-helpers';

export class CosmosProductRepository implements ProductRepository {
  constructor(private readonly container: Container) {}

  titlesByMemberAuthor(memberId: string): Promise<ProductTitle[]> {
    return queryPartition<ProductTitle>(this.container, 'product', {
      select: 'c.id, c.title_en, c.title_fr',
      where: 'ARRAY_CONTAINS(c.member_author_ids, @id)',
      parameters: [{ name: '@id', value: memberId }],
    });
  }
}
