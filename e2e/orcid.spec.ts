import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, visitInApp } from './support/shell';

/**
 * Spec 6-data-and-beyond §6.3.8, what only a browser shows: the ORCID iD reformatted when its field
 * is left, the checksum and 409 messages on the field, the iD linked on the private and public
 * pages, and the members list's optional column. Éric (member@) gets his iD back at the end.
 */
const ERIC = 'member-eric-levesque';
const ERIC_ORCID = '0000-0000-0000-001X';
const orcidField = (page: Page) => page.getByRole('textbox', { name: 'ORCID iD' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const fieldError = (page: Page) => page.locator('.form-field', { has: orcidField(page) }).locator('.field-error');

test.use({ storageState: storageStateOf('member') });

test('member@ types an iD without hyphens, sees it formatted, checked and linked; the list shows the column on demand', async ({ page }) => {
  await page.goto(`/members/${ERIC}/private`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const field = orcidField(page);
  await expect(field).toHaveValue(ERIC_ORCID);

  // Acceptance 2: the wrong check character is named once the field is left.
  await field.fill('0000000218250098');
  await field.press('Tab');
  await expect(field).toHaveValue('0000-0002-1825-0098');
  await expect(fieldError(page)).toHaveText('This ORCID iD is not valid (wrong check character).');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // Acceptance 3: Claire's iD in its address form; the server's 409 shows on the field.
  await field.fill('https://orcid.org/0000-0002-1825-0097');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page)).toHaveText('This ORCID iD is already used by another member.');
  await expect(field).toHaveValue('0000-0002-1825-0097');
  await expectNoAxeViolations(page);
  // The error notification stays until dismissed; it would cover "Done" below.
  await notifications(page).getByRole('button', { name: 'Dismiss' }).click();

  // Acceptance 1: typed without hyphens, shown with them when left, saved and linked.
  await field.fill('0000000000000837');
  await field.press('Tab');
  await expect(field).toHaveValue('0000-0000-0000-0837');
  await expect(fieldError(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notifications(page)).toContainText('Success!');

  const address = 'https://orcid.org/0000-0000-0000-0837';
  await visitInApp(page, `/members/${ERIC}/public`);
  const link = page.getByRole('link', { name: `${address} (opens in a new tab)` });
  await expect(link).toHaveAttribute('href', address);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link.locator('svg.orcid-icon')).toBeVisible();

  // The members list: no ORCID column until its toggle is checked, kept in the address.
  await visitInApp(page, '/members');
  await expect(page.getByRole('link', { name: 'Éric Lévesque' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'ORCID iD' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show ORCID iD' }).check();
  await expect(page).toHaveURL(/[?&]showOrcid=true/);
  await expect(page.getByRole('columnheader', { name: 'ORCID iD' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Éric Lévesque' }).getByRole('link', { name: `${address} (opens in a new tab)` })).toBeVisible();

  // Éric's own iD again, for the other tests; typed with a lower-case x, it comes back canonical.
  await visitInApp(page, `/members/${ERIC}/private`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await orcidField(page).fill(ERIC_ORCID.toLowerCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notifications(page)).toContainText('Success!');
  await expect(orcidField(page)).toHaveValue(ERIC_ORCID);
});
