import { recordLogin, toAccountProjection } from '../domain/accounts';
import { defineRoute } from '../http/route-definition';

/** GET /api/active-account/update-last-login (spec 3-api §3.6.2). */
export const activeAccountUpdateLastLogin = defineRoute({
  name: 'active-account-update-last-login',
  method: 'GET',
  route: 'active-account/update-last-login',
  access: 'authenticated',
  async handle({ caller, services }) {
    const account = await recordLogin(caller.account, services.now(), services.repositories.accounts);
    return { body: toAccountProjection(account), version: account.etag };
  },
});
