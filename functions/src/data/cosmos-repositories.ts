import type { Repositories } from '../domain/ports';
import type { Store } from './cosmos';
import { CosmosAccountRepository } from './cosmos-account-repository';
import { CosmosAuditLog } from './cosmos-audit-log';
import { CosmosAdminSetRepository } from './cosmos-admin-set-repository';
import { CosmosRecordStore, PARTITION_OF } from './cosmos-record-store';
import { CosmosChangeMarkers } from './change-markers';
import { CosmosProductRepository } from './cosmos-product-repository';
import { CosmosReportRepository } from './cosmos-report-repository';
import { CosmosStatsRepository } from './cosmos-stats-repository';

/** `auditRetentionDays`: AUDIT_RETENTION_DAYS (spec 6-data-and-beyond §6.3.5). */
export function cosmosRepositories(store: Store, auditRetentionDays: number): Repositories {
  return {
    records: new CosmosRecordStore(store.records),
    audit: new CosmosAuditLog(store.audit, auditRetentionDays),
    markers: new CosmosChangeMarkers(store.records, PARTITION_OF),
    accounts: new CosmosAccountRepository(store.records),
    stats: new CosmosStatsRepository(store.records),
    adminSet: new CosmosAdminSetRepository(store.records),
    products: new CosmosProductRepository(store.records),
    reports: new CosmosReportRepository(store.records),
  };
}
