import { toAccountProjection } from '../domain/accounts';
import { defineRoute } from '../http/route-definition';

/** GET /api/active-account (spec 3-api §3.6.1). */
export const activeAccount = defineRoute({
  name: 'active-account',
  method: 'GET',
  route: 'active-account',
  access: 'authenticated',
  async handle({ caller }) {
    return { body: toAccountProjection(caller.account), version: caller.account.etag };
  },
});
