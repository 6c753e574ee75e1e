import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-sources (spec 3-api §3.4.1). */
export const allSources = referenceListRoute('all-sources', 'sources');
