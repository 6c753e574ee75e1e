import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToEnglish, switchToFrench } from './support/shell';

/** Issue 5: the member private page (Public tab edit) and the public page. Éric is the demo member. */
const ERIC = 'member-eric-levesque';
const prompt = (page: Page) => page.getByRole('alertdialog', { name: 'You have unsaved changes!' });
const website = (page: Page) => page.getByRole('textbox', { name: 'Personal website' });

async function openEdit(page: Page) {
  await page.goto(`/members/${ERIC}/private`);
  await expect(page.getByRole('heading', { level: 1, name: 'Éric Lévesque' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(website(page)).toBeVisible();
}

async function setWebsite(page: Page, value: string) {
  await openEdit(page);
  await website(page).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/Success!|No changes/);
}

test.describe('member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('edits own public profile: invalid URL refused, Save from the unsaved-changes prompt, shown on the public page', async ({ page }) => {
    await openEdit(page);
    const original = await website(page).inputValue();
    await website(page).fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid URL').first()).toBeVisible();
    await expect(website(page)).toHaveAttribute('aria-invalid', 'true');

    await website(page).fill('https://e2e.example/eric');
    await page.getByRole('link', { name: 'View the public page' }).click();
    await prompt(page).getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${ERIC}/public$`));
    const link = page.getByRole('link', { name: /^Website of Éric Lévesque/ });
    await expect(link).toHaveAttribute('href', 'https://e2e.example/eric');
    await expectNoAxeViolations(page);
    await switchToFrench(page);
    await expect(page.getByRole('link', { name: /^Site Web de Éric Lévesque/ })).toHaveAttribute('href', 'https://e2e.example/eric');
    await expectNoAxeViolations(page);

    await switchToEnglish(page);
    await setWebsite(page, original);
  });

  test('the private page passes axe in both languages', async ({ page }) => {
    await page.goto(`/members/${ERIC}/private`);
    await expect(page.getByRole('tab', { name: 'Public' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Insight' })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Private' }).click();
    await expect(page).toHaveURL(/tab=private/);
    await switchToFrench(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('two editors of one member: the second save is refused as stale and keeps its input', async ({ page, browser }) => {
    const other = await browser.newContext({ storageState: storageStateOf('admin') });
    const second = await other.newPage();
    try {
      await openEdit(page);
      await openEdit(second);
      const original = await website(page).inputValue();
      await website(page).fill('https://e2e.example/first');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Success!');

      await website(second).fill('https://e2e.example/second');
      await second.getByRole('button', { name: 'Save' }).click();
      await expect(second.getByText('This record was changed by someone else. Reload to see the latest version.').first()).toBeVisible();
      await expect(website(second)).toHaveValue('https://e2e.example/second');
      await second.getByRole('button', { name: 'Reload' }).click();
      await expect(website(second)).toHaveValue('https://e2e.example/first');

      await expect(page.getByRole('tab', { name: 'Insight' })).toBeVisible();
      await setWebsite(page, original);
    } finally {
      await other.close();
    }
  });

  test('a public page of an unknown member shows the not-found state', async ({ page }) => {
    await page.goto('/members/no-such-member/public');
    await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
  });
});
