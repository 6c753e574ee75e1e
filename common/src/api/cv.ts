/**
 * `GET /api/member/{id}/cv` (spec 7-reports §7.2.2): everything a member's CV needs in one answer,
 * for the member and administrators. Items are in ascending `id` order; references to inactive
 * members are kept (`is_active: false`). Never the insight, administrators included.
 */
import type { ProductInput } from '../demo/types';
import type { EventListItem } from './event';
import type { GrantListItem } from './grant';
import type { MemberPrivateDetail, SupervisionRole } from './member';
import type { ProductListItem } from './product';
import type { SupervisionListItem } from './supervision';

/** A product list item plus the two private flags every member may read. */
export interface ProductWithFlags extends ProductListItem, Pick<ProductInput, 'on_going' | 'peer_reviewed'> {}

/** The member's part in a grant. */
export type CvGrantRole = 'investigator' | 'involved';

export interface CvGrantItem extends GrantListItem {
  role: CvGrantRole;
}

export interface CvSupervisionItem extends SupervisionListItem {
  role: SupervisionRole;
}

export interface MemberCvData {
  /** The member private detail without `insight`, whoever asks. */
  member: Omit<MemberPrivateDetail, 'insight'>;
  products: ProductWithFlags[];
  grants: CvGrantItem[];
  supervisions: CvSupervisionItem[];
  events: EventListItem[];
  /** Time of the answer (timestamp, spec 2-data-model §2.1.4). */
  generated_at: string;
}
