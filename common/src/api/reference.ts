/** Reference-list entries (spec 2-data-model §2.4.5, 3-api §3.4.1), shared by the API and the SPA. */
import type { ReferenceListName } from '../demo/types';

/** An entry as other projections link it, and as the SPA reads the lists: retired entries included. */
export interface ReferenceEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  retired: boolean;
}

/**
 * One item of a public reference list (`/api/all-faculties` and the others of REFERENCE_LIST_PATHS):
 * a stored entry always has both names (2-data-model §2.2.10); the version lets an administrator edit it.
 */
export interface ReferenceListEntry extends ReferenceEntry {
  name_en: string;
  name_fr: string;
  etag: string;
}

/** The lists whose usage can be counted (spec 3-api §3.16.1): the reference lists and the keywords. */
export type UsageListName = ReferenceListName | 'keywords';

/** The record kinds that can hold a reference-list entry or a keyword. */
export type HoldingKind = 'member' | 'organization' | 'product' | 'grant' | 'event' | 'supervision';

/**
 * How many records use one entry (`GET /api/reference-usage/{list}/{id}`, and the `usage` of an
 * `entry_in_use` problem): only the kinds with at least one record, in the order of HoldingKind.
 */
export interface ReferenceUsage {
  total: number;
  by_kind: Array<{ kind: HoldingKind; count: number }>;
}

/** One item of `GET /api/reference-usage/{list}`: an entry that at least one record uses. */
export interface ReferenceUsageItem extends ReferenceUsage {
  id: string;
}

/** Request bodies of `POST /api/register-reference/{list}` and `PATCH /api/update-reference/{list}/{id}` (spec 3-api §3.16.1). */
export type { RegisterReferenceBody, UpdateReferenceBody } from '../validation/schemas/reference-entry';
