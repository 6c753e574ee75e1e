import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToFrench } from './support/shell';

/**
 * The accounts list (5-pages §5.5.1: filters, toggles and sorting through the URL) and the
 * account page's name and login e-mail changes (§5.5.2), on an account the test registers.
 */
test.use({ storageState: storageStateOf('admin') });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function registerAccount(page: Page, first: string, last: string, email: string): Promise<string> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register an account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(last);
  await page.getByRole('textbox', { name: 'Login e-mail', exact: false }).first().fill(email);
  await page.getByRole('textbox', { name: 'Confirm the login e-mail' }).fill(email);
  await page.getByRole('checkbox', { name: 'Also register as a member' }).uncheck();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/accounts\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${first} ${last}` })).toBeVisible();
  return decodeURIComponent(/\/accounts\/([^/?]+)/.exec(page.url())?.[1] ?? '');
}

test('an administrator changes an account name and its login e-mail (with confirmation)', async ({ page }) => {
  const stamp = Date.now();
  const email = `edit-${stamp}@e2e.example`;
  const newEmail = `renamed-${stamp}@e2e.example`;
  const id = await registerAccount(page, 'Gaëlle', 'Avant', email);

  await page.getByRole('button', { name: 'Change name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Change name: Gaëlle Avant' });
  await expect(nameDialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Gaëlle');
  await nameDialog.getByRole('textbox', { name: 'Last name' }).fill(`Après ${stamp}`);
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toHaveCount(0);
  const newName = `Gaëlle Après ${stamp}`;
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

  await page.getByRole('button', { name: 'Change login e-mail' }).click();
  const emailDialog = page.getByRole('dialog', { name: `Change login e-mail: ${email}` });
  await emailDialog.getByRole('textbox', { name: /^New login e-mail/ }).fill(newEmail);
  await emailDialog.getByRole('textbox', { name: /^Confirm the new login e-mail/ }).fill(`x${newEmail}`);
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(emailDialog.getByText('The two e-mail addresses do not match.')).toBeVisible();
  await emailDialog.getByRole('textbox', { name: /^Confirm the new login e-mail/ }).fill(newEmail.toUpperCase());
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(emailDialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: newEmail })).toHaveAttribute('href', `mailto:${newEmail}`);
  await expect(page.getByText('Not linked yet: the next sign-in with this address will link it.')).toBeVisible();

  // After a reload both changes are still there (they were saved, not only shown).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('link', { name: newEmail })).toBeVisible();
  await expectNoAxeViolations(page);

  // The list shows the account under its new name and e-mail, found through the URL filters.
  await page.goto(`/accounts?accountIds=${encodeURIComponent(id)}&roles=nonMember,neverSignedIn&showWorkEmail=true`);
  const table = page.getByRole('table', { name: 'All accounts' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'Gaëlle' })).toBeVisible();
  await expect(table.getByRole('cell', { name: newEmail })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Work e-mail' })).toBeVisible();
  await expect(page.getByText(/^1 of \d+ accounts$/)).toBeVisible();
  await page.goto(`/accounts?accountIds=${encodeURIComponent(id)}&roles=admin`);
  await expect(page.getByText('No results match these filters.')).toBeVisible();
});

test('an administrator may not change their own login e-mail: a warning, no dialog', async ({ page }) => {
  await page.goto('/accounts?roles=admin');
  const own = page.getByRole('row').filter({ hasText: '(you)' });
  await own.getByRole('link').click();
  await expect(page.getByText('Your account')).toBeVisible();
  await page.getByRole('button', { name: 'Change login e-mail' }).click();
  await expect(toasts(page)).toContainText('Admins may not edit their own email. This prevents corrupting your own account.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the accounts list sorts by a column through its header and the URL; axe in both languages', async ({ page }) => {
  await page.goto('/accounts');
  const table = page.getByRole('table', { name: 'All accounts' });
  await expect(table).toBeVisible();
  const emails = () => table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  const collator = new Intl.Collator('en-CA', { sensitivity: 'base' });

  await table.getByRole('button', { name: 'Login e-mail' }).click();
  await expect(page).toHaveURL(/sort=loginEmail&dir=asc/);
  await expect(table.getByRole('columnheader', { name: 'Login e-mail' })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await emails();
  expect(ascending.length).toBeGreaterThan(5);
  expect(ascending).toEqual([...ascending].sort(collator.compare));

  await table.getByRole('button', { name: 'Login e-mail' }).click();
  await expect(page).toHaveURL(/sort=loginEmail&dir=desc/);
  await expect(table.getByRole('columnheader', { name: 'Login e-mail' })).toHaveAttribute('aria-sort', 'descending');
  const descending = await emails();
  expect(descending).toEqual([...ascending].reverse());

  // Back undoes the last change.
  await page.goBack();
  await expect(page).toHaveURL(/sort=loginEmail&dir=asc/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les comptes' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filtres' }).getByText('Filtrer par rôle')).toBeVisible();
  await expectNoAxeViolations(page);
});
