/** `GET /api/stats/counts` (spec 3-api §3.16.3): the home page's six public figures. */
export interface HomeCounts {
  active_members: number;
  products: number;
  grants: number;
  events: number;
  partners: number;
  supervisions: number;
}

/**
 * `GET /api/stats/dashboard` (spec 3-api §3.16.3, spec 6-data-and-beyond §6.3.2): buckets over
 * every record, one item per combination of its keys that at least one record has (never a count
 * of 0), from which the home dashboard draws its charts and applies its filters without another
 * request. Only public fields are counted.
 */
export interface DashboardFigures {
  products_by_year_and_type: ProductYearBucket[];
  grants_by_status: GrantStatusBucket[];
  events_by_year: EventYearBucket[];
  /** When the figures were computed (timestamp, spec 2-data-model §2.1.4). */
  generated_at: string;
}

/** Products by the year of `publish_date` (null when undated) and type (null without one). */
export interface ProductYearBucket {
  year: number | null;
  product_type_id: string | null;
  count: number;
}

/**
 * Grants by year (of `submission_date`, else `obtained_date`, else `completed_date`; null without
 * any date), status, source and "through the network".
 */
export interface GrantStatusBucket {
  year: number | null;
  status_id: string | null;
  source_id: string | null;
  through_network: boolean;
  count: number;
  /** The exact sum of the grants' amounts: dollars with at most two decimals (money, 2-data-model §2.1.4). */
  amount_total: number;
}

/** Events by the year of `start_date` (null when undated) and type (null without one). */
export interface EventYearBucket {
  year: number | null;
  event_type_id: string | null;
  count: number;
}
