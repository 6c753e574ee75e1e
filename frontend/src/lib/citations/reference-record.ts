// What BibTeX and RIS both write about one product (spec 7-reports §7.4.3–§7.4.5), decided once:
// the names, the exported title and the other one, the date parts, the type, the URL.
import { comparisonKey } from '@portal/common/validation/normalize';
import type { DocumentLanguage } from '../documents/document-model';
import { authorNameList, type AuthorName } from './author-names';
import { titleIn, type CitableProduct } from './citation';

/** A product as exported: the citable fields, and the abstract when the page holds it. */
export interface ExportableProduct extends CitableProduct {
  /** The abstract (`note`): product pages only, list items lack it. */
  note?: string | null;
}

export interface ExportContext {
  /** The interface language: titles with fallback, type names. */
  lang: DocumentLanguage;
  /** The site's origin, for the portal page of a product without a DOI. */
  origin: string;
  /** Product type name in `lang` (null: unknown). */
  typeName: (id: string) => string | null;
}

export type EntryKind = 'article' | 'book' | 'book-chapter' | 'conference' | 'report' | 'thesis' | 'dataset' | 'software' | 'other' | 'none';

const KINDS: Readonly<Record<string, EntryKind>> = {
  'product-type-journal-article': 'article',
  'product-type-book': 'book',
  'product-type-book-chapter': 'book-chapter',
  'product-type-conference-presentation': 'conference',
  'product-type-report': 'report',
  'product-type-policy-brief': 'report',
  'product-type-thesis': 'thesis',
  'product-type-dataset': 'dataset',
  'product-type-software': 'software',
};

export interface ReferenceRecord {
  kind: EntryKind;
  names: AuthorName[];
  incomplete: boolean;
  title: string | null;
  otherTitle: string | null;
  year: string | null;
  /** 1–12 when the date has a month. */
  month: number | null;
  /** `YYYY/MM/DD` (RIS `DA`). */
  risDate: string | null;
  doi: string | null;
  url: string;
  /** `en` or `fr` when exactly one title exists. */
  language: DocumentLanguage | null;
  typeName: string | null;
  abstract: string | null;
}

/** Line breaks in values become spaces (both formats are line-based). */
export function oneLine(text: string): string {
  return text.replace(/\r\n|\r|\n/g, ' ');
}

export function referenceRecord(p: ExportableProduct, context: ExportContext): ReferenceRecord {
  const { names, incomplete } = authorNameList(p.all_author, p.member_authors, { memberIds: false });
  const title = titleIn(p, context.lang);
  const otherLang = title?.lang === 'en' ? 'fr' : 'en';
  const otherTitle = title ? (otherLang === 'en' ? p.title_en : p.title_fr) : null;
  const date = p.publish_date;
  const parts = date ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(date) : null;
  const typeId = p.product_type_id;
  const hasEn = Boolean(p.title_en);
  const hasFr = Boolean(p.title_fr);
  return {
    kind: typeId === null ? 'none' : (KINDS[typeId] ?? 'other'),
    names,
    incomplete,
    title: title ? oneLine(title.text) : null,
    otherTitle: otherTitle ? oneLine(otherTitle) : null,
    year: parts?.[1] ?? null,
    month: parts?.[2] ? Number(parts[2]) : null,
    risDate: parts?.[3] ? `${parts[1]}/${parts[2]}/${parts[3]}` : null,
    doi: p.doi ?? null,
    url: p.doi ? `https://doi.org/${p.doi}` : `${context.origin}/products/${encodeURIComponent(p.id)}/public`,
    language: hasEn !== hasFr ? (hasEn ? 'en' : 'fr') : null,
    typeName: typeId === null ? null : context.typeName(typeId),
    abstract: p.note ? oneLine(p.note) : null,
  };
}

/** The first run of `a`–`z` and `0`–`9` of at least `min` characters in a comparison key. */
function keyWord(text: string, min: number): string {
  const find = (part: string) => (comparisonKey(part).match(/[a-z0-9]+/g) ?? []).find((run) => run.length >= min);
  // The first words nearly always hold it: the whole title only when they do not.
  const head = text.slice(0, 60).replace(/\S*$/, '');
  return (head !== '' ? find(head) : undefined) ?? find(text) ?? '';
}

/**
 * The citation key (§7.4.4): the first name's family name (an organization's first word) as a
 * comparison key keeping `a`–`z` and `0`–`9`, the year or `nd`, the first title word of four
 * characters or more: `levesque2024home`. Unique within a file through `KeyRegister`.
 */
export function citationKey(record: ReferenceRecord): string {
  const first = record.names[0];
  let author = '';
  if (first?.kind === 'person') author = comparisonKey(first.family).replace(/[^a-z0-9]/g, '');
  else if (first) author = comparisonKey(first.name.split(/\s+/)[0] ?? '').replace(/[^a-z0-9]/g, '');
  return `${author}${record.year ?? 'nd'}${record.title ? keyWord(record.title, 4) : ''}`;
}

/** Keys already given in one file: a repeat gets `-2`, `-3`… */
export class KeyRegister {
  private readonly used = new Set<string>();

  unique(key: string): string {
    let candidate = key;
    for (let n = 2; this.used.has(candidate); n += 1) candidate = `${key}-${n}`;
    this.used.add(candidate);
    return candidate;
  }
}
