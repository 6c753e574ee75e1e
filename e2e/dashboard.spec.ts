import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, languageToggle, switchToFrench } from './support/shell';

/**
 * Issue 14 acceptance for the home dashboard (spec 6-data-and-beyond §6.3.2) on the demo data:
 * criteria 1-5 (the figures of the grants and events charts, "Through the network only" in the
 * address, the filters changing charts and tables, axe with the tables open and closed in both
 * languages at 1280 and 320 px), the administrators' section, and the visitor's home page without
 * the dashboard's chunk. This file runs right after the demo data is loaded (specs run in name
 * order and the ones before it write nothing).
 */

/** Script files the page downloads (their paths). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const DASHBOARD_CHUNK = /\/dashboard-[\w-]+\.js$/;
const panel = (page: Page, caption: RegExp) => page.getByRole('figure', { name: caption });

/** The cells of a panel's data table, row by row (header row first). */
async function tableRows(page: Page, caption: RegExp): Promise<string[][]> {
  const rows = panel(page, caption).getByRole('table').getByRole('row');
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '))));
}

async function openTables(page: Page) {
  // The dashboard's chunk and figures load after the page: wait for its three toggles first.
  await expect(page.getByRole('button', { name: /^(Show table|Afficher le tableau|Hide table|Masquer le tableau)$/ })).toHaveCount(3);
  const show = page.getByRole('button', { name: /^(Show table|Afficher le tableau)$/ });
  while ((await show.count()) > 0) await show.first().click();
  await expect(page.getByRole('table')).toHaveCount(3);
}

test.describe('member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('figures of the demo data, filters in the charts, tables and address, axe in both languages at 1280 and 320 px', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?from=2010&to=2026');
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(scripts.some((path) => DASHBOARD_CHUNK.test(path))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Acceptance 2 and 4.
    const grants = panel(page, /^Grants by status$/);
    await expect(grants.getByText('2 grants without any date are not shown.')).toBeVisible();
    await expect(panel(page, /^Events per year$/).getByText('1 event without a date is not shown.')).toBeVisible();
    const grantsButton = grants.getByRole('button', { name: 'Show table' });
    await grantsButton.click();
    await expect(grants.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    expect(await tableRows(page, /^Grants by status$/)).toEqual([
      ['Status', 'Number of grants', 'Total amount'],
      ['Awarded', '8', '$4,863,350.00'],
      ['Completed', '5', '$457,500.50'],
      ['Declined', '3', '$275,000.00'],
      ['In preparation', '0', '$0.00'],
      ['Submitted', '2', '$900,000.00'],
      ['Withdrawn', '0', '$0.00'],
    ]);
    await expect(grants.getByRole('img')).toHaveAttribute('aria-label', 'Grants by status: 18 grants totalling $6,495,850.50; the largest total is Awarded ($4,863,350.00).');

    // Acceptance 3: "Through the network only", in the address and restored by a reload.
    await page.getByRole('checkbox', { name: 'Through the network only' }).check();
    await expect(page).toHaveURL(/throughNetwork=true/);
    const networkCounts = async () => (await tableRows(page, /^Grants by status$/)).slice(1).reduce((sum, row) => sum + Number(row[1]), 0);
    expect(await networkCounts()).toBe(3);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Through the network only' })).toBeChecked();
    await openTables(page);
    expect(await networkCounts()).toBe(3);

    // A product type filter changes the products chart and its table (the selector of list filters).
    const products = panel(page, /^Products per year$/);
    const before = await products.getByRole('img').getAttribute('aria-label');
    await page.getByRole('combobox', { name: 'Product types' }).fill('Book chapter');
    await page.getByRole('option', { name: 'Book chapter' }).click();
    await expect(page).toHaveURL(/productTypes=product-type-book-chapter/);
    await expect(products.getByRole('img')).not.toHaveAttribute('aria-label', before ?? '');
    const header = (await tableRows(page, /^Products per year$/))[0];
    expect(header).toEqual(['Year', 'Book chapter', 'Total']);
    // The selector's open dropdown is its own component's matter (list pages scan it closed too).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expectNoAxeViolations(page);

    // French, then 320 px, each with the tables open and closed (acceptance 4's singular, acceptance 5).
    await switchToFrench(page);
    await expect(panel(page, /^Événements par année$/).getByText("1 événement sans date n'est pas représenté.")).toBeVisible();
    await expectNoAxeViolations(page); // FR, 1280 px, open
    const reloadClosed = async (heading: string) => {
      await page.goto('/?from=2010&to=2026');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    };
    await reloadClosed('Tableau de bord');
    await expectNoAxeViolations(page); // FR, 1280 px, closed
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoAxeViolations(page); // FR, 320 px, closed
    await openTables(page);
    await expectNoAxeViolations(page); // FR, 320 px, open
    await languageToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page); // EN, 320 px, open
    await reloadClosed('Dashboard');
    await expectNoAxeViolations(page); // EN, 320 px, closed
  });
});

test.describe('administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sees the Administration section with "Manage reference lists"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage reference lists' })).toHaveAttribute('href', '/reference-lists');
  });
});

test('a visitor sees the six counters and downloads neither the dashboard nor its figures', async ({ page }) => {
  const scripts = recordScripts(page);
  const api: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) api.push(path);
  });
  await page.goto('/');
  await expect(page.getByRole('listitem').filter({ hasText: 'Active members' })).toContainText(/\d/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  expect(scripts.filter((path) => DASHBOARD_CHUNK.test(path))).toEqual([]);
  expect(api).not.toContain('/api/stats/dashboard');
});
