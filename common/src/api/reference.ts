/** Reference-list entries (spec 2-data-model §2.4.5, 3-api §3.4.1), shared by the API and the SPA. */

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
