import { accountWriteDeps, updateAccountEmail as update } from '../domain/account-writes';
import { toAccountProjection } from '../domain/accounts';
import { requireAdmin } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-account/{id}/email: administrators, never on their own account (spec 3-api §3.6.7). */
export const updateAccountEmail = defineRoute({
  name: 'update-account-email',
  method: 'PATCH',
  route: 'update-account/{id}/email',
  access: 'authenticated',
  authorize(caller, params) {
    requireAdmin(caller);
    if (caller.account.id === params.id) throw new ApiError('cannot_edit_own_email');
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const account = await update(accountWriteDeps(services, caller), params.id, body, ifMatch);
    return { body: toAccountProjection(account), version: account.etag };
  },
});
