import { keywordProjection, registerKeyword as register } from '../domain/keyword-writes';
import { requireMemberOrAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** POST /api/register-keyword: members and administrators; no Location (spec 3-api §3.7.6). */
export const registerKeyword = defineRoute({
  name: 'register-keyword',
  method: 'POST',
  route: 'register-keyword',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const keyword = await register({ store: services.repositories.records, caller, now: services.now() }, body);
    return { status: 201, body: keywordProjection(keyword), version: keyword.etag };
  },
});
