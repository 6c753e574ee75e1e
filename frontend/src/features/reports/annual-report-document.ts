/**
 * The network annual report as a document model (spec 7-reports §7.3.4): the route's answer, the
 * reference lists and the page's options in, the blocks the preview and the Word file render out,
 * with the data of the three charts the page draws. Everything is in the document's language;
 * only the file name follows the interface language. Pure: `today` and the names come in.
 */
import type { NetworkReportData } from '@portal/common/api/report';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { MemberReference, OrganizationReference } from '@portal/common/api/refs';
import { eventSpan, grantSpan } from '@portal/common/documents/periods';
import { centsToAmount } from '@portal/common/validation/money';
import {
  columnTotals,
  eventsSummary,
  grantBarLabel,
  grantsSummary,
  productsSummary,
  statusRows,
  typeSeries,
  type GrantRow,
  type Series,
  type StatusRows,
} from '../../components/charts/chart-model';
import { dashboardTranslator } from '../../components/charts/chart-text';
import { formatCitation, type CitationStyle } from '../../lib/citations/citation';
import { config, networkName } from '../../lib/config';
import { asciiFileName } from '../../lib/documents/document-file-name';
import { orderProductTypes } from '../../lib/documents/product-type-order';
import type { DocumentBlock, DocumentLanguage, DocumentModel, PaperSize, TableBlock, TextRun } from '../../lib/documents/document-model';
import { pickBilingual } from '../../lib/i18n/bilingual';
import { compareText, sortByText } from '../../lib/i18n/collator';
import { formatAmount, formatDate, formatDateRange } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { grantsBy, periodLabel, summaryFigures, supervisionsByLevel, yearSpan, type CountAndSum } from './annual-report-figures';
import { reportPluralKey, reportTranslator, type ReportKey } from './annual-report-text';

/** The optional sections, in the document's order (the summary is always in). */
export const REPORT_SECTIONS = ['charts', 'products', 'grants', 'events', 'supervisions', 'members', 'partners'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export type ReportDetail = 'lists' | 'figures';

/** The reference lists the page loads (names of the ids in the report's items), and the organizations (`/api/all-organizations`) for event partners. */
export interface ReportReferences {
  productTypes: readonly ReferenceEntry[];
  statuses: readonly ReferenceEntry[];
  sources: readonly ReferenceEntry[];
  eventTypes: readonly ReferenceEntry[];
  levels: readonly ReferenceEntry[];
  faculties: readonly ReferenceEntry[];
  memberTypes: readonly ReferenceEntry[];
  orgScopes: readonly ReferenceEntry[];
  orgTypes: readonly ReferenceEntry[];
  organizations: readonly OrganizationReference[];
}

export interface AnnualReportOptions {
  lang: DocumentLanguage;
  /** The file name follows the interface language (§7.3.4). */
  interfaceLanguage: DocumentLanguage;
  /** A reporting year's label ("2024–2025"), or null for a custom period ("Activity report"). */
  label: string | null;
  sections: ReadonlySet<ReportSection>;
  detail: ReportDetail;
  style: CitationStyle;
  paper: PaperSize;
  /** The viewer's local date, `YYYY-MM-DD` ("Produced on"). */
  today: string;
  /**
   * The products' citations in this language and style, computed beforehand in slices (the page
   * does, see annual-report-citations.ts); a product missing from it is cited here.
   */
  citations?: ReadonlyMap<string, Citation>;
}

/** A product's citation as the formatter gives it. */
export type Citation = ReturnType<typeof formatCitation>;

/** What the page draws for the chart blocks (`chartId` "products", "grants", "events"). */
export interface ReportCharts {
  products: { labels: string[]; series: Series[]; totals: number[]; total: number; summary: string };
  grants: StatusRows & { summary: string; barLabel: (row: GrantRow) => string };
  events: { labels: string[]; series: Series[]; totals: number[]; total: number; summary: string };
}

export interface AnnualReport {
  model: DocumentModel;
  charts: ReportCharts;
}

/** Texts ending a sentence get no second period. */
function withPeriod(text: string): string {
  return /[.?!]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** Parts joined as sentences: "<a>. <b>. <c>." (empty parts left out). */
function sentences(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map(withPeriod)
    .join(' ');
}

function personName(member: Pick<MemberReference, 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

/** Builds the report: the model, and the charts' data for the page to draw. */
export function buildAnnualReport(data: NetworkReportData, refs: ReportReferences, options: AnnualReportOptions): AnnualReport {
  const { lang } = options;
  const t = reportTranslator(lang);
  const chartTexts = dashboardTranslator(lang);
  const count = (value: number) => formatCount(value, lang);
  const amount = (cents: number) => formatAmount(centsToAmount(cents), lang) ?? '';
  const lists = options.detail === 'lists';
  let fallbackCount = 0;

  // Names of reference entries in the document's language (both names always exist; retired ones are kept).
  const names = new Map<string, string>();
  for (const list of [refs.productTypes, refs.statuses, refs.sources, refs.eventTypes, refs.levels, refs.faculties, refs.memberTypes, refs.orgScopes, refs.orgTypes]) {
    for (const entry of list) names.set(entry.id, pickBilingual(entry.name_en, entry.name_fr, lang)?.text ?? entry.id);
  }
  // A name missing (its list failed to load) reads "—" under the page's warning (spec 7-reports §7.2.5).
  const nameOf = (id: string) => names.get(id) ?? '\u2014';
  const optionalName = (id: string | null) => (id === null ? null : nameOf(id));

  /** A bilingual record text as a run: its own `lang` and a counted fallback when it is the other side. */
  const bilingualRun = (en: string | null, fr: string | null): TextRun | null => {
    const shown = pickBilingual(en, fr, lang);
    if (!shown) return null;
    if (!shown.fallback) return { text: shown.text };
    fallbackCount += 1;
    return { text: shown.text, lang: shown.language };
  };
  const organizations = new Map(refs.organizations.map((o) => [o.id, o]));

  const blocks: DocumentBlock[] = [];
  const heading = (key: ReportKey) => blocks.push({ kind: 'heading', level: 1, runs: [{ text: t(key) }] });
  const paragraph = (text: string) => blocks.push({ kind: 'paragraph', runs: [{ text }] });
  const table = (block: Omit<TableBlock, 'kind'>) => blocks.push({ kind: 'table', ...block });
  const list = (items: TextRun[][]) => {
    if (items.length === 0) paragraph(t('none'));
    else blocks.push({ kind: 'list', items });
  };
  const leftOut = (base: 'products' | 'grants' | 'events' | 'supervisions', n: number) => {
    if (n > 0) paragraph(t(reportPluralKey(`${base}Undated`, n, lang), { count: count(n) }));
  };
  const sums = (group: CountAndSum) => [count(group.count), amount(group.cents)];

  // 1. Heading.
  const network = networkName(lang);
  const start = formatDate(data.from, lang) ?? data.from;
  const end = formatDate(data.to, lang) ?? data.to;
  blocks.push({ kind: 'title', runs: [{ text: network }] });
  paragraph(options.label === null ? t('activityReport') : t('annualReport', { label: options.label }));
  paragraph(t('periodLine', { start, end }));
  paragraph(t('producedOn', { date: formatDate(options.today, lang) ?? options.today, shortName: config.shortName }));

  // 2. Summary.
  const figures = summaryFigures(data);
  heading('summary');
  table({
    caption: t('summary'),
    header: [t('indicator'), t('number'), t('amount')],
    numericColumns: [1, 2],
    rows: [
      [t('productsPublished'), count(figures.productsPublished), ''],
      [t('peerReviewedOf'), count(figures.peerReviewed), ''],
      [t('applicationsSubmitted'), ...sums(figures.applicationsSubmitted)],
      [t('grantsObtained'), ...sums(figures.grantsObtained)],
      [t('fundedActive'), ...sums(figures.fundedActive)],
      [t('throughNetworkOf'), ...sums(figures.throughNetwork)],
      [t('eventsHeld'), count(figures.eventsHeld), ''],
      [t('supervisionsOngoing'), count(figures.supervisionsOngoing), ''],
      [t('supervisionsCompleted'), count(figures.supervisionsCompleted), ''],
      [t('newMembers'), count(figures.newMembers), ''],
      [t('newPartners'), count(figures.newPartners), ''],
    ] as string[][],
  });

  // 3. Charts: the dashboard's three, over the five trend periods and the period's grants.
  const charts = reportCharts(data, refs, lang, nameOf);
  if (options.sections.has('charts')) {
    heading('charts');
    const chart = (chartId: keyof ReportCharts, caption: string, altText: string, header: string[], rows: string[][]) => {
      blocks.push({ kind: 'heading', level: 2, runs: [{ text: caption }] });
      blocks.push({ kind: 'chart', chartId, altText });
      table({ caption, header, rows, numericColumns: header.slice(1).map((_, i) => i + 1) });
    };
    const p = charts.products;
    chart(
      'products',
      chartTexts('productsCaption'),
      p.summary,
      [chartTexts('year'), ...p.series.map((s) => s.label), chartTexts('total')],
      p.labels.map((label, i) => [label, ...p.series.map((s) => count(s.values[i] ?? 0)), count(p.totals[i] ?? 0)]),
    );
    chart(
      'grants',
      chartTexts('grantsCaption'),
      charts.grants.summary,
      [chartTexts('status'), chartTexts('numberOfGrants'), chartTexts('totalAmount')],
      charts.grants.rows.map((row) => [row.label, count(row.count), amount(row.cents)]),
    );
    const e = charts.events;
    chart(
      'events',
      chartTexts('eventsCaption'),
      e.summary,
      [chartTexts('year'), chartTexts('numberOfEvents')],
      e.labels.map((label, i) => [label, count(e.totals[i] ?? 0)]),
    );
  }

  // 4. Products: a table per type in the CV's order, then a list per type, newest first.
  if (options.sections.has('products')) {
    heading('products');
    const byType = new Map<string | null, typeof data.products>();
    for (const product of data.products) byType.set(product.product_type_id, [...(byType.get(product.product_type_id) ?? []), product]);
    const typed = [...byType.keys()].filter((id): id is string => id !== null);
    const types: Array<string | null> = [...orderProductTypes(typed, (a, b) => compareText(nameOf(a), nameOf(b), lang)), ...(byType.has(null) ? [null] : [])];
    const typeName = (id: string | null) => (id === null ? t('noType') : nameOf(id));
    table({
      caption: t('products'),
      header: [t('productType'), t('number'), t('peerReviewed')],
      numericColumns: [1, 2],
      rows: [
        ...types.map((id) => {
          const products = byType.get(id) ?? [];
          return [typeName(id), count(products.length), count(products.filter((p) => p.peer_reviewed).length)];
        }),
        [t('total'), count(figures.productsPublished), count(figures.peerReviewed)],
      ],
    });
    if (lists) {
      if (types.length === 0) paragraph(t('none'));
      for (const id of types) {
        const products = byType.get(id) ?? [];
        blocks.push({ kind: 'heading', level: 2, runs: [{ text: t('typeHeading', { type: typeName(id), count: count(products.length) }) }] });
        // Newest first, then by title in the document's language.
        const ordered = sortByText(products, (p) => pickBilingual(p.title_en, p.title_fr, lang)?.text, lang).sort((a, b) =>
          (b.publish_date ?? '').localeCompare(a.publish_date ?? ''),
        );
        list(
          ordered.map((product) => {
            const citation = options.citations?.get(product.id) ?? formatCitation(product, { style: options.style, lang, typeName: optionalName });
            if (citation.fallback) fallbackCount += 1;
            const marks: TextRun[] = [];
            if (product.peer_reviewed) marks.push({ text: t('peerReviewedMark') });
            if (product.on_going) marks.push({ text: t('inProgressMark') });
            return [...citation.runs, ...marks];
          }),
        );
      }
    }
    leftOut('products', data.undated.products);
  }

  // 5. Grants: by status, by source, then the list, newest span start first.
  if (options.sections.has('grants')) {
    heading('grants');
    const groupTable = (caption: string, column: string, groups: Map<string, CountAndSum>) => {
      const ids = sortByText([...groups.keys()], nameOf, lang);
      const total = [...groups.values()].reduce((all, g) => ({ count: all.count + g.count, cents: all.cents + g.cents }), { count: 0, cents: 0 });
      table({
        caption,
        header: [column, t('numberOfGrants'), t('totalAmount')],
        numericColumns: [1, 2],
        rows: [...ids.map((id) => [nameOf(id), ...sums(groups.get(id) as CountAndSum)]), [t('total'), ...sums(total)]],
      });
    };
    groupTable(t('grantsByStatus'), t('status'), grantsBy(data.grants, 'status_id'));
    groupTable(t('grantsBySource'), t('source'), grantsBy(data.grants, 'source_id'));
    if (lists) {
      const ordered = sortByText(data.grants, (g) => g.title, lang).sort((a, b) => (grantSpan(b)?.start ?? '').localeCompare(grantSpan(a)?.start ?? ''));
      list(
        ordered.map((grant) => {
          const span = grantSpan(grant);
          const years =
            grant.completed_date !== null
              ? yearSpan(span?.start ?? null, grant.completed_date, null)
              : grant.obtained_date !== null
                ? yearSpan(span?.start ?? null, null, t('present'))
                : yearSpan(span?.start ?? null, span?.start ?? null, null);
          const text = sentences([
            grant.title,
            nameOf(grant.source_id),
            formatAmount(grant.amount, lang),
            nameOf(grant.status_id),
            years,
            grant.all_investigator.trim() ? t('investigators', { text: grant.all_investigator.trim() }) : null,
            grant.through_network ? t('throughNetwork') : null,
          ]);
          return [{ text }];
        }),
      );
    }
    leftOut('grants', data.undated.grants);
  }

  // 6. Events: by type, then the list, newest first.
  if (options.sections.has('events')) {
    heading('events');
    const byType = new Map<string | null, number>();
    for (const event of data.events) byType.set(event.event_type_id, (byType.get(event.event_type_id) ?? 0) + 1);
    const typed = sortByText([...byType.keys()].filter((id): id is string => id !== null), nameOf, lang);
    table({
      caption: t('events'),
      header: [t('eventType'), t('number')],
      numericColumns: [1],
      rows: [...typed, ...(byType.has(null) ? [null] : [])].map((id) => [id === null ? t('noType') : nameOf(id), count(byType.get(id) ?? 0)]),
    });
    if (lists) {
      const ordered = sortByText(data.events, (e) => pickBilingual(e.name_en, e.name_fr, lang)?.text, lang).sort((a, b) =>
        (eventSpan(b)?.start ?? '').localeCompare(eventSpan(a)?.start ?? ''),
      );
      list(
        ordered.map((event) => {
          const runs: TextRun[] = [];
          // One day reads as one date; an end alone stands for the day.
          const dates =
            event.start_date === event.end_date ? formatDate(event.start_date, lang) : (formatDateRange(event.start_date, event.end_date, lang) ?? formatDate(event.end_date, lang));
          if (dates) runs.push({ text: `${dates}. ` });
          const name = bilingualRun(event.name_en, event.name_fr);
          if (name) runs.push({ ...name, text: withPeriod(name.text) });
          const partnerNames = event.partner_ids.flatMap((id) => {
            const partner = organizations.get(id);
            const shown = partner ? pickBilingual(partner.name_en, partner.name_fr, lang) : null;
            return shown ? [shown.text] : [];
          });
          const rest = sentences([optionalName(event.event_type_id), partnerNames.length > 0 ? t('partners', { names: partnerNames.join(', ') }) : null]);
          if (rest) runs.push({ text: runs.length > 0 ? ` ${rest}` : rest });
          return runs;
        }),
      );
    }
    leftOut('events', data.undated.events);
  }

  // 7. Supervisions: by level ("No level" last), then a list per level by trainee.
  if (options.sections.has('supervisions')) {
    heading('supervisions');
    const levels = supervisionsByLevel(data);
    const named = sortByText(
      levels.filter((row) => row.levelId !== null),
      (row) => nameOf(row.levelId as string),
      lang,
    );
    const ordered = [...named, ...levels.filter((row) => row.levelId === null)];
    const levelName = (id: string | null) => (id === null ? t('noLevel') : nameOf(id));
    const total = ordered.reduce((all, row) => ({ started: all.started + row.started, completed: all.completed + row.completed, ongoing: all.ongoing + row.ongoing }), {
      started: 0,
      completed: 0,
      ongoing: 0,
    });
    table({
      caption: t('supervisions'),
      header: [t('level'), t('started'), t('completed'), t('ongoingAtEnd')],
      numericColumns: [1, 2, 3],
      rows: [
        ...ordered.map((row) => [levelName(row.levelId), count(row.started), count(row.completed), count(row.ongoing)]),
        [t('total'), count(total.started), count(total.completed), count(total.ongoing)],
      ],
    });
    if (lists) {
      if (ordered.length === 0) paragraph(t('none'));
      for (const row of ordered) {
        blocks.push({ kind: 'heading', level: 2, runs: [{ text: levelName(row.levelId) }] });
        const supervisions = sortByText(
          sortByText(
            data.supervisions.filter((s) => s.level_id === row.levelId),
            (s) => s.first_name,
            lang,
          ),
          (s) => s.last_name,
          lang,
        );
        list(
          supervisions.map((s) => {
            // A report never names a member whose profile is inactive (§7.1.7).
            const supervisors = s.principal_supervisors.filter((m) => m.is_active).map(personName);
            const first = [personName(s), optionalName(s.faculty_id), yearSpan(s.start_date, s.end_date, s.start_date !== null ? t('present') : null)]
              .filter((part) => part !== null && part !== '')
              .join(', ');
            return [{ text: sentences([first, supervisors.length > 0 ? t('principalSupervision', { names: supervisors.join(', ') }) : null]) }];
          }),
        );
      }
    }
    leftOut('supervisions', data.undated.supervisions);
  }

  // 8. New members: by member type; the active ones by name; the inactive ones only counted.
  if (options.sections.has('members')) {
    heading('newMembers');
    const byType = new Map<string | null, number>();
    for (const item of data.new_members) byType.set(item.member_type_id, (byType.get(item.member_type_id) ?? 0) + 1);
    const typed = sortByText([...byType.keys()].filter((id): id is string => id !== null), nameOf, lang);
    table({
      caption: t('newMembers'),
      header: [t('memberType'), t('number')],
      numericColumns: [1],
      rows: [...typed, ...(byType.has(null) ? [null] : [])].map((id) => [id === null ? t('noMemberType') : nameOf(id), count(byType.get(id) ?? 0)]),
    });
    if (lists) {
      const active = data.new_members.filter((item) => item.member.is_active);
      const ordered = sortByText(
        sortByText(active, (item) => item.member.first_name, lang),
        (item) => item.member.last_name,
        lang,
      );
      list(ordered.map((item) => [{ text: [personName(item.member), optionalName(item.member_type_id), optionalName(item.faculty_id)].filter(Boolean).join(', ') }]));
      const inactive = data.new_members.length - active.length;
      if (inactive > 0) paragraph(t(reportPluralKey('inactiveMembers', inactive, lang), { count: count(inactive) }));
    }
  }

  // 9. New partners: by name (a list only: "Figures only" leaves the summary's count).
  if (options.sections.has('partners') && lists) {
    heading('newPartners');
    const ordered = sortByText(data.new_partners, (o) => pickBilingual(o.name_en, o.name_fr, lang)?.text, lang);
    list(
      ordered.map((partner) => {
        const name = bilingualRun(partner.name_en, partner.name_fr) ?? { text: '' };
        const rest = [optionalName(partner.scope_id), optionalName(partner.type_id)].filter(Boolean).join(', ');
        return rest ? [name, { text: `, ${rest}` }] : [name];
      }),
    );
  }

  const title =
    options.label === null
      ? t('titleActivity', { from: data.from, to: data.to, network })
      : t('titleAnnual', { label: options.label, network });
  const fileName = asciiFileName(reportTranslator(options.interfaceLanguage)('fileAnnual', { shortName: config.shortName, from: data.from, to: data.to }));
  return { model: { lang, title, fileName, paper: options.paper, blocks, fallbackCount }, charts };
}

/** The three charts' data (spec 7-reports §7.3.4 item 3), in the document's language. */
export function reportCharts(data: NetworkReportData, refs: Pick<ReportReferences, 'statuses'>, lang: DocumentLanguage, nameOf: (id: string) => string): ReportCharts {
  const chartTexts = dashboardTranslator(lang);
  const labels = data.trends.periods.map(periodLabel);
  const productSeries = typeSeries(
    data.trends.products.map((c) => ({ column: c.period, typeId: c.product_type_id, count: c.count })),
    labels.length,
    nameOf,
    lang,
    { other: chartTexts('otherTypes'), none: chartTexts('noType') },
  );
  const productTotals = columnTotals(productSeries, labels.length);
  const products = { labels, series: productSeries, totals: productTotals, total: productTotals.reduce((a, b) => a + b, 0), summary: '' };
  products.summary = productsSummary(products, chartTexts, lang);

  const eventValues = labels.map((_, i) => data.trends.events.filter((c) => c.period === i).reduce((total, c) => total + c.count, 0));
  const eventSeries: Series[] = [{ key: 'events', label: chartTexts('eventsCaption'), style: 0, values: eventValues }];
  const events = { labels, series: eventSeries, totals: eventValues, total: eventValues.reduce((a, b) => a + b, 0), summary: '' };
  events.summary = eventsSummary(events, chartTexts, lang);

  const groups = grantsBy(data.grants, 'status_id');
  const statusEntries = refs.statuses.map((s) => ({ id: s.id, label: nameOf(s.id), retired: s.retired }));
  const rows = statusRows(
    [...groups].map(([statusId, group]) => ({ statusId, count: group.count, cents: group.cents })),
    new Set(groups.keys()),
    statusEntries,
    nameOf,
    lang,
  );
  const grants = { ...rows, summary: grantsSummary(rows, chartTexts, lang), barLabel: (row: GrantRow) => grantBarLabel(row, chartTexts, lang) };
  return { products, grants, events };
}

/** Whether the period holds any activity (else the page notes "No activity recorded for this period."). */
export function hasActivity(data: NetworkReportData): boolean {
  return (
    data.products.length + data.grants.length + data.events.length + data.supervisions.length + data.new_members.length + data.new_partners.length > 0
  );
}

