/**
 * The member CV as a document model (spec 7-reports §7.2.4): the route's answer, the page's
 * options and the reference lists' names, in the document's language. Pure: the page renders the
 * model as the preview and, on request, as a Word file; the counts of the options form and the
 * page's notes come from here too, so they always agree with the document.
 */
import type { CvGrantItem, CvSupervisionItem, MemberCvData, ProductWithFlags } from '@portal/common/api/cv';
import type { EventListItem } from '@portal/common/api/event';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { DatePeriod } from '@portal/common/api/report';
import type { MemberReference } from '@portal/common/api/refs';
import {
  eventInPeriod,
  eventSpan,
  grantInPeriod,
  grantSpan,
  productHasDate,
  productInPeriod,
  supervisionInPeriod,
  supervisionSpan,
  type DateSpan,
} from '@portal/common/documents/periods';
import { formatCitation, titleIn, type CitationStyle } from '../../lib/citations/citation';
import { asciiFileName } from '../../lib/documents/document-file-name';
import { orderProductTypes } from '../../lib/documents/product-type-order';
import type { DocumentBlock, DocumentLanguage, DocumentModel, PaperSize, TextRun } from '../../lib/documents/document-model';
import { pickBilingual } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { translate, type MessageKey, type MessageParams } from '../../lib/i18n/dictionary';
import { formatAmount, formatDate, formatDateRange } from '../../lib/i18n/format';
import { localeOf } from '../../lib/i18n/locale';

export const CV_SECTIONS = ['profile', 'keywords', 'products', 'grants', 'supervisions', 'events', 'partnerships'] as const;
export type CvSection = (typeof CV_SECTIONS)[number];

/** The product-type "box" of products without a type. */
export const NO_TYPE = 'none';

/** Grant statuses left unticked by default (§7.2.3 Sections). */
export const UNTICKED_STATUSES: readonly string[] = ['grant-status-declined', 'grant-status-withdrawn', 'grant-status-in-preparation'];

export interface CvOptions {
  lang: DocumentLanguage;
  /** Null: all dates. */
  period: DatePeriod | null;
  sections: ReadonlySet<CvSection>;
  /** Ticked product types (ids, and NO_TYPE). */
  productTypes: ReadonlySet<string>;
  /** Ticked grant statuses (ids). */
  grantStatuses: ReadonlySet<string>;
  style: CitationStyle;
  peer: boolean;
  bothTitles: boolean;
  investigators: boolean;
  /** Mobile phone and mailing address. */
  private: boolean;
  joined: boolean;
  paper: PaperSize;
}

/** The reference lists that name list items' ids (an empty list when it failed: names show "—"). */
export interface CvLists {
  productTypes: readonly ReferenceEntry[];
  statuses: readonly ReferenceEntry[];
  sources: readonly ReferenceEntry[];
  levels: readonly ReferenceEntry[];
  faculties: readonly ReferenceEntry[];
  eventTypes: readonly ReferenceEntry[];
}

export interface CvContext {
  networkName: string;
  shortName: string;
  /** The viewer's local date, `YYYY-MM-DD` (the "Produced on" date and the file name). */
  today: string;
}

/** Records without a usable date, left out of a bounded period (§7.2.6), by section. */
export interface LeftOut {
  products: number;
  grants: number;
  supervisions: number;
  events: number;
}

/** The numbers of the options form: entries in the period per section, product type and grant status. */
export interface CvCounts {
  sections: Record<CvSection, number>;
  /** Product types present in the answer (ids, NO_TYPE), in the CV's order, with their counts in the period. */
  productTypes: Array<{ id: string; count: number }>;
  /** Grant statuses present in the answer, by name, with their counts in the period. */
  grantStatuses: Array<{ id: string; count: number }>;
}

export interface CvDocument {
  model: DocumentModel;
  counts: CvCounts;
  leftOut: LeftOut;
  /** True when no chosen section has an entry (the page says so, not the document). */
  empty: boolean;
}

const MISSING = '—';

/** The document's texts, in its language. */
function textsIn(lang: DocumentLanguage) {
  return (key: MessageKey, params?: MessageParams) => translate(lang, key, params);
}

function entryName(list: readonly ReferenceEntry[], id: string, lang: DocumentLanguage): { text: string; lang?: DocumentLanguage } {
  const entry = list.find((candidate) => candidate.id === id);
  const shown = entry ? pickBilingual(entry.name_en, entry.name_fr, lang) : null;
  if (!shown) return { text: MISSING };
  return shown.fallback ? { text: shown.text, lang: shown.language } : { text: shown.text };
}

const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;
const year = (date: string) => date.slice(0, 4);

/** "2023–2026", "2023–present", or one year (§7.2.4 item 5); a span within one year is that year. */
function yearsOf(span: DateSpan, present: string): string {
  if (span.end === null) return `${year(span.start)}\u2013${present}`;
  return year(span.start) === year(span.end) ? year(span.start) : `${year(span.start)}\u2013${year(span.end)}`;
}

/** Newest first by the given date, undated last, then by the given text. */
function newestFirst<T>(items: readonly T[], date: (item: T) => string | null, text: (item: T) => string, lang: DocumentLanguage): T[] {
  return [...items].sort((a, b) => {
    const x = date(a);
    const y = date(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? 1 : -1;
    }
    return compareText(text(a), text(b), lang);
  });
}

/** Counts fallbacks as the runs are made: the page's note (§7.2.6). */
class Runs {
  fallbacks = 0;
  constructor(readonly lang: DocumentLanguage) {}

  /** A bilingual field in the document's language, else its other side with its own `lang`. */
  bilingual(en: string | null | undefined, fr: string | null | undefined): TextRun | null {
    const shown = pickBilingual(en, fr, this.lang);
    if (!shown) return null;
    if (!shown.fallback) return { text: shown.text };
    this.fallbacks += 1;
    return { text: shown.text, lang: shown.language };
  }

  /** A reference-list name (a fallback counts too). */
  name(list: readonly ReferenceEntry[], id: string): TextRun {
    const name = entryName(list, id, this.lang);
    if (name.lang) this.fallbacks += 1;
    return name.lang ? { text: name.text, lang: name.lang } : { text: name.text };
  }
}

/** Joins parts (runs or texts) with a separator text between them. */
function joined(parts: ReadonlyArray<TextRun | string>, separator: string): TextRun[] {
  const runs: TextRun[] = [];
  parts.forEach((part, index) => {
    if (index > 0) runs.push({ text: separator });
    runs.push(typeof part === 'string' ? { text: part } : part);
  });
  return runs;
}

function inPeriodOrAll<T>(items: readonly T[], period: DatePeriod | null, inPeriod: (item: T, period: DatePeriod) => boolean): T[] {
  return period ? items.filter((item) => inPeriod(item, period)) : [...items];
}

const typeOf = (product: ProductWithFlags) => product.product_type_id ?? NO_TYPE;

/** The product types present, in the CV's order (§7.2.4 item 4). */
function orderedTypes(products: readonly ProductWithFlags[], lists: CvLists, lang: DocumentLanguage): string[] {
  const present = new Set(products.map(typeOf));
  const typed = [...present].filter((id) => id !== NO_TYPE);
  const byName = (a: string, b: string) => compareText(entryName(lists.productTypes, a, lang).text, entryName(lists.productTypes, b, lang).text, lang);
  return [...orderProductTypes(typed, byName), ...(present.has(NO_TYPE) ? [NO_TYPE] : [])];
}

function orderedStatuses(grants: readonly CvGrantItem[], lists: CvLists, lang: DocumentLanguage): string[] {
  return [...new Set(grants.map((grant) => grant.status_id))].sort((a, b) =>
    compareText(entryName(lists.statuses, a, lang).text, entryName(lists.statuses, b, lang).text, lang),
  );
}

function monthYear(date: string, lang: DocumentLanguage): string {
  const at = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(localeOf(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}

function header(data: MemberCvData, options: CvOptions, context: CvContext, runs: Runs): DocumentBlock[] {
  const t = textsIn(options.lang);
  const { member } = data;
  const blocks: DocumentBlock[] = [{ kind: 'title', runs: [{ text: fullName(member.account) }] }];
  const line: Array<TextRun | string> = [];
  const memberType = member.member_type ? runs.bilingual(member.member_type.name_en, member.member_type.name_fr) : null;
  const faculty = member.faculty ? runs.bilingual(member.faculty.name_en, member.faculty.name_fr) : null;
  if (memberType) line.push(memberType);
  if (faculty) line.push(faculty);
  if (context.networkName) line.push(context.networkName);
  if (line.length > 0) blocks.push({ kind: 'paragraph', runs: joined(line, ' · ') });
  const paragraph = (key: MessageKey, value: string | null | undefined) => {
    if (value) blocks.push({ kind: 'paragraph', runs: [{ text: t(key, { value }) }] });
  };
  paragraph('memberCv.document.email', member.work_email);
  paragraph('memberCv.document.phone', member.work_phone);
  paragraph('memberCv.document.website', member.website_link);
  paragraph('memberCv.document.linkedin', member.linkedin_link);
  if (member.orcid) {
    const href = `https://orcid.org/${member.orcid}`;
    blocks.push({ kind: 'paragraph', runs: [{ text: t('memberCv.document.orcid') }, { text: href, href }] });
  }
  if (options.private) {
    paragraph('memberCv.document.mobile', member.mobile_phone);
    const address = [member.address, member.city, member.province, member.country, member.postal_code].filter((part) => part && part.trim() !== '');
    if (address.length > 0) paragraph('memberCv.document.address', address.join(', '));
  }
  if (options.joined && member.date_joined) {
    blocks.push({ kind: 'paragraph', runs: [{ text: t('memberCv.document.memberSince', { date: monthYear(member.date_joined, options.lang) }) }] });
  }
  if (options.period) {
    const start = formatDate(options.period.from, options.lang) ?? options.period.from;
    const end = formatDate(options.period.to, options.lang) ?? options.period.to;
    blocks.push({ kind: 'paragraph', runs: [{ text: t('memberCv.document.periodCovered', { start, end }) }] });
  }
  blocks.push({
    kind: 'paragraph',
    runs: [{ text: t('memberCv.document.producedOn', { date: formatDate(context.today, options.lang) ?? context.today, shortName: context.shortName }) }],
  });
  return blocks;
}

function profileBlocks(data: MemberCvData, runs: Runs, t: ReturnType<typeof textsIn>): DocumentBlock[] {
  const about = runs.bilingual(data.member.about_me_en, data.member.about_me_fr);
  const problems = data.member.problems.map((problem) => runs.bilingual(problem.name_en, problem.name_fr)).filter((run): run is TextRun => run !== null);
  if (!about && problems.length === 0) return [];
  const blocks: DocumentBlock[] = [{ kind: 'heading', level: 1, runs: [{ text: t('memberCv.document.profile') }] }];
  if (about) blocks.push({ kind: 'paragraph', runs: [about] });
  if (problems.length > 0) {
    blocks.push({ kind: 'heading', level: 2, runs: [{ text: t('memberCv.document.researchProblems') }] });
    blocks.push({ kind: 'list', items: problems.map((run) => [run]) });
  }
  return blocks;
}

function keywordBlocks(data: MemberCvData, runs: Runs, t: ReturnType<typeof textsIn>, lang: DocumentLanguage): DocumentBlock[] {
  const keywords = data.member.keywords
    .map((keyword) => runs.bilingual(keyword.name_en, keyword.name_fr))
    .filter((run): run is TextRun => run !== null)
    .sort((a, b) => compareText(a.text, b.text, lang));
  if (keywords.length === 0) return [];
  return [
    { kind: 'heading', level: 1, runs: [{ text: t('memberCv.document.keywords') }] },
    { kind: 'paragraph', runs: joined(keywords, ', ') },
  ];
}

type Citation = ReturnType<typeof formatCitation>;

/**
 * Citations already formatted, per product answer object and what they depend on: splitting the
 * authors is most of a CV's build (about 0.1–0.5 ms a product), and an option change that does
 * not touch them (a section, the period, peer reviewed) reuses them. Keyed by the answer's own
 * objects, so a new answer starts afresh and nothing outlives it.
 */
const citationCache = new WeakMap<ProductWithFlags, Map<string, Citation>>();

function cachedCitation(product: ProductWithFlags, options: CvOptions, typeName: string | null, memberId: string, format: () => Citation): Citation {
  let forProduct = citationCache.get(product);
  if (!forProduct) {
    forProduct = new Map();
    citationCache.set(product, forProduct);
  }
  const key = `${options.style}|${options.lang}|${options.bothTitles}|${memberId}|${typeName ?? ''}`;
  let citation = forProduct.get(key);
  if (!citation) {
    citation = format();
    forProduct.set(key, citation);
  }
  return citation;
}

function productBlocks(products: readonly ProductWithFlags[], data: MemberCvData, options: CvOptions, lists: CvLists, runs: Runs): DocumentBlock[] {
  const t = textsIn(options.lang);
  const lang = options.lang;
  const chosen = products.filter((product) => options.productTypes.has(typeOf(product)));
  if (chosen.length === 0) return [];
  const blocks: DocumentBlock[] = [{ kind: 'heading', level: 1, runs: [{ text: t('memberCv.document.products') }] }];
  const typeName = (id: string) => {
    const name = entryName(lists.productTypes, id, lang);
    return name.text === MISSING ? null : name.text;
  };
  for (const type of orderedTypes(chosen, lists, lang)) {
    const ofType = newestFirst(
      chosen.filter((product) => typeOf(product) === type),
      (product) => product.publish_date,
      (product) => titleIn(product, lang)?.text ?? '',
      lang,
    );
    const name = type === NO_TYPE ? { text: t('memberCv.document.noType') } : runs.name(lists.productTypes, type);
    blocks.push({
      kind: 'heading',
      level: 2,
      runs: [{ ...name, text: name.text }, { text: ` (${ofType.length})` }],
    });
    blocks.push({
      kind: 'list',
      items: ofType.map((product) => {
        const citation = cachedCitation(product, options, product.product_type_id ? typeName(product.product_type_id) : null, data.member.id, () =>
          formatCitation(product, { style: options.style, lang, typeName, bothTitles: options.bothTitles, boldMemberId: data.member.id }),
        );
        if (citation.fallback) runs.fallbacks += 1;
        const entry = [...citation.runs];
        if (options.peer && product.peer_reviewed) entry.push({ text: t('memberCv.document.peerReviewed') });
        if (product.on_going) entry.push({ text: t('memberCv.document.inProgress') });
        return entry;
      }),
    });
  }
  return blocks;
}

function grantEntry(grant: CvGrantItem, options: CvOptions, lists: CvLists, runs: Runs): TextRun[] {
  const t = textsIn(options.lang);
  const span = grantSpan(grant);
  const parts: Array<TextRun | string> = [];
  if (span) parts.push(yearsOf(span, t('memberCv.document.present')));
  parts.push(grant.title);
  parts.push(runs.name(lists.sources, grant.source_id));
  parts.push(formatAmount(grant.amount, options.lang) ?? MISSING);
  parts.push(runs.name(lists.statuses, grant.status_id));
  parts.push(t(grant.role === 'investigator' ? 'memberCv.document.investigator' : 'memberCv.document.involved'));
  const entry = joined(parts, '. ');
  entry.push({ text: '.' });
  if (grant.through_network) entry.push({ text: t('memberCv.document.throughNetwork') });
  if (options.investigators && grant.all_investigator.trim() !== '') entry.push({ text: t('memberCv.document.investigators', { text: grant.all_investigator }) });
  return entry;
}

function grantBlocks(grants: readonly CvGrantItem[], options: CvOptions, lists: CvLists, runs: Runs): DocumentBlock[] {
  const chosen = grants.filter((grant) => options.grantStatuses.has(grant.status_id));
  if (chosen.length === 0) return [];
  const sorted = newestFirst(chosen, (grant) => grantSpan(grant)?.start ?? null, (grant) => grant.title, options.lang);
  return [
    { kind: 'heading', level: 1, runs: [{ text: textsIn(options.lang)('memberCv.document.grants') }] },
    { kind: 'list', items: sorted.map((grant) => grantEntry(grant, options, lists, runs)) },
  ];
}

const SUPERVISION_GROUPS = [
  ['principal_supervisor', 'memberCv.document.principalSupervision'],
  ['co_supervisor', 'memberCv.document.coSupervision'],
  ['committee_member', 'memberCv.document.committeeMembership'],
  ['trainee', 'memberCv.document.trainingReceived'],
] as const;

function supervisionEntry(supervision: CvSupervisionItem, options: CvOptions, lists: CvLists, runs: Runs): TextRun[] {
  const t = textsIn(options.lang);
  const parts: Array<TextRun | string> = [];
  if (supervision.role !== 'trainee') parts.push(fullName(supervision));
  if (supervision.level_id) parts.push(runs.name(lists.levels, supervision.level_id));
  if (supervision.faculty_id) parts.push(runs.name(lists.faculties, supervision.faculty_id));
  const span = supervisionSpan(supervision);
  if (span) parts.push(yearsOf(span, t('memberCv.document.present')));
  const entry = joined(parts, ', ');
  if (supervision.role === 'trainee') {
    const names = supervision.principal_supervisors.map((person: MemberReference) => fullName(person)).join(', ');
    entry.push({ text: '.' });
    if (names) entry.push({ text: t('memberCv.document.principalSupervisors', { names }) });
  }
  return entry;
}

function supervisionBlocks(supervisions: readonly CvSupervisionItem[], options: CvOptions, lists: CvLists, runs: Runs): DocumentBlock[] {
  if (supervisions.length === 0) return [];
  const t = textsIn(options.lang);
  const blocks: DocumentBlock[] = [{ kind: 'heading', level: 1, runs: [{ text: t('memberCv.document.supervisions') }] }];
  for (const [role, heading] of SUPERVISION_GROUPS) {
    const group = supervisions.filter((supervision) => supervision.role === role);
    if (group.length === 0) continue;
    const sorted = newestFirst(group, (s) => supervisionSpan(s)?.start ?? null, (s) => fullName(s), options.lang);
    blocks.push({ kind: 'heading', level: 2, runs: [{ text: t(heading) }] });
    blocks.push({ kind: 'list', items: sorted.map((supervision) => supervisionEntry(supervision, options, lists, runs)) });
  }
  return blocks;
}

function eventBlocks(events: readonly EventListItem[], options: CvOptions, lists: CvLists, runs: Runs): DocumentBlock[] {
  if (events.length === 0) return [];
  const lang = options.lang;
  const sorted = newestFirst(events, (event) => eventSpan(event)?.start ?? null, (event) => pickBilingual(event.name_en, event.name_fr, lang)?.text ?? '', lang);
  const items = sorted.map((event) => {
    const span = eventSpan(event);
    const parts: Array<TextRun | string> = [];
    if (span) parts.push(formatDateRange(span.start, span.end !== span.start ? span.end : null, lang) ?? MISSING);
    const name = runs.bilingual(event.name_en, event.name_fr);
    if (name) parts.push(name);
    if (event.event_type_id) parts.push(runs.name(lists.eventTypes, event.event_type_id));
    const entry = joined(parts, '. ');
    entry.push({ text: '.' });
    return entry;
  });
  return [
    { kind: 'heading', level: 1, runs: [{ text: textsIn(lang)('memberCv.document.events') }] },
    { kind: 'list', items },
  ];
}

function partnershipBlocks(data: MemberCvData, options: CvOptions, runs: Runs): DocumentBlock[] {
  const lang = options.lang;
  const t = textsIn(lang);
  const entries = data.member.partnerships.map((partnership) => ({
    partner: runs.bilingual(partnership.organization.name_en, partnership.organization.name_fr) ?? { text: MISSING },
    description: runs.bilingual(partnership.description_en, partnership.description_fr),
  }));
  if (entries.length === 0) return [];
  entries.sort((a, b) => compareText(a.partner.text, b.partner.text, lang));
  const items = entries.map(({ partner, description }): TextRun[] => {
    if (!description) return [partner];
    // "<partner>: <description>" with each part keeping its own language: the text between them.
    const between = t('memberCv.document.partnership', { partner: '', description: '' });
    return [partner, { text: between }, description];
  });
  return [
    { kind: 'heading', level: 1, runs: [{ text: t('memberCv.document.partnerships') }] },
    { kind: 'list', items },
  ];
}

/** The CV of `data` under `options` (§7.2.4), with the counts and notes the page shows. */
export function buildCvDocument(data: MemberCvData, options: CvOptions, lists: CvLists, context: CvContext): CvDocument {
  const { period, lang } = options;
  const t = textsIn(lang);
  const runs = new Runs(lang);

  const products = inPeriodOrAll(data.products, period, productInPeriod);
  const grants = inPeriodOrAll(data.grants, period, grantInPeriod);
  const supervisions = inPeriodOrAll(data.supervisions, period, supervisionInPeriod);
  const events = inPeriodOrAll(data.events, period, eventInPeriod);

  const counts: CvCounts = {
    sections: {
      profile: (pickBilingual(data.member.about_me_en, data.member.about_me_fr, lang) ? 1 : 0) + data.member.problems.length,
      keywords: data.member.keywords.length,
      products: products.length,
      grants: grants.length,
      supervisions: supervisions.length,
      events: events.length,
      partnerships: data.member.partnerships.length,
    },
    productTypes: orderedTypes(data.products, lists, lang).map((id) => ({ id, count: products.filter((product) => typeOf(product) === id).length })),
    grantStatuses: orderedStatuses(data.grants, lists, lang).map((id) => ({ id, count: grants.filter((grant) => grant.status_id === id).length })),
  };

  const has = (section: CvSection) => options.sections.has(section);
  // Records without a usable date are never in a bounded period: counted for the sections chosen.
  const leftOut: LeftOut = { products: 0, grants: 0, supervisions: 0, events: 0 };
  if (period) {
    if (has('products')) leftOut.products = data.products.filter((p) => !productHasDate(p) && options.productTypes.has(typeOf(p))).length;
    if (has('grants')) leftOut.grants = data.grants.filter((g) => grantSpan(g) === null && options.grantStatuses.has(g.status_id)).length;
    if (has('supervisions')) leftOut.supervisions = data.supervisions.filter((s) => supervisionSpan(s) === null).length;
    if (has('events')) leftOut.events = data.events.filter((e) => eventSpan(e) === null).length;
  }

  const headerBlocks = header(data, options, context, runs);
  const sections: DocumentBlock[] = [
    ...(has('profile') ? profileBlocks(data, runs, t) : []),
    ...(has('keywords') ? keywordBlocks(data, runs, t, lang) : []),
    ...(has('products') ? productBlocks(products, data, options, lists, runs) : []),
    ...(has('grants') ? grantBlocks(grants, options, lists, runs) : []),
    ...(has('supervisions') ? supervisionBlocks(supervisions, options, lists, runs) : []),
    ...(has('events') ? eventBlocks(events, options, lists, runs) : []),
    ...(has('partnerships') ? partnershipBlocks(data, options, runs) : []),
  ];

  const name = fullName(data.member.account);
  const model: DocumentModel = {
    lang,
    title: t('memberCv.document.title', { name }),
    fileName: asciiFileName(`CV-${data.member.account.first_name}-${data.member.account.last_name}-${context.today}`),
    paper: options.paper,
    blocks: [...headerBlocks, ...sections],
    fallbackCount: runs.fallbacks,
  };
  return { model, counts, leftOut, empty: sections.length === 0 };
}
