import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToFrench } from './support/shell';

/** Issue 3 acceptance: axe reports no violations on home, members and 404, EN and FR, visitor and admin. */
const PAGES: Array<[string, RegExp]> = [
  ['/', /Aurora Research Network/],
  ['/members', /All members|Login required/],
  ['/does-not-exist', /Page not found/],
];

for (const role of ['visitor', 'admin'] as const) {
  test.describe(role, () => {
    if (role === 'admin') test.use({ storageState: storageStateOf('admin') });

    for (const [path, heading] of PAGES) {
      test(`no violations on ${path} in English and French (${role})`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
        await switchToFrench(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('open popups', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('no violations with the avatar panel and the Accounts group open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /account menu of/ }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Accounts' }).click();
    await expectNoAxeViolations(page);
  });
});

/**
 * Issues 5 and 6: axe on every list and registration page, in both languages, for the role that
 * uses it (detail pages are checked by each kind's own spec, in view and edit modes).
 */
const ROLE_PAGES = {
  member: ['/my-profile', '/products', '/products/register', '/partners', '/partners/register-partner', '/supervisions/register-supervision'],
  admin: ['/accounts', '/register', '/grants', '/grants/register', '/events', '/events/register', '/partners/register', '/supervisions', '/supervisions/register'],
} as const;

for (const [role, paths] of Object.entries(ROLE_PAGES) as Array<[keyof typeof ROLE_PAGES, readonly string[]]>) {
  test.describe(`${role} pages`, () => {
    test.use({ storageState: storageStateOf(role) });
    for (const path of paths) {
      test(`no violations on ${path} in English and French`, async ({ page }) => {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect(heading).not.toHaveText(/Access denied|Page not found|Login required/);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
        await switchToFrench(page);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}
