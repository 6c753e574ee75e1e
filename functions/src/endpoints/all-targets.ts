import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-targets (spec 3-api §3.4.1). */
export const allTargets = referenceListRoute('all-targets', 'targets');
