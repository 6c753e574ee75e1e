import { authorPieces } from '@portal/common/authors/split-authors';
import { describe, expect, it } from 'vitest';
import { demo, demoProductItems } from '../../test/demo-lists';
import { escapeBibtex, escapeBibtexUrl, protectTitle } from './bibtex';
import type { DocumentLanguage } from '../documents/document-model';
import { buildReferenceFile, referenceEntry, referenceFileText, type FileContext } from './reference-file';
import type { ExportableProduct } from './reference-record';

const items = demoProductItems();
const products = new Map(items.map((p) => [p.id, p]));
const types = new Map(demo.referenceLists['product-types'].map((t) => [t.id, t]));

function context(lang: DocumentLanguage): FileContext {
  return {
    lang,
    origin: 'https://portal.example',
    shortName: 'ARN',
    date: '2026-11-27',
    typeName: (id) => {
      const t = types.get(id);
      return t ? (lang === 'fr' ? t.name_fr : t.name_en) : null;
    },
  };
}

function product(n: string): ExportableProduct {
  const p = products.get(`product-${n}`);
  if (!p) throw new Error(n);
  return p;
}

const bib = (n: string, lang: DocumentLanguage = 'en') => referenceEntry(product(n), 'bibtex', context(lang)).text;
const ris = (n: string, lang: DocumentLanguage = 'en') => referenceEntry(product(n), 'ris', context(lang)).text;

describe('BibTeX (spec 7-reports §7.4.4)', () => {
  it('criterion 1: product 01 in English, exactly', () => {
    expect(bib('01')).toBe(
      [
        '@article{levesque2024home,',
        '  author = {Lévesque, É. and Dubois-Martin, C. and Okafor, N. and Smith, J.},',
        '  title = {Home-based exercise to prevent falls in older adults: a randomized trial},',
        '  year = {2024},',
        '  month = mar,',
        '  doi = {10.5555/arn.2024.001},',
        '  url = {https://doi.org/10.5555/arn.2024.001}',
        '}',
      ].join('\n'),
    );
    expect(referenceEntry(product('01'), 'bibtex', context('fr')).key).toBe('levesque2024exercice');
  });

  it('criterion 3: products 10, 03, 02 and 12', () => {
    const ten = bib('10');
    expect(ten).toMatch(/^@misc\{zhang2022openmobility,\n/);
    expect(ten).toContain('  author = {Zhang, Wei and Lévesque, Éric and Okonkwo, Chinedu},\n');
    expect(ten).toContain('  title = {{OpenMobility}: an open-source toolkit for pedestrian network analysis},\n');
    expect(ten).toContain('  howpublished = {Software},\n');
    expect(ten).not.toContain('language');
    expect(bib('03')).toContain('  language = {english}');
    expect(bib('02')).toContain('  language = {french}');
    const twelve = bib('12');
    expect(twelve).toMatch(/^@misc\{singhndrural,\n/);
    expect(twelve).toContain('  url = {https://portal.example/products/product-12/public}');
    expect(twelve).not.toMatch(/year|month|howpublished/);
    expect(bib('11', 'fr')).toMatch(/^@phdthesis\{fortin2023determinants,\n[\s\S]* {2}type = \{Thèse\},\n/);
  });

  it('criterion 4: escapes the special characters exactly', () => {
    expect(escapeBibtex('costs & benefits: 50% of {base} #1 ~ $5_x \\ y^2 <ok>')).toBe(
      'costs \\& benefits: 50\\% of \\textbraceleft{}base\\textbraceright{} \\#1 \\textasciitilde{} \\$5\\_x \\textbackslash{} y\\textasciicircum{}2 \\textless{}ok\\textgreater{}',
    );
    expect(escapeBibtex('a\u00a0b')).toBe('a~b');
    expect(escapeBibtexUrl('10.1/a{b}\\c')).toBe('10.1/a%7Bb%7D%5Cc');
    const p = { ...product('12'), title_en: 'costs & benefits: 50% of {base} #1 ~ $5_x \\ y^2 <ok>' };
    expect(referenceEntry(p, 'bibtex', context('en')).text).toContain(
      '  title = {costs \\& benefits: 50\\% of \\textbraceleft{}base\\textbraceright{} \\#1 \\textasciitilde{} \\$5\\_x \\textbackslash{} y\\textasciicircum{}2 \\textless{}ok\\textgreater{}},',
    );
  });

  it('protects capitals inside words and capitalised words after the first', () => {
    expect(protectTitle('Multimorbidity trajectories in Canadian adults (COVID-19) "Montréal"')).toBe(
      'Multimorbidity trajectories in {Canadian} adults ({COVID-19}) "{Montréal}"',
    );
    expect(protectTitle('iPhone use')).toBe('{iPhone} use');
  });

  it('writes organizations in braces, "and others" for an incomplete list, the abstract on one line', () => {
    const p = { ...product('12'), all_author: 'Canadian Institute for Health Information; Layla Haddad et al.', note: 'First line.\nSecond line.' };
    const text = referenceEntry(p, 'bibtex', context('en')).text;
    expect(text).toContain('  author = {{Canadian Institute for Health Information} and Haddad, Layla and others},');
    expect(text).toMatch(/ {2}abstract = \{First line\. Second line\.\}\n\}$/);
    expect(referenceEntry(p, 'bibtex', context('en')).key).toBe('canadianndrural');
  });

  it('gives repeated keys -2, -3 and writes the header lines', () => {
    const one = product('01');
    const text = referenceFileText([one, one, one], 'bibtex', context('en'));
    expect(text.startsWith('% ARN – 3 references – 2026-11-27\n% Encoding: UTF-8\n\n@article{levesque2024home,\n')).toBe(true);
    expect(text).toContain('@article{levesque2024home-2,');
    expect(text).toContain('@article{levesque2024home-3,');
    expect(text).not.toContain('\r');
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('RIS (spec 7-reports §7.4.5)', () => {
  it('criterion 2: product 01 with CR LF, in order; French swaps TI and TT', () => {
    expect(ris('01')).toBe(
      [
        'TY  - JOUR',
        'AU  - Lévesque, É.',
        'AU  - Dubois-Martin, C.',
        'AU  - Okafor, N.',
        'AU  - Smith, J.',
        'TI  - Home-based exercise to prevent falls in older adults: a randomized trial',
        'TT  - Exercice à domicile pour prévenir les chutes chez les personnes âgées\u00a0: un essai randomisé',
        'PY  - 2024',
        'DA  - 2024/03/15',
        'DO  - 10.5555/arn.2024.001',
        'UR  - https://doi.org/10.5555/arn.2024.001',
        'M3  - Journal article',
        'ER  - ',
        '',
      ].join('\r\n'),
    );
    const fr = ris('01', 'fr');
    expect(fr).toContain('TI  - Exercice à domicile');
    expect(fr).toContain('TT  - Home-based exercise');
    expect(fr).toContain('M3  - Article de revue\r\n');
  });

  it('separates records by a blank line; no type, no date and no DOI leave their tags out', () => {
    const text = referenceFileText([product('12'), product('03')], 'ris', context('en'));
    expect(text).toContain('ER  - \r\n\r\nTY  - DATA\r\n');
    const twelve = ris('12');
    expect(twelve).toMatch(/^TY {2}- GEN\r\n/);
    expect(twelve).not.toMatch(/PY|DA|DO|M3|LA/);
    expect(twelve).toContain('UR  - https://portal.example/products/product-12/public\r\n');
    expect(ris('03')).toContain('LA  - en\r\n');
  });
});

// A strict reader of each format, written here so that no dependency is added: it fails on
// anything a standard parser would reject (unbalanced braces, a field outside an entry, a line
// without its tag).
function parseBibtex(text: string): Array<{ type: string; key: string; fields: Map<string, string> }> {
  const entries: Array<{ type: string; key: string; fields: Map<string, string> }> = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i}: ${text.slice(i, i + 40)}`);
  };
  while (i < text.length) {
    const at = text.indexOf('@', i);
    if (at < 0) break;
    // Outside entries only comments and white space.
    if (text.slice(i, at).split('\n').some((line) => line.trim() !== '' && !line.startsWith('%'))) fail('text outside an entry');
    i = at + 1;
    const head = /^([a-z]+)\{([^,\s{}]+),\n/.exec(text.slice(i));
    if (!head) fail('bad entry head');
    const [whole = '', type = '', key = ''] = head ?? [];
    i += whole.length;
    const fields = new Map<string, string>();
    for (;;) {
      const name = /^ {2}([a-z]+) = /.exec(text.slice(i));
      if (!name) fail('bad field');
      i += name?.[0].length ?? 0;
      let value = '';
      if (text[i] === '{') {
        let depth = 0;
        const start = i;
        do {
          if (text[i] === '{') depth += 1;
          else if (text[i] === '}') depth -= 1;
          else if (text[i] === '\n' || i >= text.length) fail('unbalanced braces');
          i += 1;
        } while (depth > 0);
        value = text.slice(start + 1, i - 1);
      } else {
        const bare = /^[a-z0-9]+/.exec(text.slice(i));
        if (!bare) fail('bad bare value');
        value = bare?.[0] ?? '';
        i += value.length;
      }
      if (fields.has(name?.[1] ?? '')) fail('repeated field');
      fields.set(name?.[1] ?? '', value);
      if (text.startsWith(',\n', i)) i += 2;
      else if (text.startsWith('\n}', i)) {
        i += 2;
        break;
      } else fail('bad field end');
    }
    entries.push({ type, key, fields });
  }
  return entries;
}

function parseRis(text: string): Array<Map<string, string[]>> {
  const records: Array<Map<string, string[]>> = [];
  let current: Map<string, string[]> | null = null;
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) {
    if (line === '') continue;
    const match = /^([A-Z][A-Z0-9]) {2}- (.*)$/.exec(line);
    if (!match) throw new Error(`bad RIS line: ${line}`);
    const [, tag = '', value = ''] = match;
    if (tag === 'TY') {
      if (current) throw new Error('TY inside a record');
      current = new Map();
    } else if (!current) throw new Error(`${tag} outside a record`);
    if (tag === 'ER') {
      records.push(current);
      current = null;
      continue;
    }
    current.set(tag, [...(current.get(tag) ?? []), value]);
  }
  if (current) throw new Error('record without ER');
  return records;
}

const BIBTEX_TYPES: Record<string, string> = {
  'product-type-journal-article': 'article',
  'product-type-book': 'book',
  'product-type-book-chapter': 'incollection',
  'product-type-conference-presentation': 'inproceedings',
  'product-type-report': 'techreport',
  'product-type-policy-brief': 'techreport',
  'product-type-thesis': 'phdthesis',
};
const RIS_TYPES: Record<string, string> = {
  'product-type-journal-article': 'JOUR',
  'product-type-book': 'BOOK',
  'product-type-book-chapter': 'CHAP',
  'product-type-conference-presentation': 'CPAPER',
  'product-type-report': 'RPRT',
  'product-type-policy-brief': 'RPRT',
  'product-type-thesis': 'THES',
  'product-type-dataset': 'DATA',
  'product-type-software': 'COMP',
};

describe('reading the files back (criterion 4)', () => {
  it.each(['en', 'fr'] as const)('a strict BibTeX reader and a RIS reader read all 60 demo products (%s)', async (lang) => {
    expect(items).toHaveLength(60);
    // Tiny slices: the chunked build must give the same file as one pass.
    const pauses: number[] = [];
    let clock = 0;
    const options = { sliceMs: 1, now: () => (clock += 1), pause: async () => void pauses.push(1) };
    const bibParts = await buildReferenceFile(items, 'bibtex', context(lang), options);
    const bibText = bibParts.join('');
    const many = [...items, ...items, ...items];
    expect((await buildReferenceFile(many, 'bibtex', context(lang), options)).join('')).toBe(referenceFileText(many, 'bibtex', context(lang)));
    expect(pauses.length).toBeGreaterThan(0);
    expect(bibText).toBe(referenceFileText(items, 'bibtex', context(lang)));
    const entries = parseBibtex(bibText);
    expect(entries).toHaveLength(60);
    expect(new Set(entries.map((e) => e.key)).size).toBe(60);
    const risText = (await buildReferenceFile(items, 'ris', context(lang), options)).join('');
    expect(risText).toBe(referenceFileText(items, 'ris', context(lang)));
    const records = parseRis(risText);
    expect(records).toHaveLength(60);
    items.forEach((item, index) => {
      const entry = entries[index];
      const record = records[index];
      const typeId = item.product_type_id ?? '';
      expect(entry?.type).toBe(BIBTEX_TYPES[typeId] ?? 'misc');
      expect(record?.get('TY')).toEqual([RIS_TYPES[typeId] ?? 'GEN']);
      const expectedAuthors = authorPieces(item.all_author).length;
      expect(expectedAuthors).toBeGreaterThan(0);
      expect(record?.get('AU') ?? []).toHaveLength(expectedAuthors);
      // One author per piece in both files.
      const bibAuthors = entry?.fields.get('author')?.split(' and ').filter((a) => a !== 'others') ?? [];
      expect(bibAuthors).toHaveLength(expectedAuthors);
      expect(entry?.fields.get('url')).toBe(record?.get('UR')?.[0]);
    });
  });
});
