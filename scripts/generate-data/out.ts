import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoDataset } from '@portal/common/demo/types';
import type { AuditGenerator } from './audit';

/**
 * `--out <folder>` (spec 6-data-and-beyond §6.2.1): one JSON Lines file per kind, records sorted
 * by id (code-unit order, the same on every machine), so that the same seed and options give
 * byte-identical files (§6.2.4).
 */
export function recordsByKind(dataset: DemoDataset): Record<string, { id: string }[]> {
  return {
    'reference-entries': Object.entries(dataset.referenceLists).flatMap(([list, entries]) => entries.map((entry) => ({ ...entry, list }))),
    'keywords': dataset.keywords,
    'accounts': dataset.accounts,
    'members': dataset.members,
    // An insight's id is its member's (the stored insight document has the member's id).
    'insights': dataset.insights.map((insight) => ({ id: insight.member_id, ...insight })),
    'organizations': dataset.organizations,
    'products': dataset.products,
    'grants': dataset.grants,
    'events': dataset.events,
    'supervisions': dataset.supervisions,
  };
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const stream = createWriteStream(file);
  for (const line of lines) {
    if (!stream.write(`${line}\n`)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    stream.end(() => resolve());
  });
}

/** Writes the files; returns the number of records per file. */
export async function writeOut(folder: string, dataset: DemoDataset, audit: AuditGenerator | null): Promise<Record<string, number>> {
  await mkdir(folder, { recursive: true });
  const written: Record<string, number> = {};
  for (const [kind, records] of Object.entries(recordsByKind(dataset))) {
    const sorted = [...records].sort(byId);
    await writeLines(join(folder, `${kind}.jsonl`), sorted.map((record) => JSON.stringify(record)));
    written[kind] = sorted.length;
  }
  if (audit && audit.count > 0) {
    const order = audit.indexesById();
    await writeLines(join(folder, 'audit-entries.jsonl'), (function* () {
      for (const index of order) yield JSON.stringify(audit.entry(index));
    })());
    written['audit-entries'] = audit.count;
  }
  return written;
}
