import type { Container } from '@azure/cosmos';
import type { ProductReference } from '@portal/common/api/member';
import type { ProductRepository } from '../domain/ports';
import { productReference } from '../domain/references';
import type { ProductRecord } from '../domain/records';
import { productKeys } from '../domain/unique-keys';
import { guardId } from './cosmos-helpers';
import type { UniqueDocument } from './documents';
import { PARTITION_OF } from './cosmos-record-store';

/**
 * Products by DOI (spec 2-data-model A27) through the DOI's uniqueness guard, the one the writes
 * claim (data/unique-guards.ts): a point read of the guard, and of its product only when the DOI
 * is held. Two point reads of one item each cost less than the one query a DOI field would need
 * (stored DOIs keep the case they were typed in; the guard's value is the compared form).
 */
export class CosmosProductRepository implements ProductRepository {
  constructor(private readonly container: Container) {}

  async findByDoi(doi: string): Promise<ProductReference | null> {
    const [key] = productKeys({ doi });
    if (!key) return null;
    const { resource: guard } = await this.container.item(guardId(key.scope, key.value), 'unique').read<UniqueDocument>();
    if (!guard) return null;
    const { resource: product } = await this.container.item(guard.owner_id, PARTITION_OF.product).read<ProductRecord & { kind: string }>();
    // A guard left behind by a write that died (unique-guards.ts) names a product that no longer holds the DOI.
    if (!product || product.kind !== 'product' || product.doi?.toLowerCase() !== key.value) return null;
    return productReference(product);
  }
}
