/** `GET /api/stats/counts` (spec 3-api §3.16.3): the home page's six public figures. */
export interface HomeCounts {
  active_members: number;
  products: number;
  grants: number;
  events: number;
  partners: number;
  supervisions: number;
}
