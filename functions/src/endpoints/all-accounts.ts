import { listAccounts } from '../domain/accounts';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-accounts: administrators only (seed §6; spec 3-api §3.6.3). */
export const allAccounts = defineRoute({
  name: 'all-accounts',
  method: 'GET',
  route: 'all-accounts',
  changesWith: ['account'],
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ services }) {
    return { body: await listAccounts(services.repositories.records) };
  },
});
