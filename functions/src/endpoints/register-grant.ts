import type { GrantRegistered } from '@portal/common/api/grant';
import { authorSuggestionsFor } from '../domain/author-suggestions';
import { registerGrant as register } from '../domain/grant-writes';
import { grantPrivateDetail } from '../domain/grants';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/**
 * POST /api/register-grant: administrators (spec 3-api §3.10.2). Answers the private detail plus
 * `author_suggestions` from the saved investigator text.
 */
export const registerGrant = defineRoute({
  name: 'register-grant',
  method: 'POST',
  route: 'register-grant',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const store = services.repositories.records;
    const grant = await register({ store, caller, now: services.now() }, body);
    const [detail, author_suggestions] = await Promise.all([
      grantPrivateDetail(store, grant),
      authorSuggestionsFor(store, grant.all_investigator),
    ]);
    const answer: GrantRegistered = { ...detail, author_suggestions };
    return { status: 201, body: answer, version: grant.etag, location: `/api/grant/${grant.id}/private` };
  },
});
