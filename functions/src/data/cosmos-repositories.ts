import type { Repositories } from '../domain/ports';
import type { Store } from './cosmos';
import { CosmosAccountRepository } from './cosmos-account-repository';
import { CosmosLookupRepository } from './cosmos-lookup-repository';
import { CosmosMemberRepository } from './cosmos-member-repository';
import { CosmosProductRepository } from './cosmos-product-repository';
import { CosmosStatsRepository } from './cosmos-stats-repository';

export function cosmosRepositories(store: Store): Repositories {
  return {
    accounts: new CosmosAccountRepository(store.records),
    members: new CosmosMemberRepository(store.records),
    lookups: new CosmosLookupRepository(store.records),
    products: new CosmosProductRepository(store.records),
    stats: new CosmosStatsRepository(store.records),
  };
}
