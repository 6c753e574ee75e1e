import { requireAdmin } from '../domain/permissions';
import { referenceEntryProjection, registerReference as register } from '../domain/reference-writes';
import { defineRoute } from '../http/route-definition';

/** POST /api/register-reference/{list}: administrators; no Location (spec 3-api §3.16.1). */
export const registerReference = defineRoute({
  name: 'register-reference',
  method: 'POST',
  route: 'register-reference/{list}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, caller, services }) {
    const entry = await register({ store: services.repositories.records, caller, now: services.now() }, params.list, body);
    return { status: 201, body: referenceEntryProjection(entry), version: entry.etag };
  },
});
