import { requireAdmin } from '../domain/permissions';
import { referenceEntryProjection, updateReference as update } from '../domain/reference-writes';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-reference/{list}/{id}: administrators; rename, retire or restore (spec 3-api §3.16.1). */
export const updateReference = defineRoute({
  name: 'update-reference',
  method: 'PATCH',
  route: 'update-reference/{list}/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const entry = await update({ store: services.repositories.records, caller, now: services.now() }, params.list, params.id, body, ifMatch);
    return { body: referenceEntryProjection(entry), version: entry.etag };
  },
});
