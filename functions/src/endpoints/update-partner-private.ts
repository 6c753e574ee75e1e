import { organizationPrivateDetail } from '../domain/organizations';
import { updateOrganization } from '../domain/organization-writes';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-partner/{id}/private: administrators (spec 3-api §3.9.5). */
export const updatePartnerPrivate = defineRoute({
  name: 'update-partner-private',
  method: 'PATCH',
  route: 'update-partner/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const organization = await updateOrganization({ store, caller, now: services.now() }, 'private', params.id, body, ifMatch);
    return { body: await organizationPrivateDetail(store, organization), version: organization.etag };
  },
});
