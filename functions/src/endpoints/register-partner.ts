import { organizationPrivateDetail } from '../domain/organizations';
import { registerOrganization as register } from '../domain/organization-writes';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** POST /api/register-partner: administrators, every field, linked to nobody (spec 3-api §3.9.2). */
export const registerPartner = defineRoute({
  name: 'register-partner',
  method: 'POST',
  route: 'register-partner',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const store = services.repositories.records;
    const organization = await register({ store, caller, now: services.now() }, body);
    return {
      status: 201,
      body: await organizationPrivateDetail(store, organization),
      version: organization.etag,
      location: `/api/partner/${organization.id}/private`,
    };
  },
});
