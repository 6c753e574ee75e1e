import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToFrench } from './support/shell';

/** Issue 5: the members list's URL-synced filters, keyword tags, toggles and expandable rows. */
test.use({ storageState: storageStateOf('member') });

test('a keyword tag filters the list and the URL restores the filter', async ({ page }) => {
  await page.goto('/members');
  const count = page.getByText(/^\d+ members$/);
  await expect(count).toBeVisible();
  const tag = page.getByRole('button', { name: /^Filter by keyword / }).first();
  await tag.click();
  await expect(page).toHaveURL(/[?&]keywords=[^&]+/);
  await expect(page.getByText(/^\d+ of \d+ members$/)).toBeVisible();
  const filtered = new URL(page.url());
  await page.goto('/members');
  await expect(count).toBeVisible();
  await page.goto(`${filtered.pathname}${filtered.search}`);
  await expect(page.getByText(/^\d+ of \d+ members$/)).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(count).toBeVisible();
});

test('column toggles are kept in the URL; rows expand; no axe violations', async ({ page }) => {
  await page.goto('/members');
  await page.getByRole('checkbox', { name: 'Show faculty' }).check();
  await expect(page).toHaveURL(/showFaculty=true/);
  await expect(page.getByRole('columnheader', { name: 'Faculty' })).toBeVisible();
  const details = page.getByRole('button', { name: /^Show details: / }).first();
  await details.click();
  await expect(page.getByRole('heading', { name: 'Problems I work on' }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await switchToFrench(page);
  await expect(page.getByRole('columnheader', { name: 'Faculté' })).toBeVisible();
  await expectNoAxeViolations(page);
});
