import { organizationPrivateDetail, organizationPublicDetail } from '../domain/organizations';
import { registerOrganizationForMember } from '../domain/organization-writes';
import { isAdmin, requireOwnMemberRecord } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/**
 * POST /api/register-partner-member: a member (an administrator only with an own member record)
 * registers an organization that becomes one of their partnerships (spec 3-api §3.9.3). The
 * answer is the private detail for an administrator, else the public detail (no version).
 */
export const registerPartnerMember = defineRoute({
  name: 'register-partner-member',
  method: 'POST',
  route: 'register-partner-member',
  access: 'authenticated',
  authorize(caller) {
    requireOwnMemberRecord(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const store = services.repositories.records;
    const memberId = requireOwnMemberRecord(caller);
    const organization = await registerOrganizationForMember({ store, caller, now: services.now() }, memberId, body);
    if (isAdmin(caller)) {
      return {
        status: 201,
        body: await organizationPrivateDetail(store, organization),
        version: organization.etag,
        location: `/api/partner/${organization.id}/private`,
      };
    }
    return { status: 201, body: await organizationPublicDetail(store, organization), location: `/api/partner/${organization.id}/public` };
  },
});
