/**
 * `GET /api/doi-metadata/{doi}` (spec 3-api §3.16.4, 6-data-and-beyond §6.3.7): the citation
 * metadata of a DOI, mapped to the product form's fields. Nothing is stored; the SPA fills the
 * form from it and suggests member authors from `all_author` with the shared author matching.
 */
import type { ProductReference } from './member';

/** How much of `publish_date` the metadata knew: a year alone becomes January 1, a month its first day. */
export type DatePrecision = 'day' | 'month' | 'year';

export interface DoiMetadata {
  /** The normalised DOI (the form keeps what the user typed). */
  doi: string;
  /** The first title of the metadata, markup removed; null when there is none. */
  title: string | null;
  /** Which title field it fills: `fr` when the metadata's language starts with "fr". */
  title_language: 'en' | 'fr';
  /** YYYY-MM-DD, or null when absent or outside 1900–2100. */
  publish_date: string | null;
  /** Null exactly when `publish_date` is null. */
  date_precision: DatePrecision | null;
  /** "family, given; …" (organizations by their literal name), whole names up to 3,000 characters; null without authors. */
  all_author: string | null;
  /** The number of authors in the metadata. */
  author_count: number;
  /** The number of authors `all_author` holds. */
  authors_included: number;
  /** The product type mapped from the metadata's `type` (spec 6-data-and-beyond §6.1.3), when not retired. */
  product_type_id: string | null;
  /** The abstract as plain text, paragraphs separated by a blank line, at most 2,000 characters. */
  note: string | null;
  note_truncated: boolean;
  title_truncated: boolean;
  /** The product that already has this DOI (2-data-model A27), or null. */
  existing_product: ProductReference | null;
}

/** At most this many lookups per account per minute (spec 3-api §3.16.4). */
export const DOI_LOOKUPS_PER_MINUTE = 30;
