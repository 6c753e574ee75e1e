import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-levels (spec 3-api §3.4.1). */
export const allLevels = referenceListRoute('all-levels', 'levels');
