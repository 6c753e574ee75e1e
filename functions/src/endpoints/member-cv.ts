import { memberCvData } from '../domain/member-cv';
import { isAdmin, ownMemberId } from '../domain/permissions';
import { ApiError } from '../domain/errors';
import { defineRoute } from '../http/route-definition';

/**
 * GET /api/member/{id}/cv: everything a member's CV needs in one answer (spec 7-reports §7.2.2),
 * for the member and administrators. Anyone else is refused from the path alone, before any read,
 * so nothing is revealed about the id. No version: the answer gathers many records.
 */
export const memberCv = defineRoute({
  name: 'member-cv',
  method: 'GET',
  route: 'member/{id}/cv',
  access: 'authenticated',
  authorize(caller, params) {
    if (!isAdmin(caller) && ownMemberId(caller) !== params.id) throw new ApiError('forbidden');
  },
  async handle({ params, services }) {
    return { body: await memberCvData(services.repositories.records, params.id ?? '', services.now()) };
  },
});
