import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToFrench, visitInApp } from './support/shell';

/**
 * Issue 16 acceptance for the reference-list page (spec 6-data-and-beyond §6.3.4) on the demo
 * data: an administrator renames a faculty in French and reads it on a member's page, retires a
 * product type that the product form then no longer offers while an existing product still shows
 * it, and axe finds nothing on the page in either language. Who may open the page (a member gets
 * "Access denied") is a row of guards.spec.ts, for every caller. Specs share one stack: every change is undone before the test ends (Law keeps "Droit", Media
 * interview is restored).
 */

const table = (page: Page) => page.getByRole('table');

/** Waits for the entries and their usage (the "Used by" cells) to be shown. */
async function entriesShown(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

async function renameFrench(page: Page, current: string, french: string) {
  await table(page).getByRole('button', { name: `Renommer ${current}` }).click();
  const dialog = page.getByRole('dialog', { name: "Renommer l'entrée" });
  await dialog.getByRole('textbox', { name: /^Nom français/ }).fill(french);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('renames a faculty in French, retires and restores a product type, axe in both languages', async ({ page }) => {
    await page.goto('/reference-lists');
    await expect(page.getByRole('heading', { level: 1, name: 'Reference lists' })).toBeVisible();
    await entriesShown(page);
    await expect(table(page).getByRole('row', { name: /Law/ })).toContainText('3 members');
    await expectNoAxeViolations(page);

    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Listes de référence' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The French name of Law, as a member's page shows it (spec 6-data-and-beyond §6.3.4).
    await renameFrench(page, 'Droit', 'Faculté de droit');
    await visitInApp(page, '/members/member-genevieve-gagnon/public');
    await expect(page.getByRole('heading', { level: 1, name: 'Geneviève Gagnon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Faculté de droit' })).toBeVisible();
    await visitInApp(page, '/reference-lists');
    await entriesShown(page);
    await renameFrench(page, 'Faculté de droit', 'Droit');
    await expect(table(page).getByRole('button', { name: 'Renommer Droit' })).toBeVisible();

    // Retiring Media interview: gone from the product form, still on the product that has it.
    await page.getByRole('combobox', { name: 'Liste' }).selectOption('product-type');
    await expect(page).toHaveURL(/\?list=product-type$/);
    await entriesShown(page);
    await table(page).getByRole('button', { name: 'Mettre hors service Entrevue médiatique' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mettre «\u00a0Entrevue médiatique\u00a0» hors service\u00a0?' });
    await expect(confirm).toContainText('(1\u00a0produit)');
    await confirm.getByRole('button', { name: 'Mettre hors service' }).click();
    const restore = table(page).getByRole('button', { name: 'Remettre en service Entrevue médiatique' });
    await expect(restore).toBeFocused();

    await visitInApp(page, '/products/register');
    const type = page.getByRole('combobox', { name: 'Type de produit' });
    await expect(type.getByRole('option', { name: 'Livre', exact: true })).toHaveCount(1);
    await expect(type.getByRole('option', { name: /Entrevue médiatique/ })).toHaveCount(0);
    await visitInApp(page, '/products/product-09/public');
    await expect(page.getByRole('link', { name: 'Entrevue médiatique' })).toBeVisible();

    await visitInApp(page, '/reference-lists?list=product-type');
    await entriesShown(page);
    await restore.click();
    await expect(table(page).getByRole('button', { name: 'Mettre hors service Entrevue médiatique' })).toBeFocused();
  });
});
