import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations } from './support/shell';

/**
 * Issue 5: keywords on the member private page (5-pages §5.4.8, 4-shell §4.11.1, §4.11.4): an
 * administrator creates a keyword from the selector, renames it, saves it on a member, and the
 * members list filters by it (from the URL and from the keyword tag). Pieter is a demo member
 * no other spec reads; the keyword is removed from him at the end.
 */
const PIETER = 'member-pieter-van-der-berg';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.use({ storageState: storageStateOf('admin') });

async function openEdit(page: Page) {
  await page.goto(`/members/${PIETER}/private`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pieter van der Berg' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('combobox', { name: 'Keywords' })).toBeVisible();
}

test('an administrator creates and renames a keyword, saves it on a member, and the members list filters by it', async ({ page }) => {
  const stamp = Date.now();
  const english = `Snow mobility ${stamp}`;
  const french = `Mobilité hivernale ${stamp}`;
  await openEdit(page);
  const input = page.getByRole('combobox', { name: 'Keywords' });
  await input.fill(english);
  await page.getByRole('option', { name: `Create keyword “${english}”` }).click();

  const create = page.getByRole('dialog', { name: 'New keyword' });
  await expect(create.getByRole('textbox', { name: 'English' })).toHaveValue(english);
  // The rules are checked on submit: an existing name, and at least one language.
  await create.getByRole('textbox', { name: 'French' }).fill('Vieillissement');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByRole('textbox', { name: 'French' })).toHaveAttribute('aria-invalid', 'true');
  await expect(create.getByText('This keyword already exists.')).toBeVisible();
  await create.getByRole('textbox', { name: 'French' }).fill('');
  await create.getByRole('textbox', { name: 'English' }).fill('');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByRole('textbox', { name: 'English' })).toHaveAttribute('aria-invalid', 'true');
  await expect(create.getByText('Provide at least one language.')).toHaveCount(2);
  await create.getByRole('textbox', { name: 'English' }).fill(english);
  await create.getByRole('textbox', { name: 'French' }).fill(french);
  await expect(create.getByText('Provide at least one language.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(input).toBeFocused();
  const label = `${english} / ${french}`;
  await expect(page.getByRole('button', { name: `Remove ${label}` })).toBeVisible();

  // Administrators rename from the tag's pencil; the new name shows at once.
  const renamed = `${french} corrigé`;
  await page.getByRole('button', { name: `Edit keyword ${label}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit keyword' });
  await expect(edit.getByText('This will affect every member with this keyword!', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await edit.getByRole('textbox', { name: 'French' }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const newLabel = `${english} / ${renamed}`;
  await expect(page.getByRole('button', { name: `Remove ${newLabel}` })).toBeVisible();

  // The keyword's creation and rename showed "Success!" already: wait for the member's own save
  // (under load, Done pressed while it was still on its way rightly asked about unsaved changes).
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes(`/api/update-member/${PIETER}/public`));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(notifications(page)).toContainText('Success!');
  await page.getByRole('button', { name: 'Done' }).click();

  // The view's keyword tag links to the members list filtered by it.
  const tag = page.getByRole('link', { name: newLabel });
  const href = await tag.getAttribute('href');
  expect(href).toMatch(/^\/members\?keywords=[^&]+$/);
  await tag.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
  await expect(page.getByText(/^1 of \d+ members$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pieter van der Berg' })).toBeVisible();

  // From the URL alone.
  await page.goto('/members');
  await expect(page.getByText(/^\d+ members$/)).toBeVisible();
  await page.goto(href!);
  await expect(page.getByText(/^1 of \d+ members$/)).toBeVisible();

  // From the keyword tag button of the list.
  await page.goto('/members');
  await page.getByRole('button', { name: `Filter by keyword ${english}` }).click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
  await expect(page.getByText(/^1 of \d+ members$/)).toBeVisible();

  // Clean up: Pieter loses the keyword again.
  await openEdit(page);
  await page.getByRole('button', { name: `Remove ${newLabel}` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notifications(page)).toContainText('Success!');
});
