import type { Container } from '@azure/cosmos';
import { AuditGenerator } from '../generate-data/audit';
import { generateNetwork } from '../generate-data/dataset';
import { writeAudit } from '../generate-data/load';
import { parseOptions } from '../generate-data/options';

/** The history benchmark's size (spec 6-data-and-beyond §6.2.2: "the history benchmark uses 1,000,000"). */
export const HISTORY_ENTRIES = 1_000_000;
const BATCH = 10_000;

export interface HistoryData {
  entries: number;
  /** The record with the most entries: the heaviest history page (pattern A26). */
  heaviest: { kind: string; id: string; entries: number };
}

/**
 * Writes `count` audit entries of the large preset's records (the generator of §6.2.3, the same
 * seed as the bench's network) into the audit container, and answers the record with the most.
 * Drawn one batch at a time, so a million entries never sit in memory together.
 */
export async function loadHistory(audit: Container, count: number, log: (line: string) => void): Promise<HistoryData> {
  const options = parseOptions(['--preset', 'large']);
  const { dataset } = generateNetwork(options.counts, options.seed);
  const generator = new AuditGenerator(dataset, options.seed, count);
  const perRecord = new Map<string, number>();
  const started = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const entries = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => generator.entry(start + i));
    for (const entry of entries) perRecord.set(entry.record_key, (perRecord.get(entry.record_key) ?? 0) + 1);
    await writeAudit(audit, entries);
    if ((start / BATCH) % 10 === 9) log(`history: ${(start + entries.length).toLocaleString('en-US')} audit entries in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  let heaviest: HistoryData['heaviest'] = { kind: 'grant', id: 'none', entries: 0 };
  for (const [key, entries] of perRecord) {
    if (entries > heaviest.entries) {
      const [kind = '', id = ''] = key.split(':');
      heaviest = { kind, id, entries };
    }
  }
  return { entries: count, heaviest };
}
