/**
 * The records of the local DOI fixture service (spec 6-data-and-beyond §6.3.7, table "Fixture
 * answer"), in the citation metadata format (CSL-JSON) that DOI content negotiation serves with
 * `Accept: application/vnd.citationstyles.csl+json`, shaped as Crossref and DataCite answer it:
 * besides the fields the portal maps (`title`, `author`, `issued`, `type`, `language`,
 * `abstract`), each carries the many fields it ignores (publisher, container, ISSN, licence, links,
 * references, ORCID iDs and affiliations of authors…), so that the API tests can show that none of
 * them leaks into the answer (LEAK_SENTINELS). The large records are generated, deterministically.
 */

export type CslRecord = Record<string, unknown>;

/** How the service answers a DOI besides a record: slowly (time-out) or with a server error. */
export type FixtureBehaviour = { kind: 'record'; record: CslRecord; delayMs?: number } | { kind: 'error' };

/** Strings of the records that the portal never maps: none may appear in an answer of the API. */
export const LEAK_SENTINELS = [
  'Aurora Fixture Press',
  'Journal of Fixture Gerontology',
  '1234-5678',
  'https://creativecommons.org/licenses/by/4.0/',
  'http://orcid.org/0000-0002-1825-0097',
  'Fixture University Hospital',
  'https://fixtures.example/article.pdf',
  'fixture-reference-1',
  'Crossref',
] as const;

const dateParts = (...parts: (number | null)[]) => ({ 'date-parts': [parts] });
const stamp = (y: number, m: number, d: number) => ({
  'date-parts': [[y, m, d]],
  'date-time': `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T08:15:42Z`,
  timestamp: Date.UTC(y, m - 1, d, 8, 15, 42),
});

/** The fields a Crossref record carries that the portal does not map. */
function crossrefExtras(doi: string, issued: number[]): CslRecord {
  const [y = 2025, m = 1, d = 1] = issued;
  return {
    indexed: stamp(2026, 1, 12),
    'reference-count': 2,
    publisher: 'Aurora Fixture Press',
    issue: '4',
    license: [{ start: stamp(y, m, d), 'content-version': 'vor', 'delay-in-days': 0, URL: 'https://creativecommons.org/licenses/by/4.0/' }],
    'content-domain': { domain: [], 'crossmark-restriction': false },
    'short-container-title': ['J Fixture Gerontol'],
    DOI: doi,
    created: stamp(y, m, d),
    page: '211-229',
    source: 'Crossref',
    'is-referenced-by-count': 7,
    prefix: '10.5555',
    volume: '38',
    member: '99999',
    reference: [
      { key: 'fixture-reference-1', 'doi-asserted-by': 'publisher', DOI: '10.5555/ref.0001' },
      { key: 'fixture-reference-2', unstructured: 'An unstructured reference, 2019.' },
    ],
    'container-title': 'Journal of Fixture Gerontology',
    link: [{ URL: 'https://fixtures.example/article.pdf', 'content-type': 'application/pdf', 'content-version': 'vor', 'intended-application': 'text-mining' }],
    deposited: stamp(2026, 1, 10),
    score: 1,
    resource: { primary: { URL: `https://fixtures.example/doi/${doi}` } },
    'references-count': 2,
    URL: `https://doi.org/${doi}`,
    relation: {},
    ISSN: ['1234-5678'],
    'issn-type': [{ type: 'print', value: '1234-5678' }],
    subject: ['Geriatrics and Gerontology'],
  };
}

/** An author as Crossref gives one: names, sequence, affiliation, sometimes an ORCID iD. */
function person(family: string, given: string, index: number, orcid?: string): CslRecord {
  return {
    given,
    family,
    sequence: index === 0 ? 'first' : 'additional',
    affiliation: index === 0 ? [{ name: 'Fixture University Hospital' }] : [],
    ...(orcid ? { ORCID: orcid, 'authenticated-orcid': false } : {}),
  };
}

function journalArticle(doi: string, fields: { title: string; issued: number[]; authors: CslRecord[]; abstract?: string; language?: string }): CslRecord {
  return {
    ...crossrefExtras(doi, fields.issued),
    ...(fields.abstract === undefined ? {} : { abstract: fields.abstract }),
    type: 'article-journal',
    title: fields.title,
    author: fields.authors,
    language: fields.language ?? 'en',
    issued: dateParts(...fields.issued),
    published: dateParts(...fields.issued),
    'published-online': dateParts(...fields.issued),
    'journal-issue': { issue: '4', 'published-print': dateParts(fields.issued[0] ?? 2025, 12) },
  };
}

const FAMILIES = [
  'Abara', 'Bélanger', 'Chen', 'Dubois', 'Eriksen', 'Fofana', 'García', 'Hashimoto', 'Ivanova', 'Jovanović',
  'Kowalczyk', 'Lindqvist', 'Moreau', 'Ndiaye', "O'Connell", 'Petrov', 'Quispe', 'Rossi', 'Sørensen', 'Tanaka',
];
const GIVENS = ['Amara', 'Benoît', 'Chloé', 'Dmitri', 'Elif', 'Farid', 'Grace', 'Hiroshi', 'Inès', 'Jonas', 'Kalinda', 'Luca'];

/** 600 authors of a consortium paper: deterministic, every name distinct. */
export function consortiumAuthors(): CslRecord[] {
  return Array.from({ length: 600 }, (_, i) => person(`${FAMILIES[i % FAMILIES.length]}-${String(i + 1).padStart(3, '0')}`, GIVENS[i % GIVENS.length] ?? 'Alex', i));
}

const ABSTRACT_SENTENCES = [
  'The consortium pooled harmonised data from community cohorts of older adults across four continents.',
  'Gait speed, grip strength and falls were measured with the same protocol at every site.',
  'Mixed-effects models accounted for site, age, sex and baseline mobility.',
  'Participants who walked in groups at least twice a week kept their gait speed for longer.',
  'The association held after excluding participants with a fall in the year before enrolment.',
];

/** An abstract of 2,600 characters in JATS paragraphs: deterministic, cut only by the portal. */
export function consortiumAbstract(): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (let i = 0; length < 2600; i += 1) {
    const sentence = `${ABSTRACT_SENTENCES[i % ABSTRACT_SENTENCES.length]} `;
    const index = Math.floor(i / 4);
    paragraphs[index] = (paragraphs[index] ?? '') + sentence;
    length += sentence.length;
  }
  const body = paragraphs.map((paragraph) => paragraph.trim());
  // Trim the last paragraph so that the plain text (paragraphs joined by a blank line) is exactly 2,600 characters.
  const plainLength = body.join('\n\n').length;
  const last = body.length - 1;
  body[last] = (body[last] ?? '').slice(0, (body[last] ?? '').length - (plainLength - 2600));
  return body.map((paragraph) => `<jats:p>${paragraph}</jats:p>`).join('\n');
}

/** The DOIs of spec 6-data-and-beyond §6.3.7, lower-case (DOIs compare case-insensitively). */
export const DOI_FIXTURES: Readonly<Record<string, FixtureBehaviour>> = {
  // Demo product 01 (common/src/demo/products.ts): same title, date, type and authors.
  '10.5555/arn.2024.001': {
    kind: 'record',
    record: journalArticle('10.5555/arn.2024.001', {
      title: 'Home-based exercise to prevent falls in older adults: a randomized trial',
      issued: [2024, 3, 15],
      authors: [person('Lévesque', 'É.', 0), person('Dubois-Martin', 'C.', 1, 'http://orcid.org/0000-0002-1825-0097'), person('Okafor', 'N.', 2), person('Smith', 'J.', 3)],
      abstract:
        '<jats:p>Falls are a leading cause of injury among older adults. This randomized trial tested a home-based exercise programme.</jats:p>',
    }),
  },
  '10.5555/arn.fixture.article': {
    kind: 'record',
    record: journalArticle('10.5555/arn.fixture.article', {
      title: 'Community walking groups and <i>mobility</i> in   older adults: a pragmatic trial',
      issued: [2025, 11, 3],
      authors: [
        person('Lévesque', 'Éric', 0),
        person('Nguyen', 'Minh Anh', 1),
        person('Okafor', 'Nkechi', 2),
        person('Smith', 'J.', 3),
        person('Iyer', 'Rajesh', 4),
      ],
      abstract:
        '<jats:p>Walking groups are a low-cost way to keep older adults active.</jats:p>\n' +
        '<jats:p>We randomised 24 neighbourhoods to weekly walking groups &amp; usual activities; mobility improved at <jats:italic>12 months</jats:italic>.</jats:p>',
    }),
  },
  '10.5555/arn.fixture.rapport': {
    kind: 'record',
    record: {
      ...crossrefExtras('10.5555/arn.fixture.rapport', [2026, 4, 1]),
      type: 'report',
      title: 'Proche aidance et santé mentale en région : rapport de recherche',
      author: [person('Tremblay', 'Marie', 0), person('Gagnon', 'Geneviève', 1)],
      language: 'fr-CA',
      issued: dateParts(2026, 4),
      published: dateParts(2026, 4),
      'container-title': [],
      'publisher-location': 'Québec',
    },
  },
  // DataCite's records are shaped a little differently: a publisher, a version, a copyright.
  '10.5555/arn.fixture.dataset': {
    kind: 'record',
    record: {
      type: 'dataset',
      id: 'https://doi.org/10.5555/arn.fixture.dataset',
      categories: ['Urban studies'],
      language: 'en',
      author: [{ literal: 'Open Data Cooperative of Canada' }],
      issued: dateParts(2025),
      abstract: 'Counts of pedestrians at 120 intersections, every 15 minutes, over one year.',
      DOI: '10.5555/arn.fixture.dataset',
      publisher: 'Aurora Fixture Press',
      title: 'Pedestrian counts at signalised intersections, 2024',
      URL: 'https://fixtures.example/datasets/pedestrian-counts',
      copyright: 'https://creativecommons.org/licenses/by/4.0/',
      version: '2.1',
    },
  },
  '10.5555/arn.fixture.consortium': {
    kind: 'record',
    record: journalArticle('10.5555/arn.fixture.consortium', {
      title: 'Group walking and gait speed in 41 cohorts of older adults: the Global Mobility Consortium',
      issued: [2025, 6, 20],
      authors: consortiumAuthors(),
      abstract: consortiumAbstract(),
    }),
  },
  '10.5555/arn.fixture.manuscript': {
    kind: 'record',
    record: {
      type: 'manuscript',
      title: 'Notes toward a history of the Aurora network',
      author: [person('Roy', 'Olivier', 0)],
      // Crossref's way of saying that the date is unknown.
      issued: dateParts(null),
      DOI: '10.5555/arn.fixture.manuscript',
      source: 'Crossref',
      publisher: 'Aurora Fixture Press',
    },
  },
  '10.5555/arn.fixture.slow': {
    kind: 'record',
    delayMs: 8000,
    record: { type: 'article-journal', title: 'An answer that comes too late', DOI: '10.5555/arn.fixture.slow', issued: dateParts(2025, 1, 1) },
  },
  '10.5555/arn.fixture.error': { kind: 'error' },
};
