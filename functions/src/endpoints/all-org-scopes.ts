import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-org-scopes (spec 3-api §3.4.1). */
export const allOrgScopes = referenceListRoute('all-org-scopes', 'org-scopes');
