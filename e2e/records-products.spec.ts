import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { apiGet } from './support/api';
import { expectNoAxeViolations, switchToEnglish, switchToFrench } from './support/shell';

/**
 * Issue 6 acceptance for products (spec 5-pages §5.6): an administrator registers a product,
 * finds it through a URL filter, edits it (one relation included) and deletes it with the typed
 * name; the API then shows no record linking to it. French labels, dates; axe in both languages.
 */
test.use({ storageState: storageStateOf('admin') });

async function registerProduct(page: Page, title: string, date = ''): Promise<string> {
  await page.goto('/products/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register a product' })).toBeVisible();
  await page.getByRole('group', { name: /Title/ }).getByRole('textbox', { name: 'English' }).fill(title);
  if (date) await page.getByRole('textbox', { name: 'Publication date' }).fill(date);
  await page.getByRole('textbox', { name: 'All authors (required)' }).fill('Curie, M.; Doe, J.');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/private$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return decodeURIComponent(/\/products\/([^/]+)\/private/.exec(page.url())?.[1] ?? '');
}

test('register, filter through the URL, edit with a relation, delete with the typed name', async ({ page }) => {
  const title = `E2E product ${Date.now()}`;
  const id = await registerProduct(page, title);

  await page.goto(`/products?productIds=${encodeURIComponent(id)}&showAuthors=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'All products' });
  await expect(table.getByRole('link', { name: title })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Curie, M.; Doe, J.' })).toBeVisible();
  await table.getByRole('button', { name: `Show details: ${title}` }).click();
  await expect(table.getByText('No abstract.')).toBeVisible();

  await table.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${id}/private`));
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Abstract' }).fill('An abstract written by the test.');
  const targets = page.getByRole('combobox', { name: 'Target audiences' });
  await targets.click();
  await page.getByRole('listbox', { name: 'Target audiences' }).getByRole('option').first().click();
  await targets.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('An abstract written by the test.')).toBeVisible();
  await expect(panel.locator('dt', { hasText: 'Target audiences' }).locator('+ dd li')).toHaveCount(1);
  // No DOI: no doi.org link anywhere.
  await expect(page.locator('a[href^="https://doi.org/"]')).toHaveCount(0);

  // No event names it among its results (the detail finds them by their stored ids; the lists
  // no longer carry link ids, docs/adr/0033), so once it is gone no record links to it.
  const detail = await apiGet<{ events: Array<{ id: string }> }>(page, `/api/product/${encodeURIComponent(id)}/public`);
  expect(detail.body?.events).toEqual([]);

  await page.getByRole('button', { name: 'Delete product' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill(title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/products$/);

  const products = await apiGet<Array<{ id: string }>>(page, '/api/all-products');
  expect(products.body?.some((p) => p.id === id)).toBe(false);
  expect((await apiGet(page, `/api/product/${encodeURIComponent(id)}/public`)).status).toBe(404);
});

test('French labels and fr-CA dates; axe on list, register and detail pages in both languages', async ({ page }) => {
  const title = `E2E produit ${Date.now()}`;
  const id = await registerProduct(page, title, '2024-03-14');
  await expectNoAxeViolations(page);
  await switchToFrench(page);
  await expect(page.getByRole('tab', { name: 'Privé' })).toBeVisible();
  await expect(page.getByText('14 mars 2024')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/products/${encodeURIComponent(id)}/public`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Date de publication')).toBeVisible();
  await expect(page.getByText('14 mars 2024')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/products?productIds=${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les produits' })).toBeVisible();
  await expect(page.getByText(/^1 sur \d+ produits$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: '14 mars 2024' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/products/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Enregistrer un produit' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to English for the same pages, then clean up through the page.
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Register a product' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/products?productIds=${encodeURIComponent(id)}`);
  await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/products/${encodeURIComponent(id)}/public`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/products/${encodeURIComponent(id)}/private`);
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('alertdialog').getByRole('textbox').fill(title);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
