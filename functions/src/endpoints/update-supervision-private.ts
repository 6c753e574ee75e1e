import { isAdmin, ownMemberId, requireMemberOrAdmin } from '../domain/permissions';
import { updateSupervision } from '../domain/supervision-writes';
import { canReadSupervision, supervisionPrivateDetail, supervisionPublicDetail } from '../domain/supervisions';
import { defineRoute } from '../http/route-definition';

/**
 * PATCH /api/update-supervision/{id}/private: administrators and the principal supervisors of the
 * stored supervision (spec 3-api §3.12.4). The answer is the private detail while the caller may
 * still read it after the change, else the public detail (without a version).
 */
export const updateSupervisionPrivate = defineRoute({
  name: 'update-supervision-private',
  method: 'PATCH',
  route: 'update-supervision/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const supervision = await updateSupervision({ store, caller, now: services.now() }, 'private', params.id, body, ifMatch);
    if (isAdmin(caller) || canReadSupervision(supervision, ownMemberId(caller))) {
      return { body: await supervisionPrivateDetail(store, supervision), version: supervision.etag };
    }
    return { body: await supervisionPublicDetail(store, supervision) };
  },
});
