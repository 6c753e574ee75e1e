import { memberPrivateDetail } from '../domain/members';
import { updateMemberInsight as update } from '../domain/member-writes';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/**
 * PATCH /api/update-member/{id}/insight: administrators only, the member included gets 403.
 * If-Match is the insight's version; the answer's ETag is the member's (spec 3-api §3.7.5).
 */
export const updateMemberInsight = defineRoute({
  name: 'update-member-insight',
  method: 'PATCH',
  route: 'update-member/{id}/insight',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const { member } = await update({ store, caller, now: services.now() }, params.id, body, ifMatch);
    return { body: await memberPrivateDetail(store, member, caller), version: member.etag };
  },
});
