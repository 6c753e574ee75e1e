// The portal's own citation formatter (spec 7-reports §7.1.5): APA 7 and Vancouver, each in the
// conventions of its language, over the six fields the portal stores. Rich text (runs with
// italics, bold, language and links) for the Cite dialog, the CV and the report; plain text from
// the same runs, so both always say the same thing.
import type { MemberReference } from '@portal/common/api/refs';
import type { DocumentLanguage, TextRun } from '../documents/document-model';
import { apaInitials, authorNameList, vancouverInitials, type AuthorName } from './author-names';

export type CitationStyle = 'apa' | 'vancouver';

export interface CitableProduct {
  id: string;
  title_en: string | null;
  title_fr: string | null;
  publish_date: string | null;
  all_author: string | null;
  doi: string | null;
  product_type_id: string | null;
  member_authors: MemberReference[];
}

export interface CitationOptions {
  style: CitationStyle;
  lang: DocumentLanguage;
  /** Product type name in `lang`, from the product-type list (null: no type / unknown). */
  typeName: (id: string) => string | null;
  /** "Show both titles" (§7.2.3): the other title follows in square brackets. */
  bothTitles?: boolean;
  /** The CV's member, in bold (§7.2.4 item 4). */
  boldMemberId?: string;
}

const TYPE = 'product-type-';
/** Types APA does not describe in brackets (and no type at all). */
const UNDESCRIBED = new Set([`${TYPE}journal-article`, `${TYPE}book`, `${TYPE}book-chapter`, `${TYPE}report`]);
/** Types whose APA title is not italic. */
const ROMAN_TITLE = new Set([`${TYPE}journal-article`, `${TYPE}book-chapter`]);
/** Types dated to the day in APA. */
const DATED_TO_DAY = new Set([`${TYPE}conference-presentation`, `${TYPE}media-interview`]);

const APA_MAX_NAMES = 20;
const APA_FIRST_NAMES = 19;
const VANCOUVER_MAX_NAMES = 6;

/** The title to show in `lang`, with fallback to the other language (spec 4-shell §4.4.5). */
export function titleIn(p: Pick<CitableProduct, 'title_en' | 'title_fr'>, lang: DocumentLanguage): { text: string; lang: DocumentLanguage } | null {
  const own = lang === 'en' ? p.title_en : p.title_fr;
  if (own) return { text: own, lang };
  const other = lang === 'en' ? p.title_fr : p.title_en;
  return other ? { text: other, lang: lang === 'en' ? 'fr' : 'en' } : null;
}

function otherLanguage(lang: DocumentLanguage): DocumentLanguage {
  return lang === 'en' ? 'fr' : 'en';
}

function nameText(name: AuthorName, style: CitationStyle): string {
  if (name.kind === 'organization') return name.name;
  if (name.given === '') return name.family;
  return style === 'apa' ? `${name.family}, ${apaInitials(name.given)}` : `${name.family} ${vancouverInitials(name.given)}`;
}

/** The author runs, ending with "." (§7.1.5 "After the authors"); empty without any name. */
function authorRuns(p: CitableProduct, o: CitationOptions): TextRun[] {
  const { names, incomplete } = authorNameList(p.all_author, p.member_authors, { memberIds: o.boldMemberId !== undefined });
  if (names.length === 0) return [];
  const runOf = (name: AuthorName): TextRun => {
    const text = nameText(name, o.style);
    return o.boldMemberId !== undefined && name.memberId === o.boldMemberId ? { text, bold: true } : { text };
  };
  const runs: TextRun[] = [];
  const push = (text: string) => runs.push({ text });
  let etAl = incomplete;
  if (o.style === 'vancouver') {
    const shown = names.slice(0, VANCOUVER_MAX_NAMES);
    if (names.length > VANCOUVER_MAX_NAMES) etAl = true;
    shown.forEach((name, i) => {
      if (i > 0) push(', ');
      runs.push(runOf(name));
    });
  } else if (names.length > APA_MAX_NAMES) {
    names.slice(0, APA_FIRST_NAMES).forEach((name, i) => {
      if (i > 0) push(', ');
      runs.push(runOf(name));
    });
    push(o.lang === 'fr' ? ', ... ' : ', . . . ');
    runs.push(runOf(names[names.length - 1] as AuthorName));
  } else {
    names.forEach((name, i) => {
      if (i > 0) {
        const last = i === names.length - 1;
        if (!last) push(', ');
        else push(o.lang === 'fr' ? ' et ' : ', & ');
      }
      runs.push(runOf(name));
    });
  }
  if (etAl) push(', et al.');
  if (!citationPlainText(runs).endsWith('.')) push('.');
  return runs;
}

/** " (2024)." / " (2023, October 18)." / " (n.d.)." for APA; " 2024." / " [date unknown]." for Vancouver. */
function dateText(p: CitableProduct, o: CitationOptions): string {
  const date = p.publish_date;
  if (o.style === 'vancouver') {
    if (!date) return o.lang === 'fr' ? ' [date inconnue].' : ' [date unknown].';
    return ` ${date.slice(0, 4)}.`;
  }
  if (!date) return o.lang === 'fr' ? ' (s.\u00a0d.).' : ' (n.d.).';
  const year = date.slice(0, 4);
  if (p.product_type_id !== null && DATED_TO_DAY.has(p.product_type_id) && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const at = new Date(`${date}T00:00:00Z`);
    const month = new Intl.DateTimeFormat(o.lang === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long', timeZone: 'UTC' }).format(at);
    const day = at.getUTCDate();
    return o.lang === 'fr' ? ` (${year}, ${day} ${month}).` : ` (${year}, ${month} ${day}).`;
  }
  return ` (${year}).`;
}

function descriptionText(p: CitableProduct, o: CitationOptions): string | null {
  if (p.product_type_id === null || UNDESCRIBED.has(p.product_type_id)) return null;
  const name = o.typeName(p.product_type_id);
  if (!name) return null;
  if (o.style === 'apa') return name;
  const [first = '', ...rest] = Array.from(name);
  return first.toLocaleLowerCase(o.lang === 'fr' ? 'fr-CA' : 'en-CA') + rest.join('');
}

/** Title, other title, description and the closing period; `fallback` when the title fell back. */
function titleRuns(p: CitableProduct, o: CitationOptions): { runs: TextRun[]; fallback: boolean } {
  const runs: TextRun[] = [];
  const title = titleIn(p, o.lang);
  const italic = o.style === 'apa' && !(p.product_type_id !== null && ROMAN_TITLE.has(p.product_type_id));
  let ending = '';
  if (title) {
    runs.push({ text: title.text, ...(italic ? { italic: true } : {}), ...(title.lang !== o.lang ? { lang: title.lang } : {}) });
    ending = title.text;
    if (o.bothTitles) {
      const otherLang = otherLanguage(title.lang);
      const other = otherLang === 'en' ? p.title_en : p.title_fr;
      if (other) {
        runs.push({ text: ' [' });
        runs.push({ text: other, ...(otherLang !== o.lang ? { lang: otherLang } : {}) });
        runs.push({ text: ']' });
        ending = ']';
      }
    }
  }
  const description = descriptionText(p, o);
  if (description) {
    runs.push({ text: `${runs.length > 0 ? ' ' : ''}[${description}]` });
    ending = ']';
  }
  if (runs.length > 0 && !/[.?!]$/.test(ending)) runs.push({ text: '.' });
  return { runs, fallback: title !== null && title.lang !== o.lang };
}

function doiRuns(p: CitableProduct, o: CitationOptions): TextRun[] {
  if (!p.doi) return [];
  const href = `https://doi.org/${p.doi}`;
  return [{ text: ' ' }, { text: o.style === 'apa' ? href : `doi:${p.doi}`, href }];
}

/** Joins parts with one space between them where the next part does not already start with one. */
function sequence(parts: TextRun[][]): TextRun[] {
  const runs: TextRun[] = [];
  for (const part of parts) {
    if (part.length === 0) continue;
    const first = part[0] as TextRun;
    if (runs.length > 0 && !first.text.startsWith(' ')) runs.push({ text: ' ' });
    runs.push(...part);
  }
  return mergePlainRuns(runs);
}

/** Adjacent runs with the same emphasis, language and link become one (simpler rich text). */
function mergePlainRuns(runs: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && last.bold === run.bold && last.italic === run.italic && last.lang === run.lang && last.href === undefined && run.href === undefined) {
      merged[merged.length - 1] = { ...last, text: last.text + run.text };
    } else {
      merged.push(run);
    }
  }
  return merged;
}

/**
 * A product's citation (§7.1.5): APA orders authors, date, title, description, DOI; Vancouver
 * authors, title, description, date, DOI.
 */
export function formatCitation(p: CitableProduct, o: CitationOptions): { runs: TextRun[]; fallback: boolean } {
  const authors = authorRuns(p, o);
  const title = titleRuns(p, o);
  const date: TextRun[] = [{ text: dateText(p, o) }];
  const doi = doiRuns(p, o);
  if (o.style === 'vancouver') return { runs: sequence([authors, title.runs, date, doi]), fallback: title.fallback };
  // APA without authors: the title takes their place, the date follows it.
  const parts = authors.length > 0 ? [authors, date, title.runs, doi] : [title.runs, date, doi];
  return { runs: sequence(parts), fallback: title.fallback };
}

export function citationPlainText(runs: TextRun[]): string {
  return runs.map((run) => run.text).join('');
}
