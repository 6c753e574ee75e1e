import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { switchToFrench } from './support/shell';
import { parseCsv } from '../frontend/src/test/parse-csv';

/**
 * Issue 14 acceptance for the CSV export (spec 6-data-and-beyond §6.3.1): an administrator filters
 * the grants by status and source, sorts them by submission date, exports, and the downloaded
 * file's rows are the rows shown, in their order, in English and then in French. (The grants list
 * has no year filter, spec 5-pages §5.8; the years come in through the date sort.)
 */
test.use({ storageState: storageStateOf('admin') });

const FILTERED =
  '/grants?grantStatuses=grant-status-awarded,grant-status-completed&grantSources=grant-source-cihr,grant-source-nserc,grant-source-sshrc&sort=submissionDate&dir=desc';

/** The demo grants the filters keep (other tests may add grants of their own meanwhile). */
const DEMO_TITLES = [
  'Preventing falls at home',
  'Winter walkability',
  'La proche aidance',
  'Clean water monitoring in northern communities',
  'Early literacy in multilingual classrooms',
];

async function exportCsv(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The titles of the rows shown, in their order. */
async function shownTitles(page: Page): Promise<string[]> {
  return page.locator('table.data-table tbody tr[data-row]').locator('a[href^="/grants/"]').allTextContents();
}

test('the export holds exactly the filtered rows in the order shown, with the English then the French format', async ({ page }) => {
  await page.goto(FILTERED);
  await expect(page.getByText(/^\d+ of \d+ grants$/)).toBeVisible();
  const shown = await shownTitles(page);
  for (const title of DEMO_TITLES) expect(shown.some((text) => text.startsWith(title))).toBe(true);

  const english = await exportCsv(page, 'Export CSV');
  await expect(page.getByText(`${shown.length} rows exported.`).first()).toBeVisible();
  expect(english.name).toMatch(/^[A-Za-z0-9-]+-grants-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...english.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const englishText = english.bytes.subarray(3).toString('utf8');
  expect(englishText.endsWith('\r\n')).toBe(true);
  const [header, ...rows] = parseCsv(englishText, ',');
  expect(header).toEqual([
    'Title', 'Amount (CAD)', 'Status', 'Source', 'Topic', 'Through the network', 'Submission date', 'Obtained date', 'Completed date',
    'All investigators', 'Investigator members', 'Involved members', 'Link',
  ]);
  expect(rows.map((row) => row[0])).toEqual(shown);
  const early = rows.find((row) => row[0]?.startsWith('Early literacy'));
  expect(early?.[1]).toBe('72500.50');
  expect(early?.[12]).toMatch(/^http:\/\/[^/]+\/grants\/grant-13$/);
  // Newest submission first, as the table shows them.
  const dates = rows.map((row) => row[6] ?? '');
  expect(dates).toEqual([...dates].sort().reverse());

  await switchToFrench(page);
  await expect(page.getByText(/^\d+ sur \d+ subventions$/)).toBeVisible();
  const shownInFrench = await shownTitles(page);
  const french = await exportCsv(page, 'Exporter en CSV');
  await expect(page.getByText(`${shownInFrench.length} lignes exportées.`).first()).toBeVisible();
  expect(french.name).toMatch(/^[A-Za-z0-9-]+-subventions-\d{4}-\d{2}-\d{2}\.csv$/);
  const [frenchHeader, ...frenchRows] = parseCsv(french.bytes.subarray(3).toString('utf8'), ';');
  expect(frenchHeader?.slice(0, 4)).toEqual(['Titre', 'Montant (CAD)', 'Statut', 'Source']);
  expect(frenchRows.map((row) => row[0])).toEqual(shownInFrench);
  expect(frenchRows.find((row) => row[0]?.startsWith('Early literacy'))?.[1]).toBe('72500,50');
});
