// RIS records (spec 7-reports §7.4.5): the tagged format every reference manager imports.
import type { EntryKind, ReferenceRecord } from './reference-record';

export const RIS_LINE_END = '\r\n';

const RIS_TYPES: Readonly<Record<EntryKind, string>> = {
  article: 'JOUR',
  book: 'BOOK',
  'book-chapter': 'CHAP',
  conference: 'CPAPER',
  report: 'RPRT',
  thesis: 'THES',
  dataset: 'DATA',
  software: 'COMP',
  other: 'GEN',
  none: 'GEN',
};

/** One record, `TY` to `ER`, each line ending with CR LF. */
export function risRecord(record: ReferenceRecord): string {
  const lines: string[] = [];
  const add = (tag: string, value: string | null) => {
    if (value !== null && value !== '') lines.push(`${tag}  - ${value}`);
  };
  add('TY', RIS_TYPES[record.kind]);
  for (const name of record.names) {
    add('AU', name.kind === 'organization' ? name.name : name.given === '' ? name.family : `${name.family}, ${name.given}`);
  }
  add('TI', record.title);
  add('TT', record.otherTitle);
  add('PY', record.year);
  add('DA', record.risDate);
  add('DO', record.doi);
  add('UR', record.url);
  add('LA', record.language);
  add('M3', record.typeName);
  add('AB', record.abstract);
  lines.push('ER  - ');
  return lines.join(RIS_LINE_END) + RIS_LINE_END;
}
