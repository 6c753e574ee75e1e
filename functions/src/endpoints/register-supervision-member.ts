import { requireOwnMemberRecord } from '../domain/permissions';
import { registerSupervision } from '../domain/supervision-writes';
import { supervisionPrivateDetail } from '../domain/supervisions';
import { defineRoute } from '../http/route-definition';

/**
 * POST /api/register-supervision-member: a member (an administrator only with an own member
 * record) registers a supervision they lead, as its first principal supervisor (spec 3-api
 * §3.12.3).
 */
export const registerSupervisionMember = defineRoute({
  name: 'register-supervision-member',
  method: 'POST',
  route: 'register-supervision-member',
  access: 'authenticated',
  authorize(caller) {
    requireOwnMemberRecord(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const store = services.repositories.records;
    const supervision = await registerSupervision({ store, caller, now: services.now() }, body, requireOwnMemberRecord(caller));
    return {
      status: 201,
      body: await supervisionPrivateDetail(store, supervision),
      version: supervision.etag,
      location: `/api/supervision/${supervision.id}/private`,
    };
  },
});
