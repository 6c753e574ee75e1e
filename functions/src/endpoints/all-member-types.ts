import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-member-types (spec 3-api §3.4.1). */
export const allMemberTypes = referenceListRoute('all-member-types', 'member-types');
