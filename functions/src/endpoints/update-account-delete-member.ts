import { accountWriteDeps, deleteMember, noFields } from '../domain/account-writes';
import { toAccountProjection } from '../domain/accounts';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/**
 * PATCH /api/update-account/{id}/delete-member: administrators, their own account included; the
 * member, its insight and every link to it go, the account stays (spec 3-api §3.6.10).
 */
export const updateAccountDeleteMember = defineRoute({
  name: 'update-account-delete-member',
  method: 'PATCH',
  route: 'update-account/{id}/delete-member',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'optional',
  async handle({ params, body, ifMatch, caller, services }) {
    noFields(body);
    const account = await deleteMember(accountWriteDeps(services, caller), params.id, ifMatch);
    return { body: toAccountProjection(account), version: account.etag };
  },
});
