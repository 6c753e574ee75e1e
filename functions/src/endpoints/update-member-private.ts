import { memberPrivateDetail } from '../domain/members';
import { updateMemberPrivate as update } from '../domain/member-writes';
import { isAdmin, ownMemberId } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/**
 * PATCH /api/update-member/{id}/private: administrators and the member themself; date joined for
 * administrators only, reactivation as 2-data-model §2.5.6 (spec 3-api §3.7.4).
 */
export const updateMemberPrivate = defineRoute({
  name: 'update-member-private',
  method: 'PATCH',
  route: 'update-member/{id}/private',
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
