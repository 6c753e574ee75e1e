import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-org-types (spec 3-api §3.4.1). */
export const allOrgTypes = referenceListRoute('all-org-types', 'org-types');
