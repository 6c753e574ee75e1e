import { accountWriteDeps, grantAdmin, noFields } from '../domain/account-writes';
import { toAccountProjection } from '../domain/accounts';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-account/{id}/grant-admin: administrators (spec 3-api §3.6.8). */
export const updateAccountGrantAdmin = defineRoute({
  name: 'update-account-grant-admin',
  method: 'PATCH',
  route: 'update-account/{id}/grant-admin',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'optional',
  async handle({ params, body, ifMatch, caller, services }) {
    noFields(body);
    const account = await grantAdmin(accountWriteDeps(services, caller), params.id, ifMatch);
    return { body: toAccountProjection(account), version: account.etag };
  },
});
