import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-statuses (spec 3-api §3.4.1). */
export const allStatuses = referenceListRoute('all-statuses', 'statuses');
