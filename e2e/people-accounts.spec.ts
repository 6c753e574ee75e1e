import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginButton, storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToFrench } from './support/shell';

/** Issue 5: register an account, admin privileges, self-refusal, and My Profile registration. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.use({ storageState: storageStateOf('admin') });

const email = `people-${Date.now()}@e2e.example`;
let accountUrl = '';

test.describe.configure({ mode: 'serial' });

test('an administrator registers an account, then grants and removes admin privileges', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register an account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Noémie');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Testeuse');
  await page.getByRole('textbox', { name: 'Login e-mail', exact: false }).first().fill(email);
  await page.getByRole('textbox', { name: 'Confirm the login e-mail' }).fill(`x${email}`);
  await page.getByRole('checkbox', { name: 'Also register as a member' }).uncheck();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The two e-mail addresses do not match.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm the login e-mail' }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/accounts\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Noémie Testeuse' })).toBeVisible();
  accountUrl = page.url();

  await page.getByRole('button', { name: 'Grant administrator privileges' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText('This account has administrator privileges.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove administrator privileges' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('This account does not have administrator privileges.')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('the registered person', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('signs in and registers as a member from My Profile', async ({ page }) => {
    test.slow();
    await page.goto('/my-profile');
    await loginButton(page).click();
    await page.waitForURL((url) => url.pathname === '/authorize');
    await page.getByLabel('Other e-mail address').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'You have no member profile yet.' })).toBeVisible();
    await expect(page.getByText(`Signed in as Noémie Testeuse (${email}).`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Register as a member' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Noémie Testeuse' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Public' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  });
});

test('the administrator deletes the registered account', async ({ page }) => {
  await page.goto(accountUrl);
  await expect(page.getByText('This account is registered as a member.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('textbox', { name: /Type Noémie Testeuse to confirm/ }).fill('Noémie Testeuse');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
});

test('an administrator may not remove their own admin privileges; the accounts pages pass axe', async ({ page }) => {
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'All accounts' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const own = page.getByRole('row').filter({ hasText: '(you)' });
  await own.getByRole('link').click();
  await expect(page.getByText('Your account')).toBeVisible();
  await page.getByRole('button', { name: 'Remove administrator privileges' }).click();
  await expect(toasts(page)).toContainText(
    'Admins may not remove their own admin permission. This ensures there is always at least one admin.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('This account has administrator privileges.')).toBeVisible();
  await switchToFrench(page);
  await expectNoAxeViolations(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Enregistrer un compte' })).toBeVisible();
  await expectNoAxeViolations(page);
});
