import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';

/**
 * The print stylesheet (issue 14 Deliver 4): a printed list or record holds its heading, its count
 * and its table or content; the site's header, the filters and every control are screen-only, and
 * the screen is unaffected. Only a browser computes print media, hence an e2e spec.
 */
test.use({ storageState: storageStateOf('admin') });

async function openGrants(page: Page) {
  await page.goto('/grants');
  const table = page.getByRole('table', { name: 'All grants' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table;
}

test('a printed list keeps its heading, count and table, with a legible table and no controls; Letter and A4', async ({ page }) => {
  const table = await openGrants(page);
  const banner = page.getByRole('banner');
  const controls = [
    banner,
    page.getByRole('group', { name: 'Filters' }),
    page.getByRole('button', { name: 'Refresh' }),
    page.getByRole('button', { name: 'Export CSV' }),
    page.getByRole('link', { name: 'Add a new grant' }),
  ];
  for (const control of controls) await expect(control).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const control of controls) await expect(control).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'All grants' })).toBeVisible();
  await expect(page.getByText(/^\d+ grants?$/)).toBeVisible();
  await expect(table).toBeVisible();
  // 9 pt = 12 px; nothing stuck or clipped. (The repeated header row is Chromium's default for
  // thead, so no assertion here could fail without the stylesheet.)
  await expect(table).toHaveCSS('font-size', '12px');
  await expect(table.locator('tbody td').first()).toHaveCSS('position', 'static');
  await expect(page.getByRole('region', { name: 'All grants' })).toHaveCSS('overflow-x', 'visible');

  for (const format of ['Letter', 'A4']) {
    const pdf = await page.pdf({ format });
    expect(pdf.subarray(0, 4).toString('latin1'), format).toBe('%PDF');
  }

  await page.emulateMedia({ media: 'screen' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(table).not.toHaveCSS('font-size', '12px');
});

test('a printed record keeps its content and drops Edit, Delete and the other tabs', async ({ page }) => {
  const table = await openGrants(page);
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/grants\/[^/]+\/private/);
  const heading = page.getByRole('heading', { level: 1 });
  const panel = page.getByRole('tabpanel');
  await expect(panel).toBeVisible();
  const tabs = page.getByRole('tab');
  const selected = page.getByRole('tab', { selected: true });
  expect(await tabs.count()).toBeGreaterThan(1);
  const controls = [page.getByRole('button', { name: 'Edit' }), page.getByRole('button', { name: 'Delete grant' }), page.getByRole('link', { name: 'View the public page' })];
  for (const control of controls) await expect(control).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const control of controls) await expect(control).toBeHidden();
  await expect(heading).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(panel.locator('dt').first()).toBeVisible();
  // The part printed is named; the other tabs are controls only.
  await expect(selected).toBeVisible();
  await expect(page.getByRole('tab', { selected: false }).first()).toBeHidden();
});
