import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToEnglish, switchToFrench, visitInApp } from './support/shell';

/**
 * Issue 15, translation completeness (spec 6-data-and-beyond §6.3.6): the form hint follows the
 * typing and never blocks saving; the list filter lives in the URL; an editor sees the badge and
 * the count, which go once the text is translated, and the record then leaves the filter; Éric
 * Lévesque (acceptance 3) as the list, he himself and a visitor see him. The product is one this
 * test registers and deletes, so the demo data stays as the other specs expect it.
 */

test.describe('an administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('filters products missing French, translates one, and it leaves the filter; axe with badges in both languages', async ({ page }) => {
    const title = `E2E translation ${Date.now()}`;
    const frenchTitle = `E2E traduction ${Date.now()}`;
    await page.goto('/products/register');
    const titleGroup = page.getByRole('group', { name: /Title/ });
    const hint = 'French version missing: French readers will see the English text.';
    await titleGroup.getByRole('textbox', { name: 'English' }).fill(title);
    // The hint comes as one types, under the French input, and is its description.
    await expect(titleGroup.getByRole('textbox', { name: 'French' })).toHaveAccessibleDescription(hint);
    await page.getByRole('textbox', { name: 'All authors (required)' }).fill('Curie, M.');
    // Saving is never blocked by a missing translation.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/products\/[^/]+\/private$/);
    const privatePath = new URL(page.url()).pathname;

    await visitInApp(page, '/products?translation=missing-fr');
    const table = page.getByRole('table', { name: 'All products' });
    await expect(table.getByRole('link', { name: title })).toBeVisible();
    // A product with both titles is not listed.
    await expect(table.getByRole('link', { name: /OpenMobility/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove French missing' })).toBeVisible();
    await expect(table.getByRole('link', { name: title })).toBeVisible();

    await table.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${privatePath}$`));
    const card = page.locator('article.record-card');
    await expect(card.getByText('1 text is in one language only.')).toBeVisible();
    await expect(card.locator('dt', { hasText: 'French title' }).getByText('French missing')).toBeVisible();
    await expectNoAxeViolations(page);
    await switchToFrench(page);
    await expect(card.getByText('1 texte est dans une seule langue.')).toBeVisible();
    await expect(card.locator('dt', { hasText: 'Titre français' }).getByText('Français manquant')).toBeVisible();
    await expectNoAxeViolations(page);
    await switchToEnglish(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    const french = page.getByRole('group', { name: /Title/ }).getByRole('textbox', { name: 'French' });
    await expect(french).toHaveAccessibleDescription(hint);
    await french.fill(frenchTitle);
    await expect(french).toHaveAccessibleDescription('');
    await expect(page.getByText(hint)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Success!').first()).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('1 text is in one language only.')).toHaveCount(0);
    await expect(card.locator('.translation-badge')).toHaveCount(0);

    // Back on the filtered list, once it has refreshed, the product is gone from it.
    await visitInApp(page, '/products?translation=missing-fr');
    await expect(table.getByRole('link', { name: /^E2E t/ })).toHaveCount(0);
    await expect(table.getByRole('link').first()).toBeVisible();

    await visitInApp(page, privatePath);
    await page.getByRole('button', { name: 'Delete product' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox').fill(title);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe('Éric Lévesque (acceptance 3)', () => {
  test.use({ storageState: storageStateOf('member') });

  test('is under "English missing" on the members list and sees the badge after his French-only problem', async ({ page }) => {
    await page.goto('/members?translation=missing-en');
    await expect(page.getByRole('table').getByRole('link', { name: 'Éric Lévesque' })).toBeVisible();
    await visitInApp(page, '/my-profile');
    const problems = page.locator('dt', { hasText: 'Problems I work on' }).locator('+ dd li');
    await expect(problems.filter({ hasText: 'English missing' })).toHaveCount(1);
  });
});

test.describe('a visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees only the fallback marker on Éric Lévesque’s public page', async ({ page }) => {
    await page.goto('/members/member-eric-levesque/public');
    await expect(page.getByText('(only available in French)').first()).toBeAttached();
    await expect(page.locator('.translation-badge')).toHaveCount(0);
    await expect(page.getByText('English missing')).toHaveCount(0);
  });
});
