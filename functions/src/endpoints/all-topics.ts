import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-topics (spec 3-api §3.4.1). */
export const allTopics = referenceListRoute('all-topics', 'topics');
