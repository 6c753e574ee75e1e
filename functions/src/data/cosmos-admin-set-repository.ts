import type { Container } from '@azure/cosmos';
import type { AdminSet, AdminSetRepository } from '../domain/ports';
import { WriteConflict } from '../domain/records';
import { isStatus } from './cosmos';
import { ADMIN_SET_ID, type AdminSetDocument } from './documents';

export class CosmosAdminSetRepository implements AdminSetRepository {
  constructor(private readonly container: Container) {}

  async read(): Promise<AdminSet> {
    const { resource } = await this.container.item(ADMIN_SET_ID, 'unique').read<AdminSetDocument & { _etag: string }>();
    if (resource) return { ids: resource.admin_ids, storeTag: resource._etag };
    const created: AdminSetDocument = { id: ADMIN_SET_ID, pk: 'unique', kind: 'admin-set', admin_ids: [] };
    try {
      await this.container.items.create(created);
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
    }
    return this.read();
  }

  async write(ids: string[], storeTag: string): Promise<void> {
    const document: AdminSetDocument = { id: ADMIN_SET_ID, pk: 'unique', kind: 'admin-set', admin_ids: [...new Set(ids)] };
    try {
      await this.container.item(ADMIN_SET_ID, 'unique').replace(document, { accessCondition: { type: 'IfMatch', condition: storeTag } });
    } catch (error) {
      if (isStatus(error, 412)) throw new WriteConflict();
      throw error;
    }
  }
}
