import { API_PATHS } from '@portal/common/api/paths';
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RecordKind } from '../../functions/src/domain/records';
import type { Heaviest } from './heaviest';
import type { HistoryData } from './history-data';
import { summarise, timedRuns } from './stats';

/**
 * The server part of `npm run bench`: the read patterns of spec 2-data-model §2.6.4 that the API
 * implements, each through the route that uses it, with the pattern's target (server time at the
 * 95th percentile on the large network). Patterns that only exist inside a detail read (A12–A19)
 * are measured through that detail, whose target is the detail target of A11 (300 ms).
 */
export interface Pattern {
  label: string;
  path: string;
  /** Target of the 95th percentile in ms; null when the spec sets none. */
  target: number | null;
  /** Sent with the administrator's token (otherwise anonymous when the route allows it). */
  signedIn?: boolean;
  /**
   * For a list (or the dashboard): a record kind it is built from. Before each timed request one record of that
   * kind is written again, as after an edit, so that the request measures a list answer rebuilt
   * after a write (docs/adr/0039), not an instance's first read.
   */
  rewrites?: RecordKind;
}

export interface PatternFigures {
  label: string;
  path: string;
  target: number | null;
  status: number;
  p50: number;
  p95: number;
  /** The stand-in's own busy time per request (median), see stand-in-time.ts. */
  standInP50: number;
  operations: number;
  bytes: number;
  items: number | null;
  /** Timed requests behind the percentiles. */
  runs: number;
}

/** Patterns of §2.6.4 with nothing to measure yet or no read target, and why. */
export const UNMEASURED: ReadonlyArray<[string, string]> = [
  ['A2 account by login e-mail', 'first sign-in and account writes only; no target'],
  ['A3 uniqueness', 'writes only (rule 5); no target'],
  ['A21 remove links on delete', 'writes only; no target'],
  ['A22 refresh member copies', 'writes only; no target'],
  ['A25 administrator count', 'writes only (atomic with the change); no target'],
  ['A27 member by ORCID, product by DOI', 'not built (later issue: DOI prefill)'],
];

/** A26 is measured with `--history`: loading its 1,000,000 audit entries takes minutes. */
export const HISTORY_UNMEASURED: [string, string] = ['A26 audit entries of a record', 'measured with --history (1,000,000 audit entries loaded first)'];

/** A26 (spec 2-data-model §2.6.4): the history of the record with the most entries, target 200 ms. */
export function historyPattern(history: HistoryData): Pattern {
  return {
    label: `A26 record history (${history.heaviest.entries} of ${history.entries.toLocaleString('en-US')} entries)`,
    path: API_PATHS.history(history.heaviest.kind, history.heaviest.id),
    target: 200,
    signedIn: true,
  };
}

/** The period of the report pattern (A29): the densest reporting year of the data (densest-year.ts). */
export interface ReportPeriod {
  from: string;
  to: string;
  label: string;
  records: number;
}

export function benchPatterns(heaviest: Heaviest, densest?: ReportPeriod): Pattern[] {
  const detail = (links: number) => `(${links} linked)`;
  return [
    { label: 'A1 account by identity', path: API_PATHS['active-account'](), target: 20, signedIn: true },
    { label: 'A4 active members', path: API_PATHS['all-members'](), target: 1000, rewrites: 'member' },
    { label: 'A5 products', path: API_PATHS['all-products'](), target: 2000, rewrites: 'product' },
    { label: 'A5 authors (derived list)', path: API_PATHS['all-authors'](), target: null, rewrites: 'product' },
    { label: 'A6 grants', path: API_PATHS['all-grants'](), target: 500, rewrites: 'grant' },
    { label: 'A7 events', path: API_PATHS['all-events'](), target: 500, rewrites: 'event' },
    { label: 'A7 organizations', path: API_PATHS['all-organizations'](), target: 500, rewrites: 'organization' },
    { label: 'A7 partners', path: API_PATHS['all-partners'](), target: 500, rewrites: 'organization' },
    { label: 'A7 supervisions', path: API_PATHS['all-supervisions'](), target: 500, rewrites: 'supervision' },
    { label: 'A7 product titles', path: API_PATHS['all-product-titles'](), target: 1000, rewrites: 'product' },
    { label: 'A8 accounts', path: API_PATHS['all-accounts'](), target: 1000, signedIn: true, rewrites: 'account' },
    { label: 'A9 keywords', path: API_PATHS['all-keywords'](), target: 200, rewrites: 'keyword' },
    { label: 'A9 reference list (faculties)', path: API_PATHS['all-faculties'](), target: 200 },
    { label: 'A9 reference list (product types)', path: API_PATHS['all-product-types'](), target: 200 },
    // No target in spec 2-data-model §2.6.4 for A20 (rare, administrators): measured, not judged.
    { label: 'A20 usage counts (topics: products, grants, events)', path: API_PATHS['reference-usage']('topics'), target: null, signedIn: true },
    { label: 'A20 usage counts (keywords)', path: API_PATHS['reference-usage']('keywords'), target: null, signedIn: true },
    { label: 'A23 home counts', path: API_PATHS['stats-counts'](), target: 200 },
    { label: 'A24 dashboard figures', path: API_PATHS['stats-dashboard'](), target: 1000, signedIn: true, rewrites: 'product' },
    { label: 'A10 one record (account by id)', path: API_PATHS.account(heaviest.admin.accountId), target: 20, signedIn: true },
    { label: `A10+A11+A12 member public ${detail(heaviest.member.links)}`, path: API_PATHS['member-public'](heaviest.member.id), target: 300 },
    { label: 'A10+A11+A12–A15 member private', path: API_PATHS['member-private'](heaviest.member.id), target: 300, signedIn: true },
    { label: `A10+A11+A18 product public ${detail(heaviest.product.links)}`, path: API_PATHS['product-public'](heaviest.product.id), target: 300 },
    { label: 'A10+A11 product private', path: API_PATHS['product-private'](heaviest.product.id), target: 300, signedIn: true },
    { label: `A10+A11+A18 grant public ${detail(heaviest.grant.links)}`, path: API_PATHS['grant-public'](heaviest.grant.id), target: 300 },
    { label: 'A10+A11 grant private', path: API_PATHS['grant-private'](heaviest.grant.id), target: 300, signedIn: true },
    { label: `A10+A11+A19 event public ${detail(heaviest.event.links)}`, path: API_PATHS['event-public'](heaviest.event.id), target: 300 },
    { label: 'A10+A11 event private', path: API_PATHS['event-private'](heaviest.event.id), target: 300, signedIn: true },
    { label: `A10+A11+A17 partner public ${detail(heaviest.partner.links)}`, path: API_PATHS['partner-public'](heaviest.partner.id), target: 300 },
    { label: 'A10+A11+A16 partner private', path: API_PATHS['partner-private'](heaviest.partner.id), target: 300, signedIn: true },
    { label: `A10+A11 supervision public ${detail(heaviest.supervision.links)}`, path: API_PATHS['supervision-public'](heaviest.supervision.id), target: 300 },
    { label: 'A10+A11 supervision private', path: API_PATHS['supervision-private'](heaviest.supervision.id), target: 300, signedIn: true },
    // The documents (spec 7-reports §7.2.5, §7.3.5): the heaviest member's CV, and the network
    // report of the densest reporting year.
    { label: `A28 member CV ${detail(heaviest.member.links)}`, path: API_PATHS['member-cv'](heaviest.member.id), target: 500, signedIn: true },
    ...(densest
      ? [{ label: `A29 network report ${densest.label} (${densest.records.toLocaleString('en-US')} dated records)`, path: API_PATHS['report-network'](densest.from, densest.to), target: 2000, signedIn: true }]
      : []),
  ];
}

export interface MeasureOptions {
  base: string;
  bearer: string;
  /** Timed requests at least; quick patterns get more (stats.ts `timedRuns`). */
  runs: number;
  warmUp: number;
  /** The store's side, in its own process (store-process.ts): its operation count and its clock. */
  store: { operations(): Promise<number>; clockStart(): Promise<void>; clockStop(): Promise<number> };
  /** Called once before a pattern's timed requests: a full garbage collection on both sides. */
  settle: () => Promise<void>;
  /** Called before each timed request: kept answers are dropped, so each call reads the store. */
  beforeEach: (pattern: Pattern) => Promise<void>;
}

export async function measurePattern(pattern: Pattern, options: MeasureOptions): Promise<PatternFigures> {
  const url = `${options.base}${pattern.path}`;
  const signed = { Authorization: `Bearer ${options.bearer}`, 'X-Authorization': `Bearer ${options.bearer}` };
  // Public routes anonymously (as visitors call them), unless the route asks for a sign-in.
  let headers: Record<string, string> = { 'Accept-Encoding': 'br, gzip', ...(pattern.signedIn ? signed : {}) };
  let status = 0;
  let bytes = 0;
  let items: number | null = null;
  const warmUpTimes: number[] = [];
  for (let i = 0; i < options.warmUp; i += 1) {
    const started = performance.now();
    let response = await fetch(url, { headers });
    if (!pattern.signedIn && (response.status === 401 || response.status === 403)) {
      await response.arrayBuffer();
      headers = { ...headers, ...signed };
      response = await fetch(url, { headers });
    }
    const body = await response.text();
    warmUpTimes.push(performance.now() - started);
    status = response.status;
    bytes = Buffer.byteLength(body);
    try {
      const parsed = JSON.parse(body) as unknown;
      items = Array.isArray(parsed) ? parsed.length : null;
    } catch {
      items = null;
    }
  }
  const times: number[] = [];
  const standIn: number[] = [];
  // The garbage of what ran before (loading the network, the previous pattern) is collected now,
  // not during this pattern's requests; what this pattern leaves is collected while it runs.
  await options.settle();
  let operations = 0;
  const runs = timedRuns(options.runs, summarise(warmUpTimes).p50);
  for (let i = 0; i < runs; i += 1) {
    await options.beforeEach(pattern);
    const before = await options.store.operations();
    await options.store.clockStart();
    const started = performance.now();
    await rawGet(url, headers);
    times.push(performance.now() - started);
    standIn.push(await options.store.clockStop());
    operations += (await options.store.operations()) - before;
  }
  operations /= runs;
  const { p50, p95 } = summarise(times);
  return { label: pattern.label, path: pattern.path, target: pattern.target, status, p50, p95, standInP50: summarise(standIn).p50, operations, bytes, items, runs };
}

/**
 * A GET whose body is received as sent, without decoding it: the bench runs in the same process
 * as the local host, and fetch's brotli decoding of a 34 MB list (about half a second) would be
 * counted as server time.
 */
function rawGet(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve());
      response.on('error', reject);
    }).on('error', reject);
  });
}
