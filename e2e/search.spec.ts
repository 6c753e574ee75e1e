import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToFrench, visitInApp } from './support/shell';

/**
 * Issue 15, global search (spec 6-data-and-beyond §6.3.3, acceptance 1, 2, 4 and 5): what only a
 * browser shows. Matching, ranking and the demo's acceptance 3 are unit-tested beside the model
 * (frontend/src/features/search/search-query.test.ts).
 */

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Search|Rechercher)$/ });

test.describe('member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('"/" opens the search, a keyword typed without accents finds colleagues, opened by keyboard; the shortcut can be turned off; axe in both languages', async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'All members' })).toBeVisible();
    await expect(searchButton(page)).toHaveAttribute('title', 'Search (/)');

    // Typed in a text field, "/" is a character.
    const filter = page.getByRole('combobox').first();
    await filter.fill('');
    await filter.press('/');
    await expect(filter).toHaveValue('/');
    await expect(page).toHaveURL(/\/members$/);
    await filter.fill('');

    // Anywhere else it opens the search with focus in its field.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    const field = page.getByRole('searchbox', { name: /^(Search the portal|Rechercher dans le portail)$/ });
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page).toHaveTitle('ARN - Search');

    await page.keyboard.type('demence');
    await expect(page).toHaveURL(/\/search\?q=demence$/);
    const keywords = page.getByRole('region', { name: /^Keywords \(\d+\)$/ });
    await expect(keywords.getByRole('link', { name: 'Dementia' })).toHaveAttribute('href', /\/members\?keywords=/);
    const members = page.getByRole('region', { name: /^Members \(\d+\)$/ });
    await expect(members.getByRole('link').first()).toBeVisible();
    const name = (await members.getByRole('link').first().innerText()).trim();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results for “demence”$/ })).toHaveCount(1);
    // A member never sees the administrators' groups.
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings.every((text) => /^(Members|Keywords|Products|Partners) \(\d+\)$/.test(text)), headings.join(', ')).toBe(true);

    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 2, name: /^Mots-clés \(\d+\)$/ })).toBeVisible();
    await expect(page).toHaveTitle('ARN - Recherche');
    await expectNoAxeViolations(page);

    // Opened by keyboard: the arrow key moves from the field to the first result, Enter opens it.
    const first = page.getByRole('main').getByRole('link', { name, exact: true });
    await field.focus();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(name);

    // Unchecked, "/" does nothing, also after a reload; checked again, it works.
    await page.goBack();
    const box = page.getByRole('checkbox', { name: /^Utiliser la touche «\s\/\s» pour ouvrir la recherche$/ });
    await box.uncheck();
    await visitInApp(page, '/members');
    await expect(searchButton(page)).not.toHaveAttribute('title');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tous les membres' })).toBeVisible();
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/members$/);
    await searchButton(page).click();
    await expect(field).toBeFocused();
    await box.check();
    await visitInApp(page, '/members');
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
  });
});

test.describe('visitor', () => {
  test('no search button, "/" does nothing, /search asks to log in', async ({ page }) => {
    await page.goto('/search?q=levesque');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login required');
    await expect(searchButton(page)).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/search\?q=levesque$/);
    await expect(page).toHaveTitle('ARN - Search');
  });
});
