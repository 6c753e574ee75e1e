import { updateGrant } from '../domain/grant-writes';
import { grantPrivateDetail } from '../domain/grants';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-grant/{id}/public: administrators edit the grant's public data and member links (spec 3-api §3.10.3). */
export const updateGrantPublic = defineRoute({
  name: 'update-grant-public',
  method: 'PATCH',
  route: 'update-grant/{id}/public',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const grant = await updateGrant({ store, caller, now: services.now() }, 'public', params.id, body, ifMatch);
    return { body: await grantPrivateDetail(store, grant), version: grant.etag };
  },
});
