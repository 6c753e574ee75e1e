import type { Container, JSONObject, OperationInput } from '@azure/cosmos';
import type { DemoDataset, ReferenceListName } from '@portal/common/demo/types';
import { demoViolations } from '@portal/common/demo/validate-dataset';
import { writeDocuments } from '../../functions/src/data/bulk';
import type { Store } from '../../functions/src/data/cosmos';
import { CONTAINERS } from '../../functions/src/data/cosmos';
import { demoDocuments } from '../../functions/src/data/demo-documents';
import type { AuditGenerator } from './audit';
import { REFERENCE_DATE } from './catalog';
import { addDays, dateOf, dayOf } from './draw';

/**
 * Loading (spec 6-data-and-beyond §6.2.4): every record is checked with the shared schemas
 * before anything is written; documents come from the data layer's demoDocuments (derived
 * values, member copies, unique guards, the administrator set) and are written kind by kind
 * with its bulk writer, several chunks at a time.
 */
export class GenerationRefused extends Error {}

export interface Progress {
  start(label: string, total: number): void;
  add(records: number): void;
}

/**
 * The SDK's bulk writer waits 1 s for a partial batch to fill, once per call: chunks of 1,000
 * documents, four calls at a time, and small kinds held back until 4,000 documents are waiting,
 * so that a small network is written in a few calls rather than one or more per kind.
 */
const CHUNK = 1000;
const PARALLEL = 4;
const FLUSH_AT = CHUNK * PARALLEL;
const RETRIES = 8;

type Doc = JSONObject & { id: string; kind?: string; pk?: string; owner_id?: string };

/** Stops before any write when a record breaks a shared schema (§6.2.4). */
export function assertValid(dataset: DemoDataset): void {
  const [violation] = demoViolations(dataset);
  if (violation) throw new GenerationRefused(`Record ${violation.recordId} breaks ${violation.rule} on ${violation.field}; nothing was written.`);
}

function emptyLists(): DemoDataset['referenceLists'] {
  const names: ReferenceListName[] = ['faculties', 'member-types', 'org-types', 'org-scopes', 'product-types', 'event-types', 'sources', 'statuses', 'levels', 'targets', 'topics'];
  return Object.fromEntries(names.map((name) => [name, []])) as unknown as DemoDataset['referenceLists'];
}

interface Pass {
  /** What the pass's records are called in the progress line, in the order of §6.2.2's table. */
  nouns: readonly string[];
  /** Document kinds the pass writes (with the unique guards their records own). */
  kinds: readonly string[];
  part: (dataset: DemoDataset) => Partial<DemoDataset>;
}

/**
 * Kind by kind, so that only one kind's documents are in memory at a time. Accounts and members
 * are in every part because demoDocuments builds the member copies from them; only the pass's
 * own kinds are kept.
 */
const PASSES: readonly Pass[] = [
  { nouns: ['reference entries', 'keywords'], kinds: ['reference', 'keyword'], part: (d) => ({ referenceLists: d.referenceLists, keywords: d.keywords }) },
  { nouns: ['accounts'], kinds: ['account', 'admin-set'], part: () => ({}) },
  { nouns: ['members', 'insights'], kinds: ['member', 'insight'], part: (d) => ({ insights: d.insights }) },
  { nouns: ['organizations'], kinds: ['organization'], part: (d) => ({ organizations: d.organizations }) },
  { nouns: ['products'], kinds: ['product'], part: (d) => ({ products: d.products }) },
  { nouns: ['grants'], kinds: ['grant'], part: (d) => ({ grants: d.grants }) },
  { nouns: ['events'], kinds: ['event'], part: (d) => ({ events: d.events }) },
  { nouns: ['supervisions'], kinds: ['supervision'], part: (d) => ({ supervisions: d.supervisions }) },
];

/**
 * The label of a progress line over records of several passes written together: "Organizations
 * and products", "Reference entries, keywords and accounts" (spec 6-data-and-beyond §6.2.1).
 */
export function progressLabel(nouns: readonly string[]): string {
  const last = nouns[nouns.length - 1] ?? 'records';
  const text = nouns.length <= 1 ? last : `${nouns.slice(0, -1).join(', ')} and ${last}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KNOWN_KINDS = new Set(PASSES.flatMap((pass) => pass.kinds).concat('unique'));

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The record's own date (joined, published, submitted, started), else a date drawn from its id. */
function ownDate(doc: Doc): string {
  const candidates = [doc.date_joined, doc.publish_date, doc.submission_date, doc.start_date, doc.interview_date];
  const own = candidates.find((value): value is string => typeof value === 'string');
  const fallback = addDays('2015-01-01', hash(doc.id) % (dayOf(REFERENCE_DATE) - dayOf('2015-01-01')));
  const date = own ?? fallback;
  return date > REFERENCE_DATE ? dateOf(dayOf(REFERENCE_DATE) - (hash(doc.id) % 90)) : date;
}

/** `created_at` spread over the records' own dates (§6.2.4), instead of the demo's single instant. */
export function spreadCreatedAt(doc: Doc): void {
  if (typeof doc.created_at !== 'string') return;
  const h = hash(`${doc.id}:time`);
  const time = `${String(8 + (h % 12)).padStart(2, '0')}:${String((h >>> 8) % 60).padStart(2, '0')}:${String((h >>> 16) % 60).padStart(2, '0')}.000Z`;
  doc.created_at = `${ownDate(doc)}T${time}`;
  doc.updated_at = doc.created_at;
}

function isThrottled(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error);
  return /\b429\b|TooManyRequests/i.test(text) || (error as { code?: unknown })?.code === 429;
}

/**
 * Writes one chunk; a throttled chunk is written again. The SDK itself waits the delay the store
 * asks for (x-ms-retry-after-ms) before its own retries; when those run out, this waits longer
 * each time before trying the whole chunk again (upserts, so a repeat is harmless).
 */
async function writeChunk(write: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isThrottled(error) || attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

async function writeInParallel(documents: readonly Doc[], write: (chunk: Doc[]) => Promise<void>, onChunk: (chunk: Doc[]) => void): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < documents.length) {
      const chunk = documents.slice(next, next + CHUNK);
      next += CHUNK;
      await writeChunk(() => write(chunk));
      onChunk(chunk);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** One bulk call of audit entries, partitioned by `record_key` (the bench's history data reuses it). */
export async function writeAudit(container: Container, chunk: readonly object[]): Promise<void> {
  const operations: OperationInput[] = (chunk as Doc[]).map((body) => ({ operationType: 'Upsert', partitionKey: body.record_key as string, resourceBody: body }));
  const results = await container.items.executeBulkOperations(operations);
  const failed = results.find((result) => result.error || (result.response && result.response.statusCode >= 400));
  if (failed) throw new Error(`audit write failed: ${failed.error?.message ?? failed.response?.statusCode}`);
}

export interface LoadResult {
  /** Documents written per kind (guards included under `unique`). */
  documents: Record<string, number>;
}

/**
 * Writes the dataset (already validated) and the audit entries; returns the documents written per
 * kind. Each progress line counts one batch and names every kind in it (small kinds wait for the
 * next ones, `flushAt`).
 */
export async function loadNetwork(store: Store, dataset: DemoDataset, audit: AuditGenerator | null, progress: Progress, flushAt = FLUSH_AT): Promise<LoadResult> {
  const documents: Record<string, number> = {};
  const guardIds = new Set<string>();
  const others = new Map<string, Doc>();
  const base = { ...dataset, referenceLists: emptyLists(), keywords: [], insights: [], organizations: [], products: [], grants: [], events: [], supervisions: [] };
  let pending: Doc[] = [];
  let pendingNouns: string[] = [];
  const recordsIn = (chunk: Doc[]) => chunk.filter((doc) => doc.kind !== 'unique' && doc.kind !== 'admin-set').length;
  const flush = async () => {
    const batch = pending;
    if (batch.length === 0) return;
    progress.start(progressLabel(pendingNouns), recordsIn(batch));
    pending = [];
    pendingNouns = [];
    await writeInParallel(batch, (chunk) => writeDocuments(store.records, chunk), (chunk) => progress.add(recordsIn(chunk)));
  };
  for (const pass of PASSES) {
    const part = { ...base, ...pass.part(dataset) };
    const all = demoDocuments(part) as unknown as Doc[];
    const own = new Set(all.filter((doc) => doc.kind && pass.kinds.includes(doc.kind)).map((doc) => doc.id));
    const docs: Doc[] = [];
    for (const doc of all) {
      if (doc.kind === 'unique') {
        if (!own.has(doc.owner_id ?? '')) continue;
        // Two records claiming one unique value would silently overwrite each other's guard.
        if (guardIds.has(doc.id)) throw new GenerationRefused(`Record ${doc.owner_id} repeats a unique value (${doc.id}); nothing more was written.`);
        guardIds.add(doc.id);
      } else if (!doc.kind || !KNOWN_KINDS.has(doc.kind)) {
        // Documents the data layer adds beyond the records (markers and the like): written once.
        // Keyed by partition too: the change markers share one id, one per partition.
        const key = `${doc.pk ?? ''}/${doc.id}`;
        if (!others.has(key)) others.set(key, doc);
        continue;
      } else if (!pass.kinds.includes(doc.kind)) continue;
      spreadCreatedAt(doc);
      docs.push(doc);
    }
    pending.push(...docs);
    pendingNouns.push(...pass.nouns);
    if (pending.length >= flushAt) await flush();
    for (const doc of docs) documents[doc.kind as string] = (documents[doc.kind as string] ?? 0) + 1;
  }
  await flush();
  if (others.size > 0) {
    await writeDocuments(store.records, [...others.values()]);
    for (const doc of others.values()) documents[doc.kind ?? '?'] = (documents[doc.kind ?? '?'] ?? 0) + 1;
  }
  if (audit && audit.count > 0) {
    const container = store.database.container(CONTAINERS.audit.id);
    progress.start('Audit entries', audit.count);
    const batch = 10_000;
    for (let start = 0; start < audit.count; start += batch) {
      const entries = Array.from({ length: Math.min(batch, audit.count - start) }, (_, i) => audit.entry(start + i) as unknown as Doc);
      await writeInParallel(entries, (chunk) => writeAudit(container, chunk), (chunk) => progress.add(chunk.length));
    }
    documents.audit = audit.count;
  }
  return { documents };
}
