import { accountWriteDeps, noFields, registerMember } from '../domain/account-writes';
import { toAccountProjection } from '../domain/accounts';
import { isAdmin } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/**
 * PATCH /api/update-account/{id}/register-member: administrators on any account, a registered
 * person on their own (spec 3-api §3.6.9).
 */
export const updateAccountRegisterMember = defineRoute({
  name: 'update-account-register-member',
  method: 'PATCH',
  route: 'update-account/{id}/register-member',
  access: 'authenticated',
  authorize(caller, params) {
    if (!isAdmin(caller) && caller.account.id !== params.id) throw new ApiError('forbidden');
  },
  body: 'optional',
  async handle({ params, body, ifMatch, caller, services }) {
    noFields(body);
    const account = await registerMember(accountWriteDeps(services, caller), params.id, ifMatch);
    return { body: toAccountProjection(account), version: account.etag };
  },
});
