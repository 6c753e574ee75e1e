import type { Container } from '@azure/cosmos';
import type { AdminSet, AdminSetLock, AdminSetRepository } from '../domain/ports';
import { WriteConflict } from '../domain/records';
import { isStatus } from './cosmos';
import { ADMIN_SET_ID, type AdminSetDocument } from './documents';

export class CosmosAdminSetRepository implements AdminSetRepository {
  constructor(private readonly container: Container) {}

  async read(): Promise<AdminSet> {
    const { resource } = await this.container.item(ADMIN_SET_ID, 'unique').read<AdminSetDocument & { _etag: string }>();
    if (resource) return { ids: resource.admin_ids, lock: resource.lock ?? null, storeTag: resource._etag };
    const created: AdminSetDocument = { id: ADMIN_SET_ID, pk: 'unique', kind: 'admin-set', admin_ids: [], lock: null };
    try {
      await this.container.items.create(created);
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
    }
    return this.read();
  }

  async write(ids: string[], lock: AdminSetLock | null, storeTag: string): Promise<string> {
    const document: AdminSetDocument = { id: ADMIN_SET_ID, pk: 'unique', kind: 'admin-set', admin_ids: [...new Set(ids)], lock };
    try {
      const { resource } = await this.container
        .item(ADMIN_SET_ID, 'unique')
        .replace(document, { accessCondition: { type: 'IfMatch', condition: storeTag } });
      return (resource as { _etag?: string } | undefined)?._etag ?? '';
    } catch (error) {
      if (isStatus(error, 412)) throw new WriteConflict();
      throw error;
    }
  }
}
