import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-event-types (spec 3-api §3.4.1). */
export const allEventTypes = referenceListRoute('all-event-types', 'event-types');
