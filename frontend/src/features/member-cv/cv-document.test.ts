import type { MemberCvData } from '@portal/common/api/cv';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock, TextRun } from '../../lib/documents/document-model';
import { demoCvData, demoCvLists } from '../../test/demo-cv';
import { demo } from '../../test/demo-lists';
import { buildCvDocument, CV_SECTIONS, NO_TYPE, UNTICKED_STATUSES, type CvOptions, type CvSection } from './cv-document';

const ERIC = 'member-eric-levesque';
const CONTEXT = { networkName: 'Aurora Research Network', shortName: 'ARN', today: '2026-11-27' };

function defaults(overrides: Partial<CvOptions> = {}): CvOptions {
  return {
    lang: 'en',
    period: null,
    sections: new Set<CvSection>(CV_SECTIONS.filter((section) => section !== 'partnerships')),
    productTypes: new Set([...demo.referenceLists['product-types'].map((entry) => entry.id), NO_TYPE]),
    grantStatuses: new Set(demo.referenceLists.statuses.map((entry) => entry.id).filter((id) => !UNTICKED_STATUSES.includes(id))),
    style: 'apa',
    peer: true,
    bothTitles: false,
    investigators: true,
    private: false,
    joined: false,
    paper: 'letter',
    ...overrides,
  };
}

const build = (data: MemberCvData, options: CvOptions = defaults()) => buildCvDocument(data, options, demoCvLists(), CONTEXT);
const text = (runs: readonly TextRun[]) => runs.map((run) => run.text).join('');

/** The entries (list items) under each level-1 heading, as plain text. */
function sections(blocks: readonly DocumentBlock[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === 1) {
      current = [];
      result.set(text(block.runs), current);
    } else if (block.kind === 'list' && current) {
      current.push(...block.items.map(text));
    }
  }
  return result;
}

const product = (id: string) => demo.products.find((p) => p.id === id);
const grant = (id: string) => demo.grants.find((g) => g.id === id);
const supervision = (id: string) => demo.supervisions.find((s) => s.id === id);
const event = (id: string) => demo.events.find((e) => e.id === id);

/** The demo ids whose text (DOI, title, trainee or name) each entry holds, in order. */
function productIds(entries: readonly string[]): string[] {
  return entries.map((entry) => demo.products.find((p) => p.member_author_ids.includes(ERIC) && ((p.doi && entry.includes(p.doi)) || (p.title_en && entry.includes(p.title_en))))?.id ?? entry);
}

describe('buildCvDocument on the demo data (spec 7-reports §7.2.7)', () => {
  it("criterion 3: member@'s CV over all dates, partnerships only once ticked", () => {
    const cv = build(demoCvData(ERIC));
    const byHeading = sections(cv.model.blocks);
    expect([...byHeading.keys()]).toEqual(['Profile', 'Keywords', 'Products', 'Grants', 'Supervisions', 'Events']);
    expect(productIds(byHeading.get('Products') ?? []).sort()).toEqual(['product-01', 'product-03', 'product-10']);
    const grants = byHeading.get('Grants') ?? [];
    const grantLine = (id: string) => grants.find((entry) => entry.includes(grant(id)?.title ?? '?')) ?? '';
    expect(grants).toHaveLength(3);
    expect(grantLine('grant-01')).toContain('. Investigator.');
    expect(grantLine('grant-02')).toContain('. Investigator.');
    expect(grantLine('grant-16')).toContain('. Involved member.');
    // Supervisions by group: principal 02 and 03, co-supervision 04, committee 05.
    const groups = cv.model.blocks.filter((b): b is Extract<DocumentBlock, { kind: 'heading' }> => b.kind === 'heading' && b.level === 2).map((b) => text(b.runs));
    expect(groups).toEqual(expect.arrayContaining(['Principal supervision', 'Co-supervision', 'Committee membership']));
    const supervisions = byHeading.get('Supervisions') ?? [];
    const trainee = (id: string) => `${supervision(id)?.first_name} ${supervision(id)?.last_name}`;
    expect(supervisions.map((entry) => entry.split(',')[0])).toEqual(
      expect.arrayContaining(['supervision-02', 'supervision-03', 'supervision-04', 'supervision-05'].map(trainee)),
    );
    expect(supervisions).toHaveLength(4);
    const events = byHeading.get('Events') ?? [];
    expect(events.map((entry) => ['event-05', 'event-06', 'event-09'].find((id) => entry.includes(`. ${event(id)?.name_en ?? '?'}. `)))).toEqual(['event-09', 'event-06', 'event-05']);

    const withPartnerships = build(demoCvData(ERIC), defaults({ sections: new Set(CV_SECTIONS) }));
    expect(sections(withPartnerships.model.blocks).get('Partnerships')).toHaveLength(3);
    expect(withPartnerships.counts.sections).toMatchObject({ products: 3, grants: 3, supervisions: 4, events: 3, partnerships: 3 });
  });

  it('criterion 4: the custom period 2024-01-01 to 2024-12-31', () => {
    const cv = build(demoCvData(ERIC), defaults({ period: { from: '2024-01-01', to: '2024-12-31' } }));
    const byHeading = sections(cv.model.blocks);
    expect(productIds(byHeading.get('Products') ?? [])).toEqual(['product-01']);
    const grants = byHeading.get('Grants') ?? [];
    expect(['grant-01', 'grant-02', 'grant-16'].every((id) => grants.some((entry) => entry.includes(grant(id)?.title ?? '?')))).toBe(true);
    expect(grants).toHaveLength(3);
    const supervisions = byHeading.get('Supervisions') ?? [];
    expect(supervisions.map((entry) => ['supervision-02', 'supervision-04', 'supervision-05'].find((id) => entry.startsWith(`${supervision(id)?.first_name} ${supervision(id)?.last_name}`)))).toEqual(
      expect.arrayContaining(['supervision-02', 'supervision-04', 'supervision-05']),
    );
    expect(supervisions).toHaveLength(3);
    expect(byHeading.get('Events')).toEqual([expect.stringContaining(`. ${event('event-06')?.name_en ?? '?'}. `)]);
    const header = cv.model.blocks.map((block) => ('runs' in block ? text(block.runs) : ''));
    expect(header).toContain('Period covered: January 1, 2024 to December 31, 2024');
    expect(cv.counts.sections).toMatchObject({ products: 1, grants: 3, supervisions: 3, events: 1 });
  });

  it('criterion 5: a French CV (headings, the APA FR citation with the member in bold, fallbacks with their language and counted)', () => {
    const cv = build(demoCvData(ERIC), defaults({ lang: 'fr' }));
    expect(cv.model.lang).toBe('fr');
    expect(cv.model.title).toBe('CV – Éric Lévesque');
    const byHeading = sections(cv.model.blocks);
    expect([...byHeading.keys()]).toEqual(['Profil', 'Mots-clés', 'Produits', 'Subventions', 'Supervisions', 'Événements']);
    const lists = cv.model.blocks.filter((b): b is Extract<DocumentBlock, { kind: 'list' }> => b.kind === 'list');
    const entry01 = lists.flatMap((list) => list.items).find((runs) => text(runs).includes('10.5555/arn.2024.001')) ?? [];
    expect(text(entry01)).toBe(
      'Lévesque, É., Dubois-Martin, C., Okafor, N. et Smith, J. (2024). Exercice à domicile pour prévenir les chutes chez les personnes âgées\u00a0: un essai randomisé. https://doi.org/10.5555/arn.2024.001 (évalué par les pairs)',
    );
    expect(entry01.find((run) => run.bold)?.text).toBe('Lévesque, É.');
    const entry03 = lists.flatMap((list) => list.items).find((runs) => text(runs).includes('10.5555/arn.2025.004')) ?? [];
    const title03 = entry03.find((run) => run.text === product('product-03')?.title_en);
    expect(title03?.lang).toBe('en');
    // Every run in the other language is counted, the product 03 title among them.
    const fallbackRuns = cv.model.blocks.flatMap((block) => (block.kind === 'list' ? block.items.flat() : 'runs' in block ? block.runs : [])).filter((run) => run.lang === 'en');
    expect(cv.model.fallbackCount).toBe(fallbackRuns.length);
    expect(cv.model.fallbackCount).toBeGreaterThanOrEqual(1);
  });

  it('criterion 7: a declined grant appears only when "Declined" is ticked', () => {
    const data = demoCvData('member-isabelle-lefebvre');
    const title = grant('grant-07')?.title ?? '?';
    const without = sections(build(data).model.blocks).get('Grants') ?? [];
    expect(without.some((entry) => entry.includes(title))).toBe(false);
    const options = defaults();
    const ticked = build(data, defaults({ grantStatuses: new Set([...options.grantStatuses, 'grant-status-declined']) }));
    const line = (sections(ticked.model.blocks).get('Grants') ?? []).find((entry) => entry.includes(title));
    expect(line).toBe(`2023. ${title}. Fonds de recherche du Québec (FRQ). $120,000.00. Declined. Investigator. Investigators: Lefebvre, I.`);
    expect(ticked.counts.grantStatuses).toContainEqual({ id: 'grant-status-declined', count: 1 });
  });

  it('prints the private lines only when ticked, the title and the file name', () => {
    const data = demoCvData(ERIC);
    const lines = (options: CvOptions) => build(data, options).model.blocks.filter((b) => b.kind === 'paragraph').map((b) => text((b as { runs: TextRun[] }).runs));
    const plain = lines(defaults());
    expect(plain.some((line) => line.startsWith('Mobile:') || line.startsWith('Address:') || line.startsWith('Member of the network since'))).toBe(false);
    const ticked = lines(defaults({ private: true, joined: true }));
    expect(ticked).toContain(`Mobile: ${data.member.mobile_phone}`);
    expect(ticked.find((line) => line.startsWith('Address: '))).toBe('Address: 1618 Maple Crescent, Ottawa, Ontario, Canada, K1S 9A6');
    expect(ticked).toContain('Member of the network since March 2016');
    expect(plain[0]).toBe('Regular member · Engineering · Aurora Research Network');
    expect(plain).toContain('Produced on November 27, 2026 with the ARN portal.');
    expect(build(data).model.fileName).toBe('CV-Eric-Levesque-2026-11-27');
  });

  it('orders product types as the spec lists them, entries newest first, and marks peer reviewed and in progress', () => {
    const data = demoCvData(ERIC);
    const cv = build(data);
    const typeHeadings = cv.model.blocks.filter((b) => b.kind === 'heading' && b.level === 2).map((b) => text((b as { runs: TextRun[] }).runs));
    expect(typeHeadings.slice(1, 4)).toEqual(['Journal article (1)', 'Dataset (1)', 'Software (1)']);
    const entries = sections(cv.model.blocks).get('Products') ?? [];
    expect(entries[0]?.endsWith(' (peer reviewed)')).toBe(true);
    expect(entries[2]?.endsWith(' (in progress)')).toBe(true);
    const unmarked = sections(build(data, defaults({ peer: false })).model.blocks).get('Products') ?? [];
    expect(unmarked.some((entry) => entry.includes('(peer reviewed)'))).toBe(false);
    // A type unticked leaves its entries out; no section left means an empty CV.
    const noDataset = sections(build(data, defaults({ productTypes: new Set(['product-type-journal-article']) })).model.blocks).get('Products');
    expect(noDataset).toHaveLength(1);
    expect(build(data, defaults({ sections: new Set() })).empty).toBe(true);
  });

  it('counts records without dates as left out of a bounded period, in singular and plural', () => {
    const data = demoCvData(ERIC);
    const undatedProduct = { ...(data.products[0] as MemberCvData['products'][number]), id: 'product-x', publish_date: null };
    const undatedEvent = { ...(data.events[0] as MemberCvData['events'][number]), id: 'event-x', start_date: null, end_date: null };
    const withUndated: MemberCvData = { ...data, products: [...data.products, undatedProduct, { ...undatedProduct, id: 'product-y' }], events: [...data.events, undatedEvent] };
    expect(build(withUndated).leftOut).toEqual({ products: 0, grants: 0, supervisions: 0, events: 0 });
    const bounded = build(withUndated, defaults({ period: { from: '2000-01-01', to: '2030-12-31' } }));
    expect(bounded.leftOut).toEqual({ products: 2, grants: 0, supervisions: 0, events: 1 });
  });
});
