/**
 * Bytes per item of every list answer on the demo data (issue 13 Deliver 4; docs/adr/0033): each
 * list route's own handler over the demo documents, serialised as the API serialises it, raw and
 * compressed as the API compresses it (brotli quality 5, gzip). `npx tsx scripts/list-bytes.ts`.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { InvocationContext } from '@azure/functions';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { demoDocuments } from '../functions/src/data/demo-documents';
import { PARTITION_OF } from '../functions/src/data/cosmos-record-store';
import type { RecordStore } from '../functions/src/domain/records';
import { isKeptList } from '../functions/src/http/answer-cache';
import { ROUTES } from '../functions/src/routes';
import type { Services } from '../functions/src/services';

/** The one store call list routes make, over the demo documents, as the Cosmos store answers it. */
const documents = demoDocuments(buildDemoDataset()) as unknown as Record<string, unknown>[];
const records = {
  async list(kind: string, fields: readonly string[], where?: { field: string; equals: unknown }) {
    if (!(kind in PARTITION_OF)) throw new Error(`not a record kind: ${kind}`);
    return documents
      .filter((document) => document.kind === kind && (!where || document[where.field] === where.equals))
      .map((document) => Object.fromEntries(['id', ...fields].filter((field) => document[field] !== undefined).map((field) => [field, document[field]])))
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  },
} as unknown as RecordStore;
const services = { repositories: { records } } as unknown as Services;
const context = { params: {}, services, log: {} as InvocationContext, body: {}, ifMatch: { kind: 'missing' as const } };

const rows: string[][] = [['route', 'items', 'bytes', 'bytes/item', 'br bytes', 'br/item', 'gzip bytes']];
for (const route of ROUTES.filter(isKeptList)) {
  // The home figures read through the stats port, which this stand-in does not provide.
  if (route.route.startsWith('stats/')) continue;
  const { body } = await (route.access === 'public' ? route.handle(context) : route.handle({ ...context, caller: undefined as never }));
  const json = JSON.stringify(body);
  const items = Array.isArray(body) ? body.length : 1;
  const raw = Buffer.byteLength(json);
  const br = brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length;
  const gz = gzipSync(json).length;
  rows.push([route.route, String(items), String(raw), String(Math.round(raw / items)), String(br), String(Math.round(br / items)), String(gz)]);
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
