import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-faculties (spec 3-api §3.4.1). */
export const allFaculties = referenceListRoute('all-faculties', 'faculties');
