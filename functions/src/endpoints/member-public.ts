import { memberPublicDetail } from '../domain/members';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/route-definition';

/** GET /api/member/{id}/public (spec 3-api §3.7.1). */
export const memberPublic = defineRoute({
  name: 'member-public',
  method: 'GET',
  route: 'member/{id}/public',
  access: 'public',
  async handle({ params, services }) {
    const detail = await memberPublicDetail(params.id ?? '', services.repositories);
    if (!detail) throw new ApiError('not_found');
    return { body: detail };
  },
});
