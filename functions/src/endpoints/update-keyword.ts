import { keywordProjection, updateKeyword as update } from '../domain/keyword-writes';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-keyword/{id}: administrators (spec 3-api §3.7.7). */
export const updateKeyword = defineRoute({
  name: 'update-keyword',
  method: 'PATCH',
  route: 'update-keyword/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const keyword = await update({ store: services.repositories.records, caller, now: services.now() }, params.id, body, ifMatch);
    return { body: keywordProjection(keyword), version: keyword.etag };
  },
});
