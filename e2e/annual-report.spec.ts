import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, recordApiRequests, switchToFrench } from './support/shell';
import { expect, test } from './support/test';

/**
 * The network annual report page (spec 7-reports §7.3.3–§7.3.6) on the demo data, reporting year
 * 2024-04-01 to 2025-03-31: what only a browser shows. The figures themselves are unit-tested on
 * the same data (frontend/src/features/reports/annual-report-document.test.ts); here the real
 * route feeds the preview, the Word file is a real download, and axe checks both languages.
 */

const YEAR = '/reports/annual?year=2024-04-01';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const sheet = (page: Page) => page.locator('.document-sheet');

/** The preview, complete (every slice rendered). */
async function previewComplete(page: Page): Promise<Locator> {
  await expect(sheet(page)).toHaveAttribute('data-complete', 'true');
  return sheet(page);
}

async function rowText(table: Locator, name: RegExp): Promise<string> {
  return plain((await table.getByRole('row', { name }).innerText()).replace(/\s+/g, ' ').trim());
}

test.describe('administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('reads the 2024–2025 report, downloads it as Word, keeps figures only, reads it in French; axe in both languages', async ({ page }) => {
    const requests = recordApiRequests(page);
    await page.goto(YEAR);
    await expect(page).toHaveTitle('ARN - Reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Network annual report' })).toBeVisible();
    const preview = await previewComplete(page);
    expect(requests).toContain('/api/report/network/2024-04-01/2025-03-31');
    await expect(preview).toHaveAttribute('lang', 'en');
    await expect(preview.getByText('Annual report 2024–2025')).toBeVisible();

    // Criterion 3 (summary and grants by status) from the real route.
    const summary = preview.getByRole('table', { name: 'Summary' });
    expect(await rowText(summary, /^Grant applications submitted/)).toBe('Grant applications submitted 3 $1,595,000.00');
    expect(await rowText(summary, /^Grants obtained/)).toBe('Grants obtained 4 $1,050,000.00');
    expect(await rowText(summary, /^Funded grants active/)).toBe('Funded grants active during the period 6 $3,648,350.00');
    expect(await rowText(summary, /^of which through the network/)).toBe('of which through the network 1 $245,000.00');
    const byStatus = preview.getByRole('table', { name: 'Grants with activity in the period, by status' });
    expect(await rowText(byStatus, /^Awarded/)).toBe('Awarded 7 $4,848,350.00');
    expect(await rowText(byStatus, /^Total/)).toBe('Total 8 $4,943,350.00');
    await expect(preview.getByText('2 grants without any date are not counted.')).toBeVisible();
    // The three charts, drawn, each followed by its table.
    await expect(preview.getByRole('img', { name: /^Products per year from 2020–2021 to 2024–2025/ })).toBeVisible();
    await expect(preview.locator('[data-chart-id] svg[role="img"]')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // Word (criterion 10): a valid package, repeating header rows, each chart an image with its text alternative, then its table.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Word (.docx)' }).click()]);
    expect(download.suggestedFilename()).toBe('ARN-annual-report-2024-04-01-2025-03-31.docx');
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const xml = strFromU8(files['word/document.xml'] as Uint8Array);
    expect(xml).toContain('<w:tblHeader/>');
    expect(xml).toContain('4,848,350.00');
    const chartAt = xml.search(/descr="Products per year from 2020–2021 to 2024–2025: [^"]*"/);
    expect(chartAt).toBeGreaterThan(0);
    const nextTable = xml.indexOf('<w:tbl>', chartAt);
    expect(nextTable).toBeGreaterThan(chartAt);
    expect(xml.slice(chartAt, nextTable + 4000)).toContain('2020–2021');
    expect(Object.keys(files).filter((name) => name.startsWith('word/media/'))).toHaveLength(3);
    expect(strFromU8(files['word/styles.xml'] as Uint8Array)).toContain('w:val="en-CA"');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Word document downloaded.')).toBeVisible();

    // Figures only: every table, no list.
    const tables = await preview.getByRole('table').count();
    await page.getByRole('radio', { name: 'Figures only' }).check();
    await expect(page).toHaveURL(/detail=figures/);
    await expect(preview.locator('ol')).toHaveCount(0);
    await expect(preview.getByRole('table')).toHaveCount(tables);
    await page.getByRole('radio', { name: 'Figures and lists' }).check();

    // Criterion 8: in French (the document follows the interface unless chosen).
    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Rapport annuel du réseau' })).toBeVisible();
    await expect(page).toHaveTitle('ARN - Rapports');
    const french = await previewComplete(page);
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(french.getByRole('heading', { name: 'Sommaire' })).toBeVisible();
    await expect(french.getByText('Rapport annuel 2024–2025')).toBeVisible();
    const parStatut = french.getByRole('table', { name: 'Subventions ayant eu une activité pendant la période, par statut' });
    expect(await rowText(parStatut, /^Obtenue/)).toBe('Obtenue 7 4 848 350,00 $');
    await expectNoAxeViolations(page);
  });
});

test.describe('member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('sees Access denied and the route is never called', async ({ page }) => {
    const requests = recordApiRequests(page);
    await page.goto(YEAR);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
    expect(requests.filter((path) => path.startsWith('/api/report/'))).toEqual([]);
  });
});
