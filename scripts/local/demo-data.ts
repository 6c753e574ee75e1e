import { buildDemoDataset, demoSummaryLine } from '@portal/common/demo/dataset';
import { demoViolations } from '@portal/common/demo/validate-dataset';
import type { Store } from '../../functions/src/data/cosmos';
import { deleteAllDocuments, writeDocuments } from '../../functions/src/data/bulk';
import { queryPartition } from '../../functions/src/data/cosmos-helpers';
import { demoDocuments } from '../../functions/src/data/demo-documents';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export class DemoDataRefused extends Error {
  constructor() {
    super('Demo data can only be loaded into the local database.');
  }
}

/** Demo data goes only into a local database (spec 6-data-and-beyond §6.1.1). */
export function assertLocalDatabase(authMode: string | undefined, endpoint: string): void {
  if (authMode !== 'local' || !LOOPBACK.has(new URL(endpoint).hostname)) throw new DemoDataRefused();
}

export async function hasAccounts(store: Store): Promise<boolean> {
  const found = await queryPartition<string>(store.records, 'account', { select: 'TOP 1 VALUE c.id', where: "c.kind = 'account'" });
  return found.length > 0;
}

/** Replaces everything in the store with the demo dataset; returns the summary line. */
export async function loadDemoData(store: Store): Promise<string> {
  const dataset = buildDemoDataset();
  const [violation] = demoViolations(dataset);
  if (violation) throw new Error(`Demo record ${violation.recordId} breaks ${violation.rule} on ${violation.field}; nothing was loaded.`);
  // Every record goes, and the history with it (spec 6-data-and-beyond §6.1.1); loading records none.
  await deleteAllDocuments(store.records);
  await deleteAllDocuments(store.audit, 'record_key');
  await writeDocuments(store.records, demoDocuments(dataset));
  return demoSummaryLine(dataset);
}
