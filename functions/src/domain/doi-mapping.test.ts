import { describe, expect, it } from 'vitest';
import { consortiumAbstract, consortiumAuthors, DOI_FIXTURES, LEAK_SENTINELS, type CslRecord } from '../../../scripts/local/doi-fixtures';
import { mapCslJson, type MappedMetadata } from './doi-mapping';
import { plainParagraphs } from './doi-text';

/** The CSL record of a fixture of spec 6-data-and-beyond §6.3.7. */
function fixture(doi: string): CslRecord {
  const behaviour = DOI_FIXTURES[doi];
  if (behaviour?.kind !== 'record') throw new Error(`${doi} is not a record fixture`);
  return behaviour.record;
}

const EMPTY: Omit<MappedMetadata, 'doi'> = {
  title: null,
  title_language: 'en',
  publish_date: null,
  date_precision: null,
  all_author: null,
  author_count: 0,
  authors_included: 0,
  product_type_candidate: null,
  note: null,
  note_truncated: false,
  title_truncated: false,
};

describe('CSL-JSON → product form fields (spec 6-data-and-beyond §6.3.7), for each fixture', () => {
  it('demo product 01: its title, date, type and authors', () => {
    expect(mapCslJson('10.5555/arn.2024.001', fixture('10.5555/arn.2024.001'))).toEqual({
      doi: '10.5555/arn.2024.001',
      title: 'Home-based exercise to prevent falls in older adults: a randomized trial',
      title_language: 'en',
      publish_date: '2024-03-15',
      date_precision: 'day',
      all_author: 'Lévesque, É.; Dubois-Martin, C.; Okafor, N.; Smith, J.',
      author_count: 4,
      authors_included: 4,
      product_type_candidate: 'product-type-journal-article',
      note: 'Falls are a leading cause of injury among older adults. This randomized trial tested a home-based exercise programme.',
      note_truncated: false,
      title_truncated: false,
    });
  });

  it('the English article: markup and runs of spaces out of the title, JATS paragraphs apart, entities decoded', () => {
    expect(mapCslJson('10.5555/arn.fixture.article', fixture('10.5555/arn.fixture.article'))).toEqual({
      doi: '10.5555/arn.fixture.article',
      title: 'Community walking groups and mobility in older adults: a pragmatic trial',
      title_language: 'en',
      publish_date: '2025-11-03',
      date_precision: 'day',
      all_author: 'Lévesque, Éric; Nguyen, Minh Anh; Okafor, Nkechi; Smith, J.; Iyer, Rajesh',
      author_count: 5,
      authors_included: 5,
      product_type_candidate: 'product-type-journal-article',
      note:
        'Walking groups are a low-cost way to keep older adults active.\n\n' +
        'We randomised 24 neighbourhoods to weekly walking groups & usual activities; mobility improved at 12 months.',
      note_truncated: false,
      title_truncated: false,
    });
  });

  it('the French report: fr-CA fills the French title, year and month give the first of the month, no abstract', () => {
    expect(mapCslJson('10.5555/arn.fixture.rapport', fixture('10.5555/arn.fixture.rapport'))).toEqual({
      ...EMPTY,
      doi: '10.5555/arn.fixture.rapport',
      title: 'Proche aidance et santé mentale en région : rapport de recherche',
      title_language: 'fr',
      publish_date: '2026-04-01',
      date_precision: 'month',
      all_author: 'Tremblay, Marie; Gagnon, Geneviève',
      author_count: 2,
      authors_included: 2,
      product_type_candidate: 'product-type-report',
    });
  });

  it('the dataset: a year alone gives January 1, an organisation by its literal name', () => {
    expect(mapCslJson('10.5555/arn.fixture.dataset', fixture('10.5555/arn.fixture.dataset'))).toEqual({
      ...EMPTY,
      doi: '10.5555/arn.fixture.dataset',
      title: 'Pedestrian counts at signalised intersections, 2024',
      publish_date: '2025-01-01',
      date_precision: 'year',
      all_author: 'Open Data Cooperative of Canada',
      author_count: 1,
      authors_included: 1,
      product_type_candidate: 'product-type-dataset',
      note: 'Counts of pedestrians at 120 intersections, every 15 minutes, over one year.',
    });
  });

  it('the consortium: whole names up to 3,000 characters of 600, the abstract cut at a whole word under 2,000', () => {
    const mapped = mapCslJson('10.5555/arn.fixture.consortium', fixture('10.5555/arn.fixture.consortium'));
    expect(mapped.author_count).toBe(600);
    const names = (mapped.all_author ?? '').split('; ');
    expect(names).toHaveLength(mapped.authors_included);
    expect(mapped.authors_included).toBeGreaterThan(50);
    expect(mapped.authors_included).toBeLessThan(600);
    expect((mapped.all_author ?? '').length).toBeLessThanOrEqual(3000);
    // The next name would not have fitted: only whole names are kept.
    const next = consortiumAuthors()[mapped.authors_included] as { family: string; given: string };
    expect((mapped.all_author ?? '').length + 2 + `${next.family}, ${next.given}`.length).toBeGreaterThan(3000);
    expect(names[0]).toBe('Abara-001, Amara');

    const full = plainParagraphs(consortiumAbstract());
    expect(full.length).toBeGreaterThan(2000);
    expect(mapped.note_truncated).toBe(true);
    const note = mapped.note ?? '';
    expect(note.length).toBeLessThanOrEqual(2000);
    expect(note.endsWith('…')).toBe(true);
    const kept = note.slice(0, -1);
    // A prefix of the text that ends a word: the character after it in the full text is a space.
    expect(full.startsWith(kept)).toBe(true);
    expect(full[kept.length]).toMatch(/\s/);
    expect(note).toContain('\n\n');
    expect(mapped.title_truncated).toBe(false);
  });

  it('the manuscript: no product type, an unknown date ([[null]]) is no date', () => {
    expect(mapCslJson('10.5555/arn.fixture.manuscript', fixture('10.5555/arn.fixture.manuscript'))).toEqual({
      ...EMPTY,
      doi: '10.5555/arn.fixture.manuscript',
      title: 'Notes toward a history of the Aurora network',
      all_author: 'Roy, Olivier',
      author_count: 1,
      authors_included: 1,
    });
  });

  it('keeps nothing of the fields it does not map, for every fixture', () => {
    for (const [doi, behaviour] of Object.entries(DOI_FIXTURES)) {
      if (behaviour.kind !== 'record') continue;
      const answer = JSON.stringify(mapCslJson(doi, behaviour.record));
      for (const sentinel of LEAK_SENTINELS) expect(answer, `${doi}: ${sentinel}`).not.toContain(sentinel);
    }
  });
});

describe('CSL-JSON edge cases', () => {
  const map = (record: unknown) => mapCslJson('10.1000/x', record);

  it('treats a record that is not an object, or wrong types, as absent fields', () => {
    expect(map(null)).toEqual({ ...EMPTY, doi: '10.1000/x' });
    expect(map(['title'])).toEqual({ ...EMPTY, doi: '10.1000/x' });
    expect(
      map({ title: 42, language: ['fr'], issued: '2024-01-01', author: 'Smith, J.', type: { name: 'book' }, abstract: ['<p>x</p>'] }),
    ).toEqual({ ...EMPTY, doi: '10.1000/x' });
    expect(map({ author: [null, 3, 'Smith', {}, { family: 7, given: null }, { family: 'Okafor', given: 12 }] })).toMatchObject({
      all_author: 'Okafor',
      author_count: 1,
      authors_included: 1,
    });
  });

  it('takes the first title of a list, and no title from an empty one', () => {
    expect(map({ title: ['First <b>title</b>', 'Second'] }).title).toBe('First title');
    expect(map({ title: [] }).title).toBeNull();
    expect(map({ title: '  <i> </i> ' }).title).toBeNull();
  });

  it('decodes character entities and keeps non-breaking spaces of French typography', () => {
    expect(map({ title: 'Caf&eacute;? &amp; &#233;t&#xE9; &lt;3 &bogus; R&D' }).title).toBe('Caf&eacute;? & été <3 &bogus; R&D');
    expect(map({ title: 'Santé\u00a0: une étude', language: 'FR' })).toMatchObject({ title: 'Santé\u00a0: une étude', title_language: 'fr' });
    expect(map({ title: 'Tab\tand\u0007bell\nline' }).title).toBe('Tab andbell line');
  });

  it('cuts a title over 500 characters at its last whole word, with "…"', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const mapped = map({ title: words });
    expect(mapped.title_truncated).toBe(true);
    const title = mapped.title ?? '';
    expect(Array.from(title).length).toBeLessThanOrEqual(500);
    expect(title.endsWith('…')).toBe(true);
    expect(words.startsWith(title.slice(0, -1))).toBe(true);
    expect(words[title.length - 1]).toBe(' ');
    const exact = 'a'.repeat(500);
    expect(map({ title: exact })).toMatchObject({ title: exact, title_truncated: false });
    // One word longer than the field: there is no whole word to keep, it is cut inside.
    expect(map({ title: 'b'.repeat(600) }).title).toBe(`${'b'.repeat(499)}…`);
  });

  it('reads issued, else published-print, else published-online; dates out of 1900–2100 are no date', () => {
    expect(map({ 'published-print': { 'date-parts': [[2020, 2, 29]] }, 'published-online': { 'date-parts': [[2019]] } })).toMatchObject({
      publish_date: '2020-02-29',
      date_precision: 'day',
    });
    expect(map({ issued: { 'date-parts': [[null]] }, 'published-online': { 'date-parts': [['2019', '7']] } })).toMatchObject({
      publish_date: '2019-07-01',
      date_precision: 'month',
    });
    expect(map({ issued: { 'date-parts': [[1899, 12, 31]] } })).toMatchObject({ publish_date: null, date_precision: null });
    expect(map({ issued: { 'date-parts': [[2101, 1, 1]] } })).toMatchObject({ publish_date: null, date_precision: null });
    expect(map({ issued: { 'date-parts': [[1900, 1, 1]] } })).toMatchObject({ publish_date: '1900-01-01', date_precision: 'day' });
    expect(map({ issued: { 'date-parts': [[2100, 12, 31]] } })).toMatchObject({ publish_date: '2100-12-31', date_precision: 'day' });
    // An impossible day keeps the month; an impossible month keeps the year.
    expect(map({ issued: { 'date-parts': [[2023, 2, 29]] } })).toMatchObject({ publish_date: '2023-02-01', date_precision: 'month' });
    expect(map({ issued: { 'date-parts': [[2023, 13, 2]] } })).toMatchObject({ publish_date: '2023-01-01', date_precision: 'year' });
    expect(map({ issued: { 'date-parts': [] } })).toMatchObject({ publish_date: null });
    expect(map({ issued: { 'date-parts': [[2023.5]] } })).toMatchObject({ publish_date: null });
  });

  it('writes people as "family, given", organisations by name, and keeps ";" out of names', () => {
    expect(
      map({
        author: [
          { family: 'Lévesque', given: 'Éric' },
          { literal: 'The <i>ARN</i> Consortium' },
          { family: 'Only' },
          { given: 'Madonna' },
          { name: 'Named Group' },
          { family: 'Semi;colon', given: 'A' },
        ],
      }).all_author,
    ).toBe('Lévesque, Éric; The ARN Consortium; Only; Madonna; Named Group; Semi,colon, A');
  });

  it('maps types through the product-type table of §6.1.3, and no other', () => {
    const cases: [string, string | null][] = [
      ['article-journal', 'product-type-journal-article'],
      ['article', 'product-type-journal-article'],
      ['book', 'product-type-book'],
      ['chapter', 'product-type-book-chapter'],
      ['paper-conference', 'product-type-conference-presentation'],
      ['speech', 'product-type-conference-presentation'],
      ['report', 'product-type-report'],
      ['dataset', 'product-type-dataset'],
      ['software', 'product-type-software'],
      ['thesis', 'product-type-thesis'],
      ['interview', 'product-type-media-interview'],
      ['manuscript', null],
      ['poster', null],
      ['toString', null],
      ['__proto__', null],
    ];
    for (const [type, id] of cases) expect(map({ type }).product_type_candidate, type).toBe(id);
  });

  it('turns HTML and JATS abstracts into paragraphs of plain text', () => {
    expect(
      map({ abstract: '<jats:title>Abstract</jats:title><jats:sec><jats:title>Background</jats:title><jats:p>One &amp;\n two.</jats:p></jats:sec><p>Three<br/>four</p><script>x</script>' })
        .note,
    ).toBe('Abstract\n\nBackground\n\nOne & two.\n\nThree\n\nfour\n\nx');
    expect(map({ abstract: '   ' }).note).toBeNull();
    expect(map({ abstract: 'Unclosed <jats:p' }).note).toBe('Unclosed');
  });
});
