import { organizationPrivateDetail } from '../domain/organizations';
import { updateOrganization } from '../domain/organization-writes';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-partner/{id}/public: administrators (spec 3-api §3.9.4). */
export const updatePartnerPublic = defineRoute({
  name: 'update-partner-public',
  method: 'PATCH',
  route: 'update-partner/{id}/public',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const organization = await updateOrganization({ store, caller, now: services.now() }, 'public', params.id, body, ifMatch);
    return { body: await organizationPrivateDetail(store, organization), version: organization.etag };
  },
});
