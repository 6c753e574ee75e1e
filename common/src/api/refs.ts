/**
 * Small references shared by several resources' projections (spec 2-data-model §2.4.1): a
 * linked record shown by its name, never its whole projection.
 */
import type { MemberListItem } from './member';

/** A linked member, from the copies the holder keeps of its display fields (§2.6.3). */
export interface MemberReference {
  id: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
}

/** A linked organization (partner). */
export interface OrganizationReference {
  id: string;
  name_en: string | null;
  name_fr: string | null;
}

/** A linked event: its names and start date (the SPA orders and dates them). */
export interface EventReference {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  start_date: string | null;
}

/** A linked grant. */
export interface GrantReference {
  id: string;
  title: string;
}

/** What pickers read of an `/api/all-members` item: the id and the account's names. */
export type ActiveMemberItem = Pick<MemberListItem, 'id' | 'account'>;
