import { accountWriteDeps, noFields, removeAdmin } from '../domain/account-writes';
import { toAccountProjection } from '../domain/accounts';
import { requireAdmin } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/**
 * PATCH /api/update-account/{id}/remove-admin: administrators, never on their own account; never
 * the last administrator (spec 3-api §3.6.8, 1-roles §1.7.3).
 */
export const updateAccountRemoveAdmin = defineRoute({
  name: 'update-account-remove-admin',
  method: 'PATCH',
  route: 'update-account/{id}/remove-admin',
  access: 'authenticated',
  authorize(caller, params) {
    requireAdmin(caller);
    if (caller.account.id === params.id) throw new ApiError('cannot_remove_own_admin');
  },
  body: 'optional',
  async handle({ params, body, ifMatch, caller, services }) {
    noFields(body);
    const account = await removeAdmin(accountWriteDeps(services, caller), params.id, ifMatch);
    return { body: toAccountProjection(account), version: account.etag };
  },
});
