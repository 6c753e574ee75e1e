import { loadRecord } from '../domain/load';
import { isAdmin, ownMemberId, requireMemberOrAdmin } from '../domain/permissions';
import { canReadSupervision, supervisionPrivateDetail } from '../domain/supervisions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/**
 * GET /api/supervision/{id}/private: administrators, its principal supervisors and its
 * co-supervisors (spec 3-api §3.12.1); the supervisor check needs the stored record (step 7).
 */
export const supervisionPrivate = defineRoute({
  name: 'supervision-private',
  method: 'GET',
  route: 'supervision/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  async handle({ params, services, caller }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'supervision', params.id);
    if (!isAdmin(caller) && !canReadSupervision(record, ownMemberId(caller))) throw new ApiError('forbidden');
    return { body: await supervisionPrivateDetail(store, record), version: record.etag };
  },
});
