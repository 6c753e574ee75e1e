import { accountWriteDeps, registerAccount as register } from '../domain/account-writes';
import { toAccountProjection } from '../domain/accounts';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** POST /api/register-account: administrators; optionally a member and an administrator (spec 3-api §3.6.5). */
export const registerAccount = defineRoute({
  name: 'register-account',
  method: 'POST',
  route: 'register-account',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const account = await register(accountWriteDeps(services, caller), body);
    return { status: 201, body: toAccountProjection(account), version: account.etag, location: `/api/account/${account.id}` };
  },
});
