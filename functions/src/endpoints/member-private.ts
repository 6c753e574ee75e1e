import { loadRecord } from '../domain/load';
import { memberPrivateDetail } from '../domain/members';
import { isAdmin, ownMemberId } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/** GET /api/member/{id}/private: administrators and the member (spec 3-api §3.7.2). */
export const memberPrivate = defineRoute({
  name: 'member-private',
  method: 'GET',
  route: 'member/{id}/private',
  access: 'authenticated',
  authorize(caller, params) {
    if (!isAdmin(caller) && ownMemberId(caller) !== params.id) throw new ApiError('forbidden');
  },
  async handle({ params, services, caller }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'member', params.id);
    return { body: await memberPrivateDetail(store, record, caller), version: record.etag };
  },
});
