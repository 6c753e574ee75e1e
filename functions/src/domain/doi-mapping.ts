import type { DatePrecision, DoiMetadata } from '@portal/common/api/doi-metadata';
import { cutAtWord, plainLine, plainParagraphs } from './doi-text';

/**
 * Citation metadata (CSL-JSON, as DOI content negotiation serves it) → the product form's fields,
 * by the table of spec 6-data-and-beyond §6.3.7. The service's JSON is untrusted: every field read
 * is checked for its type, a wrong type counts as absent, and nothing else of it reaches the answer.
 */

export const TITLE_MAX = 500;
export const NOTE_MAX = 2000;
export const ALL_AUTHOR_MAX = 3000;
const AUTHOR_SEPARATOR = '; ';

/**
 * The last column of the product-type table of spec 6-data-and-beyond §6.1.3: CSL types → the id
 * of the product-type entry they map to (used only when the entry exists and is not retired).
 */
const PRODUCT_TYPE_OF_CSL: Readonly<Record<string, string>> = {
  'article-journal': 'product-type-journal-article',
  article: 'product-type-journal-article',
  book: 'product-type-book',
  chapter: 'product-type-book-chapter',
  'paper-conference': 'product-type-conference-presentation',
  speech: 'product-type-conference-presentation',
  report: 'product-type-report',
  dataset: 'product-type-dataset',
  software: 'product-type-software',
  thesis: 'product-type-thesis',
  interview: 'product-type-media-interview',
};

/**
 * What a lookup keeps of the metadata (and an instance caches): the answer's fields but the two
 * that depend on this portal's data at the time of the request, the product holding the DOI and
 * whether the mapped product type is still offered.
 */
export type MappedMetadata = Omit<DoiMetadata, 'existing_product' | 'product_type_id'> & {
  /** The product-type entry the metadata's type maps to, before checking that it exists and is not retired. */
  product_type_candidate: string | null;
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** `title` is a string in CSL-JSON; some services send a list of them: the first one is used. */
function firstTitle(value: unknown): string | null {
  const raw = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
  if (typeof raw !== 'string') return null;
  const line = plainLine(raw);
  return line === '' ? null : line;
}

/** A date part: an integer, or a string of digits (some registries send "2024"). */
function datePart(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value)) return Number(value);
  return null;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The first date of `issued`, `published-print`, `published-online` that has a year. */
function publishDate(metadata: Json): { date: string | null; precision: DatePrecision | null } {
  for (const field of ['issued', 'published-print', 'published-online']) {
    const holder = metadata[field];
    if (!isObject(holder) || !Array.isArray(holder['date-parts'])) continue;
    const parts = holder['date-parts'][0];
    if (!Array.isArray(parts)) continue;
    const year = datePart(parts[0]);
    if (year === null) continue;
    if (year < 1900 || year > 2100) return { date: null, precision: null };
    const month = datePart(parts[1]);
    if (month === null || month < 1 || month > 12) return { date: `${pad(year, 4)}-01-01`, precision: 'year' };
    const day = datePart(parts[2]);
    if (day === null || day < 1 || day > daysIn(year, month)) return { date: `${pad(year, 4)}-${pad(month, 2)}-01`, precision: 'month' };
    return { date: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`, precision: 'day' };
  }
  return { date: null, precision: null };
}

/**
 * One author as "family, given" (or the family or given name alone), an organisation by its
 * literal name; null when the item names no one. A ";" inside a name would split it in two for the
 * author matching, so it becomes a ",".
 */
function authorName(item: unknown): string | null {
  if (!isObject(item)) return null;
  const part = (value: unknown) => {
    const raw = text(value);
    return raw === null ? '' : plainLine(raw).replace(/;/g, ',');
  };
  const literal = part(item.literal);
  if (literal !== '') return literal;
  const family = part(item.family);
  const given = part(item.given);
  if (family !== '' && given !== '') return `${family}, ${given}`;
  const single = family || given || part(item.name);
  return single === '' ? null : single;
}

function authors(value: unknown): Pick<DoiMetadata, 'all_author' | 'author_count' | 'authors_included'> {
  const names = Array.isArray(value) ? value.map(authorName).filter((name): name is string => name !== null) : [];
  const kept: string[] = [];
  let length = 0;
  for (const name of names) {
    const added = Array.from(name).length + (kept.length > 0 ? AUTHOR_SEPARATOR.length : 0);
    if (length + added > ALL_AUTHOR_MAX) break;
    kept.push(name);
    length += added;
  }
  return { all_author: kept.length > 0 ? kept.join(AUTHOR_SEPARATOR) : null, author_count: names.length, authors_included: kept.length };
}

/** Maps a service's answer; `doi` is the normalised DOI that was looked up. */
export function mapCslJson(doi: string, metadata: unknown): MappedMetadata {
  const source = isObject(metadata) ? metadata : {};
  const title = firstTitle(source.title);
  const cutTitle = title === null ? null : cutAtWord(title, TITLE_MAX);
  const language = text(source.language);
  const { date, precision } = publishDate(source);
  const type = text(source.type);
  const abstract = text(source.abstract);
  const note = abstract === null ? '' : plainParagraphs(abstract);
  const cutNote = note === '' ? null : cutAtWord(note, NOTE_MAX);
  return {
    doi,
    title: cutTitle?.text ?? null,
    title_language: language !== null && language.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en',
    publish_date: date,
    date_precision: precision,
    ...authors(source.author),
    product_type_candidate: type !== null && Object.hasOwn(PRODUCT_TYPE_OF_CSL, type) ? (PRODUCT_TYPE_OF_CSL[type] ?? null) : null,
    note: cutNote?.text ?? null,
    note_truncated: cutNote?.truncated ?? false,
    title_truncated: cutTitle?.truncated ?? false,
  };
}
