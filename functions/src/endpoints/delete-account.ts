import { accountWriteDeps, deleteAccount as remove } from '../domain/account-writes';
import { requireAdmin } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/**
 * DELETE /api/delete-account/{id}: administrators, never their own account, never the last
 * administrator; the member information goes too (spec 3-api §3.6.11).
 */
export const deleteAccount = defineRoute({
  name: 'delete-account',
  method: 'DELETE',
  route: 'delete-account/{id}',
  access: 'authenticated',
  authorize(caller, params) {
    requireAdmin(caller);
    if (caller.account.id === params.id) throw new ApiError('cannot_delete_self');
  },
  async handle({ params, ifMatch, caller, services }) {
    await remove(accountWriteDeps(services, caller), params.id, ifMatch);
    return { status: 204 };
  },
});
