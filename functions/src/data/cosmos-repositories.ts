import type { Repositories } from '../domain/ports';
import type { Store } from './cosmos';
import { CosmosAccountRepository } from './cosmos-account-repository';
import { CosmosAdminSetRepository } from './cosmos-admin-set-repository';
import { CosmosRecordStore, PARTITION_OF } from './cosmos-record-store';
import { CosmosChangeMarkers } from './change-markers';
import { CosmosStatsRepository } from './cosmos-stats-repository';

export function cosmosRepositories(store: Store): Repositories {
  return {
    records: new CosmosRecordStore(store.records),
    markers: new CosmosChangeMarkers(store.records, PARTITION_OF),
    accounts: new CosmosAccountRepository(store.records),
    stats: new CosmosStatsRepository(store.records),
    adminSet: new CosmosAdminSetRepository(store.records),
  };
}
