// BibTeX entries (spec 7-reports §7.4.3–§7.4.4): classic entry types so that every BibTeX tool
// reads them, the portal's type kept in `type` or `howpublished`, text escaped so that BibTeX's
// brace counting and LaTeX's special characters never break a file.
import type { EntryKind, ReferenceRecord } from './reference-record';

const ENTRY_TYPES: Readonly<Record<EntryKind, string>> = {
  article: 'article',
  book: 'book',
  'book-chapter': 'incollection',
  conference: 'inproceedings',
  report: 'techreport',
  thesis: 'phdthesis',
  dataset: 'misc',
  software: 'misc',
  other: 'misc',
  none: 'misc',
};

/** Where the portal's type name goes: `type` for reports and theses, `howpublished` for `@misc`. */
function typeField(kind: EntryKind): 'type' | 'howpublished' | null {
  if (kind === 'report' || kind === 'thesis') return 'type';
  if (kind === 'dataset' || kind === 'software' || kind === 'other') return 'howpublished';
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '\u00a0': '~',
};

const SPECIAL = /[\\{}&%$#_~^<>\u00a0]/;

/** Escapes a text field (§7.4.4): braces are replaced, not escaped, as BibTeX counts every brace. */
export function escapeBibtex(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(/[\\{}&%$#_~^<>\u00a0]/g, (c) => ESCAPES[c] ?? c);
}

/** In `doi` and `url` only the characters that would break the field are percent-encoded. */
export function escapeBibtexUrl(text: string): string {
  return text.replace(/[{}\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * Title case protection (§7.4.4), after escaping: a word (its outer punctuation excluded) with a
 * capital after its first character, or a word after the first that starts with a capital, is
 * wrapped in braces, so that case-changing styles keep proper nouns and acronyms.
 */
export function protectTitle(escaped: string): string {
  // Only a capital after the first character can need braces: most titles have none.
  if (!/\p{Lu}/u.test(escaped.slice(1))) return escaped;
  let index = 0;
  return escaped.replace(/\S+/g, (word) => {
    const position = index;
    index += 1;
    // Most words have no capital at all: nothing to protect.
    if (!/\p{Lu}/u.test(word)) return word;
    // Outer punctuation found by scanning, not by a backtracking pattern.
    const chars = Array.from(word);
    const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
    let start = 0;
    while (start < chars.length && !isWordChar(chars[start])) start += 1;
    let end = chars.length;
    while (end > start && !isWordChar(chars[end - 1])) end -= 1;
    const letters = chars.slice(start, end);
    const core = letters.join('');
    if (core === '' || core.includes('\\')) return word;
    const before = chars.slice(0, start).join('');
    const after = chars.slice(end).join('');
    const capitalInside = letters.slice(1).some((c) => /\p{Lu}/u.test(c));
    const capitalFirst = position > 0 && /\p{Lu}/u.test(letters[0] ?? '');
    return capitalInside || capitalFirst ? `${before}{${core}}${after}` : word;
  });
}

function authorField(record: ReferenceRecord): string {
  const names = record.names.map((name) => {
    if (name.kind === 'organization') return `{${escapeBibtex(name.name)}}`;
    return escapeBibtex(name.given === '' ? name.family : `${name.family}, ${name.given}`);
  });
  if (record.incomplete && names.length > 0) names.push('others');
  return names.join(' and ');
}

/** One entry, `@type{key,` to `}`, lines joined by LF, without a trailing line break. */
export function bibtexEntry(record: ReferenceRecord, key: string): string {
  const fields: Array<[string, string, boolean]> = [];
  const add = (name: string, value: string | null, braces = true) => {
    if (value !== null && value !== '') fields.push([name, value, braces]);
  };
  add('author', authorField(record));
  add('title', record.title === null ? null : protectTitle(escapeBibtex(record.title)));
  add('year', record.year);
  add('month', record.month === null ? null : (MONTHS[record.month - 1] ?? null), false);
  const typeName = typeField(record.kind);
  if (typeName) add(typeName, record.typeName === null ? null : escapeBibtex(record.typeName));
  add('doi', record.doi === null ? null : escapeBibtexUrl(record.doi));
  add('url', escapeBibtexUrl(record.url));
  add('language', record.language === null ? null : record.language === 'en' ? 'english' : 'french');
  add('abstract', record.abstract === null ? null : escapeBibtex(record.abstract));
  const lines = fields.map(([name, value, braces]) => `  ${name} = ${braces ? `{${value}}` : value}`);
  return `@${ENTRY_TYPES[record.kind]}{${key},\n${lines.join(',\n')}\n}`;
}

/** The two first lines of a file (§7.4.4). */
export function bibtexHeader(shortName: string, count: number, date: string): string {
  return `% ${shortName} – ${count} references – ${date}\n% Encoding: UTF-8\n`;
}
