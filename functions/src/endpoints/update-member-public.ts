import { memberPrivateDetail } from '../domain/members';
import { updateMemberPublic as update } from '../domain/member-writes';
import { isAdmin, ownMemberId } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-member/{id}/public: administrators and the member themself (spec 3-api §3.7.3). */
export const updateMemberPublic = defineRoute({
  name: 'update-member-public',
  method: 'PATCH',
  route: 'update-member/{id}/public',
  access: 'authenticated',
  authorize(caller, params) {
    if (!isAdmin(caller) && ownMemberId(caller) !== params.id) throw new ApiError('forbidden');
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const deps = { store, caller, now: services.now(), timeZone: services.config.timeZone };
    const member = await update(deps, params.id, body, ifMatch);
    return { body: await memberPrivateDetail(store, member, caller), version: member.etag };
  },
});
