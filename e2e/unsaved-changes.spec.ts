import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations, switchToFrench, visitInApp } from './support/shell';

/**
 * Issue 3 acceptance: the unsaved-changes prompt on a link and on browser back (Save with an
 * invalid form stays, Discard leaves, Cancel stays) and the leave-page warning armed only while
 * dirty (spec 4-shell §4.8). The page is the local-mode test form (docs/adr/0012).
 */
const FORM = '/__e2e/unsaved-form';

async function openForm(page: Page) {
  await page.goto('/');
  await visitInApp(page, FORM);
  await expect(page.getByRole('heading', { level: 1, name: 'Test form' })).toBeVisible();
  return page.getByRole('textbox', { name: 'Name (required)' });
}

const prompt = (page: Page) => page.getByRole('alertdialog', { name: 'You have unsaved changes!' });

test('a link while dirty: Cancel stays, Save with an invalid form stays, Discard leaves', async ({ page }) => {
  const name = await openForm(page);
  // Not dirty: no prompt.
  await page.getByRole('link', { name: 'Go to the not-found page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goBack();
  await name.fill('Grace Hopper');

  const home = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' });
  await home.click();
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toContainText('Do you want to save them before leaving?');
  await expect(prompt(page).getByRole('button', { name: 'Save' })).toBeFocused();
  await expectNoAxeViolations(page);
  // Tab stays inside the dialog.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(prompt(page).getByRole('button', { name: 'Close' })).toBeFocused();

  await prompt(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt(page)).toBeHidden();
  await expect(page).toHaveURL(FORM);
  await expect(name).toHaveValue('Grace Hopper');
  await expect(home).toBeFocused();

  await name.fill('');
  await home.click();
  await prompt(page).getByRole('button', { name: 'Save' }).click();
  await expect(prompt(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('A field is invalid!');
  await expect(page).toHaveURL(FORM);
  await expect(name).toBeFocused();

  await name.fill('Grace Hopper');
  await home.click();
  await prompt(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Research Network' })).toBeFocused();
});

test('Save with a valid form saves, then follows the link (French)', async ({ page }) => {
  const name = await openForm(page);
  await switchToFrench(page);
  await page.getByRole('textbox', { name: 'Nom (obligatoire)' }).fill('Grace Hopper');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Accueil' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Vous avez des changements non enregistrés\u00a0!' });
  await expect(dialog).toContainText('Voulez-vous les enregistrer avant de quitter\u00a0?');
  await expect(dialog.getByRole('button')).toHaveText(['', 'Enregistrer', 'Abandonner', 'Annuler']);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Succès\u00a0!');
  expect(name).toBeDefined();
});

test('browser Back while dirty: Cancel keeps the page and the history, Discard goes back', async ({ page }) => {
  const name = await openForm(page);
  await name.fill('Grace Hopper');
  await page.goBack();
  await expect(prompt(page)).toBeVisible();
  await expect(page).toHaveURL(FORM);
  await prompt(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(FORM);
  await expect(name).toHaveValue('Grace Hopper');
  await expect(page.getByRole('heading', { level: 1, name: 'Test form' })).toBeFocused();
  // Nothing was lost: Back still leads home (after the prompt), and Forward back to the form.
  await page.goBack();
  await prompt(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL('/');
  await page.goForward();
  await expect(page).toHaveURL(FORM);
  await expect(page.getByRole('heading', { level: 1, name: 'Test form' })).toBeVisible();
});

test('the leave-page warning is armed only while dirty', async ({ page }) => {
  const name = await openForm(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    // Dismissing the browser's own warning keeps the page.
    void dialog.dismiss();
  });
  // A real click gives the page the user activation the browser requires for the warning.
  await name.click();
  await name.fill('Grace Hopper');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(name).toHaveValue('Grace Hopper');

  // Back to the saved value: nothing to lose, no warning, the page closes.
  await name.fill('Ada Lovelace');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(dialogs).toEqual(['beforeunload']);
});
