import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { languageToggle, recordApiRequests, switchToFrench, visitInApp } from './support/shell';

/** Issue 3 acceptance: the language toggle, its persistence, `<html lang>`, titles and re-sorting. */

test('the toggle label, <html lang>, persistence across reload and back', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toggle = languageToggle(page);
  await expect(toggle).toHaveText('FR');
  await expect(toggle).toHaveAccessibleName('FR - Français');
  await expect(toggle).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('ARN - Home');

  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(toggle).toHaveText('EN');
  await expect(toggle).toHaveAccessibleName('EN - English');
  await expect(toggle).toHaveAttribute('lang', 'en');
  await expect(toggle).toBeFocused();
  await expect(page).toHaveTitle('ARN - Accueil');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réseau de recherche Aurora');
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('false');

  // French before the first paint: the document is French before any script of the bundle runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  // Reloaded by the page itself: page.reload() waits for the SPA's takeover, which cannot come.
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => (globalThis as unknown as { location: { reload(): void } }).location.reload())]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réseau de recherche Aurora');
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réseau de recherche Aurora');
  await expect(languageToggle(page)).toHaveText('EN');

  await languageToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Research Network');
});

test.describe('page titles', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('every section in English and French; the five of the seed exactly', async ({ page }) => {
    const titles: Array<[string, string, string]> = [
      ['/', 'ARN - Home', 'ARN - Accueil'],
      ['/members', 'ARN - Members', 'ARN - Membres'],
      ['/accounts', 'ARN - Accounts', 'ARN - Comptes'],
      ['/register', 'ARN - Register', 'ARN - Inscription'],
      ['/my-profile', 'ARN - My Profile', 'ARN - Mon profil'],
      ['/products/register', 'ARN - Products', 'ARN - Produits'],
      ['/partners/p1/public', 'ARN - Partners', 'ARN - Partenaires'],
      ['/grants', 'ARN - Grants', 'ARN - Subventions'],
      ['/events', 'ARN - Events', 'ARN - Événements'],
      ['/supervisions', 'ARN - Supervisions', 'ARN - Supervisions'],
      ['/404', 'ARN - Page not found', 'ARN - Page introuvable'],
      ['/no/such/page', 'ARN - Page not found', 'ARN - Page introuvable'],
    ];
    await page.goto('/');
    for (const [path, en] of titles) {
      await visitInApp(page, path);
      await expect(page, path).toHaveTitle(en);
    }
    await switchToFrench(page);
    for (const [path, , fr] of titles) {
      await visitInApp(page, path);
      await expect(page, path).toHaveTitle(fr);
    }
  });
});

test.describe('re-sorting', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('the members list is re-sorted with the new language\'s collator, without re-fetching', async ({ page }) => {
    // Two names that English and Canadian French order differently (French compares accents from the end).
    await page.route('**/api/all-members', async (route) => {
      const response = await route.fetch();
      const members = (await response.json()) as Array<Record<string, unknown>>;
      const twin = (id: string, last: string) => ({ ...members[0], id, account: { first_name: 'Marie', last_name: last } });
      await route.fulfill({ response, json: [...members, twin('zz-cote-1', 'Côte'), twin('zz-cote-2', 'Coté')] });
    });
    const requests = recordApiRequests(page);
    await page.goto('/members');
    // The name cell's link (the first cell of an expandable row is its toggle).
    const names = page.getByRole('table').locator('tbody tr[data-row]').getByRole('link');
    await expect(names).toHaveCount(39);
    const english = await names.allInnerTexts();
    expect(english.indexOf('Marie Coté')).toBeLessThan(english.indexOf('Marie Côte'));
    expect(english).toEqual([...english].sort(new Intl.Collator('en-CA', { sensitivity: 'base' }).compare));
    await expect(page.getByText('39 members')).toBeVisible();

    await switchToFrench(page);
    await expect(page.getByText('39 membres')).toBeVisible();
    const french = await names.allInnerTexts();
    expect(french.indexOf('Marie Côte')).toBeLessThan(french.indexOf('Marie Coté'));
    expect(requests.filter((path) => path === '/api/all-members')).toHaveLength(1);
  });
});
