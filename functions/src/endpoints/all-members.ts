import { listActiveMembers } from '../domain/members';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-members: active members only (seed §7; spec 3-api §3.5). */
export const allMembers = defineRoute({
  name: 'all-members',
  method: 'GET',
  route: 'all-members',
  changesWith: ['member'],
  access: 'public',
  async handle({ services }) {
    return { body: await listActiveMembers(services.repositories.records) };
  },
});
