import { accountWriteDeps, updateAccountName as update } from '../domain/account-writes';
import { toAccountProjection } from '../domain/accounts';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-account/{id}/name: administrators; member references follow (spec 3-api §3.6.6). */
export const updateAccountName = defineRoute({
  name: 'update-account-name',
  method: 'PATCH',
  route: 'update-account/{id}/name',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const account = await update(accountWriteDeps(services, caller), params.id, body, ifMatch);
    return { body: toAccountProjection(account), version: account.etag };
  },
});
