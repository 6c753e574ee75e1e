import { updateGrant } from '../domain/grant-writes';
import { grantPrivateDetail } from '../domain/grants';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-grant/{id}/private: administrators edit the grant's private note (spec 3-api §3.10.4). */
export const updateGrantPrivate = defineRoute({
  name: 'update-grant-private',
  method: 'PATCH',
  route: 'update-grant/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const grant = await updateGrant({ store, caller, now: services.now() }, 'private', params.id, body, ifMatch);
    return { body: await grantPrivateDetail(store, grant), version: grant.etag };
  },
});
