import { describe, expect, it } from 'vitest';
import type { DocumentBlock, DocumentModel, TableBlock } from '../../lib/documents/document-model';
import { demoNewPartner, demoOrganizationReferences, demoReferenceList, demoReport } from '../../test/demo-report';
import { buildAnnualReport, hasActivity, REPORT_SECTIONS, type AnnualReportOptions, type ReportReferences } from './annual-report-document';
import { periodLabel, yearSpan } from './annual-report-figures';

const YEAR = { from: '2024-04-01', to: '2025-03-31' };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const refs: ReportReferences = {
  productTypes: demoReferenceList('product-types'),
  statuses: demoReferenceList('statuses'),
  sources: demoReferenceList('sources'),
  eventTypes: demoReferenceList('event-types'),
  levels: demoReferenceList('levels'),
  faculties: demoReferenceList('faculties'),
  memberTypes: demoReferenceList('member-types'),
  orgScopes: demoReferenceList('org-scopes'),
  orgTypes: demoReferenceList('org-types'),
  organizations: demoOrganizationReferences(),
};

const options = (overrides: Partial<AnnualReportOptions> = {}): AnnualReportOptions => ({
  lang: 'en',
  interfaceLanguage: 'en',
  label: '2024–2025',
  sections: new Set(REPORT_SECTIONS),
  detail: 'lists',
  style: 'apa',
  paper: 'letter',
  today: '2026-11-27',
  ...overrides,
});

const textOf = (runs: { text: string }[]) => runs.map((run) => run.text).join('');
function blockText(block: DocumentBlock): string {
  switch (block.kind) {
    case 'title':
    case 'heading':
    case 'paragraph':
      return textOf(block.runs);
    case 'list':
      return block.items.map(textOf).join('\n');
    case 'table':
      return [block.caption, block.header.join(' | '), ...block.rows.map((row) => row.join(' | '))].join('\n');
    case 'chart':
      return `[chart ${block.chartId}: ${block.altText}]`;
  }
}
const tables = (model: DocumentModel) => model.blocks.filter((b): b is TableBlock => b.kind === 'table');
const table = (model: DocumentModel, caption: string) => {
  const found = tables(model).find((b) => b.caption === caption);
  if (!found) throw new Error(`no table "${caption}" in ${tables(model).map((b) => b.caption).join(', ')}`);
  return found.rows.map((row) => row.map(plain));
};
const row = (model: DocumentModel, caption: string, first: string) => table(model, caption).find((r) => r[0] === first);
const paragraphs = (model: DocumentModel) => model.blocks.filter((b) => b.kind === 'paragraph').map(blockText).map(plain);
const headings = (model: DocumentModel) => model.blocks.filter((b) => b.kind === 'heading').map(blockText);
const listTexts = (model: DocumentModel) => model.blocks.flatMap((b) => (b.kind === 'list' ? b.items.map(textOf).map(plain) : []));

describe('annual report document (spec 7-reports §7.3.4) on the demo data, reporting year 2024–2025', () => {
  const report = buildAnnualReport(demoReport(YEAR), refs, options());
  const model = report.model;

  it('opens with the network name, the report label, the period and the production line; title and file name', () => {
    expect(model.blocks.slice(0, 4).map(blockText)).toEqual([
      'Aurora Research Network',
      'Annual report 2024–2025',
      'Period: April 1, 2024 to March 31, 2025',
      'Produced on November 27, 2026 with the ARN portal.',
    ]);
    expect(model.blocks[0]?.kind).toBe('title');
    expect(model.title).toBe('Annual report 2024–2025 – Aurora Research Network');
    expect(model.fileName).toBe('ARN-annual-report-2024-04-01-2025-03-31');
    expect(model.lang).toBe('en');
    expect(headings(model).filter((_, i, all) => all.indexOf(_) === i)).toEqual(
      expect.arrayContaining(['Summary', 'Charts', 'Products', 'Grants', 'Events', 'Supervisions', 'New members', 'New partners']),
    );
  });

  it('criterion 3: the summary grant rows with exact sums, the tables by status and by source, the left-out note', () => {
    expect(table(model, 'Summary')[0]).toBeDefined();
    expect(row(model, 'Summary', 'Grant applications submitted')).toEqual(['Grant applications submitted', '3', '$1,595,000.00']);
    expect(row(model, 'Summary', 'Grants obtained')).toEqual(['Grants obtained', '4', '$1,050,000.00']);
    expect(row(model, 'Summary', 'Funded grants active during the period')).toEqual(['Funded grants active during the period', '6', '$3,648,350.00']);
    expect(row(model, 'Summary', 'of which through the network')).toEqual(['of which through the network', '1', '$245,000.00']);
    const byStatus = 'Grants with activity in the period, by status';
    expect(table(model, byStatus)).toEqual([
      ['Awarded', '7', '$4,848,350.00'],
      ['Declined', '1', '$95,000.00'],
      ['Total', '8', '$4,943,350.00'],
    ]);
    expect(row(model, 'Grants with activity in the period, by source', 'Social Sciences and Humanities Research Council of Canada (SSHRC)')).toEqual([
      'Social Sciences and Humanities Research Council of Canada (SSHRC)',
      '2',
      '$340,000.00',
    ]);
    expect(paragraphs(model)).toContain('2 grants without any date are not counted.');
    expect(listTexts(model)).toContain(
      'La proche aidance en contexte francophone minoritaire. Social Sciences and Humanities Research Council of Canada (SSHRC). $245,000.00. Awarded. 2024–present. Investigators: Marie Tremblay, Geneviève Gagnon. Through the network.',
    );
  });

  it('criterion 4: three events held, one per type, and the undated one noted', () => {
    expect(row(model, 'Summary', 'Events held')).toEqual(['Events held', '3', '']);
    const events = table(model, 'Events');
    expect(events).toHaveLength(3);
    expect(events.every((r) => r[1] === '1')).toBe(true);
    expect(paragraphs(model)).toContain('1 event without a date is not counted.');
    // Newest first: "<date range>. <name>. <event type>." and the partners when any.
    expect(listTexts(model)).toEqual(
      expect.arrayContaining([
        'March 22, 2025 – March 23, 2025. Hackathon: Open Data for Healthy Cities. Workshop. Partners: Open Data Cooperative of Canada.',
        'October 3, 2024. Webinar: telehealth in rural communities. Webinar.',
      ]),
    );
  });

  it('criterion 5: supervisions ongoing at the end and completed, by level (started / completed / ongoing)', () => {
    expect(row(model, 'Summary', 'Supervisions ongoing at the end of the period')?.[1]).toBe('6');
    expect(row(model, 'Summary', 'Supervisions completed')?.[1]).toBe('3');
    expect(table(model, 'Supervisions')).toEqual([
      ['Doctorate', '0', '1', '4'],
      ["Master's", '0', '1', '1'],
      ['Postdoctoral', '0', '0', '1'],
      ['Undergraduate', '1', '1', '0'],
      ['Total', '1', '3', '6'],
    ]);
    expect(listTexts(model)).toContain('Thu Ha Nguyen, Medicine, 2024–present. Principal supervision: Jennifer Smith, Kwame Mensah.');
  });

  it('criterion 6: products 03 and 09 in, 01 out, and the undated ones noted', () => {
    const data = demoReport(YEAR);
    const ids = data.products.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['product-03', 'product-09']));
    expect(ids).not.toContain('product-01');
    expect(row(model, 'Summary', 'Products published')?.[1]).toBe(String(ids.length));
    expect(paragraphs(model)).toContain('3 products without a publication date are not counted.');
    // Entries as in the CV without bold: the citation, then the flags.
    const citations = model.blocks.flatMap((b) => (b.kind === 'list' ? b.items : []));
    expect(citations.flat().some((run) => run.bold)).toBe(false);
    expect(listTexts(model).some((text) => text.startsWith('Levesque, E., Zhang, W., & Mensah, K. (2025). Open dataset of winter sidewalk conditions'))).toBe(true);
  });

  it('charts: each chart block is preceded by its heading and followed by its data table, over five reporting years', () => {
    const kinds = model.blocks.map((b) => b.kind);
    const charts = model.blocks.flatMap((b, i) => (b.kind === 'chart' ? [i] : []));
    expect(charts).toHaveLength(3);
    for (const i of charts) {
      expect(kinds[i - 1]).toBe('heading');
      expect(kinds[i + 1]).toBe('table');
    }
    expect(table(model, 'Products per year').map((r) => r[0])).toEqual(['2020–2021', '2021–2022', '2022–2023', '2023–2024', '2024–2025']);
    const grantsChart = model.blocks.find((b) => b.kind === 'chart' && b.chartId === 'grants');
    expect(grantsChart && plain(blockText(grantsChart))).toBe(
      '[chart grants: Grants by status: 8 grants totalling $4,943,350.00; the largest total is Awarded ($4,848,350.00).]',
    );
    expect(report.charts.products.labels).toEqual(['2020–2021', '2021–2022', '2022–2023', '2023–2024', '2024–2025']);
  });

  it('criterion 8: in French, "Sommaire", "Rapport annuel 2024–2025", Awarded "4 848 350,00 $"; the file name follows the interface', () => {
    const french = buildAnnualReport(demoReport(YEAR), refs, options({ lang: 'fr' })).model;
    expect(french.lang).toBe('fr');
    expect(headings(french)).toContain('Sommaire');
    expect(paragraphs(french)).toContain('Rapport annuel 2024–2025');
    expect(paragraphs(french)).toContain('Période : du 1 avril 2024 au 31 mars 2025');
    expect(row(french, 'Subventions ayant eu une activité pendant la période, par statut', 'Obtenue')).toEqual(['Obtenue', '7', '4 848 350,00 $']);
    expect(paragraphs(french)).toContain('2 subventions sans aucune date ne sont pas comptées.');
    expect(paragraphs(french)).toContain("1 événement sans date n'est pas compté.");
    expect(french.title).toBe('Rapport annuel 2024–2025 – Réseau de recherche Aurora');
    expect(french.fileName).toBe('ARN-annual-report-2024-04-01-2025-03-31');
    const frenchInterface = buildAnnualReport(demoReport(YEAR), refs, options({ interfaceLanguage: 'fr' })).model;
    expect(frenchInterface.fileName).toBe('ARN-rapport-annuel-2024-04-01-2025-03-31');
  });

  it('criterion 10: "Figures only" keeps every table and chart and drops every list', () => {
    const figures = buildAnnualReport(demoReport(YEAR), refs, options({ detail: 'figures' })).model;
    expect(figures.blocks.some((b) => b.kind === 'list')).toBe(false);
    expect(tables(figures).map((b) => b.caption)).toEqual(tables(model).map((b) => b.caption));
    expect(figures.blocks.filter((b) => b.kind === 'chart')).toHaveLength(3);
    expect(paragraphs(figures)).toContain('2 grants without any date are not counted.');
  });

  it('unticked sections are left out, the summary always stays', () => {
    const summaryOnly = buildAnnualReport(demoReport(YEAR), refs, options({ sections: new Set() })).model;
    expect(headings(summaryOnly)).toEqual(['Summary']);
    expect(tables(summaryOnly).map((b) => b.caption)).toEqual(['Summary']);
  });

  it('every table has a caption and a header row, and rows as wide as the header', () => {
    for (const block of tables(model)) {
      expect(block.caption).not.toBe('');
      for (const r of block.rows) expect(r).toHaveLength(block.header.length);
    }
  });
});

describe('annual report: custom periods, members and partners (criterion 7)', () => {
  it('counts a member deactivated by an administrator without naming them, lists a new partner, titles an activity report', () => {
    const period = { from: '2016-01-01', to: '2016-12-31' };
    const partner = demoNewPartner(0, '2016-06-01T12:00:00.000Z');
    const data = demoReport(period, [partner]);
    expect(data.new_members.map((m) => m.member.id)).toContain('member-louis-ouellet');
    const model = buildAnnualReport(data, refs, options({ label: null })).model;
    expect(model.blocks[1] && blockText(model.blocks[1])).toBe('Activity report');
    expect(model.title).toBe('Activity report 2016-01-01–2016-12-31 – Aurora Research Network');
    const all = model.blocks.map(blockText).join('\n');
    expect(all).not.toContain('Ouellet');
    const inactive = data.new_members.filter((m) => !m.member.is_active).length;
    expect(paragraphs(model)).toContain(`${inactive} member${inactive === 1 ? ' whose profile is not public is' : 's whose profile is not public are'} counted but not named.`);
    expect(row(model, 'Summary', 'New members')?.[1]).toBe(String(data.new_members.length));
    const total = table(model, 'New members').reduce((sum, r) => sum + Number(r[1]), 0);
    expect(total).toBe(data.new_members.length);
    expect(listTexts(model).some((text) => text.startsWith(`${partner.name_en}, `))).toBe(true);
    expect(row(model, 'Summary', 'New partners')?.[1]).toBe('1');
  });

  it('a period without activity gives zeros and "None." under each list', () => {
    const data = demoReport({ from: '1901-01-01', to: '1901-12-31' });
    expect(hasActivity(data)).toBe(false);
    const model = buildAnnualReport(data, refs, options({ label: null })).model;
    expect(row(model, 'Summary', 'Products published')).toEqual(['Products published', '0', '']);
    expect(row(model, 'Summary', 'Grants obtained')).toEqual(['Grants obtained', '0', '$0.00']);
    expect(paragraphs(model)).toContain('None.');
    expect(hasActivity(demoReport(YEAR))).toBe(true);
  });
});

describe('annual report with a reference list missing', () => {
  it('names its entries "—" (the page warns that some names could not be loaded)', () => {
    const model = buildAnnualReport(demoReport(YEAR), { ...refs, statuses: [] }, options()).model;
    expect(table(model, 'Grants with activity in the period, by status').map((r) => r[0])).toEqual(['\u2014', '\u2014', 'Total']);
  });
});

describe('report helpers', () => {
  it('labels periods "2021" for calendar years, "2020–2021" otherwise', () => {
    expect(periodLabel({ from: '2021-01-01', to: '2021-12-31' })).toBe('2021');
    expect(periodLabel({ from: '2020-04-01', to: '2021-03-31' })).toBe('2020–2021');
  });

  it('writes year spans', () => {
    expect(yearSpan('2023-05-01', '2026-03-31', null)).toBe('2023–2026');
    expect(yearSpan('2023-05-01', null, 'present')).toBe('2023–present');
    expect(yearSpan('2024-05-01', '2024-09-01', null)).toBe('2024');
    expect(yearSpan(null, '2024-09-01', null)).toBe('2024');
  });
});
