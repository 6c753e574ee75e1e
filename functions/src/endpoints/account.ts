import { toAccountProjection } from '../domain/accounts';
import { loadRecord } from '../domain/load';
import { isAdmin } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/** GET /api/account/{id}: administrators, and a person's own account (spec 3-api §3.6.4). */
export const account = defineRoute({
  name: 'account',
  method: 'GET',
  route: 'account/{id}',
  access: 'authenticated',
  authorize(caller, params) {
    if (!isAdmin(caller) && caller.account.id !== params.id) throw new ApiError('forbidden');
  },
  async handle({ params, services }) {
    const { record } = await loadRecord(services.repositories.records, 'account', params.id);
    return { body: toAccountProjection(record), version: record.etag };
  },
});
