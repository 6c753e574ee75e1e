import { expect, test } from './support/test';
import { DEMO_EMAILS, loginButton, mainMenu, menuLabels, signInThroughUi, storageStateOf } from './support/sign-in';

const REGISTERED_MENU = ['Home', 'Members', 'Products', 'Partners', 'My Profile'];
const ADMIN_MENU = ['Home', 'Members', 'Products', 'Partners', 'Grants', 'Events', 'Supervisions', 'Accounts', 'My Profile'];

test.describe('visitor', () => {
  test('sees only Home and the Login button', async ({ page }) => {
    await page.goto('/');
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu of/ })).toHaveCount(0);
    await expect.poll(() => menuLabels(page)).toEqual(['Home']);
  });
});

test.describe('administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sees the administrator menu and the avatar with both badges', async ({ page }) => {
    await page.goto('/');
    await expect(mainMenu(page).getByRole('link', { name: 'Members' })).toBeVisible();
    await expect.poll(() => menuLabels(page)).toEqual(ADMIN_MENU);
    await page.getByRole('button', { name: /account menu of Claire Dubois-Martin/ }).click();
    const panel = page.getByRole('group', { name: 'Claire Dubois-Martin' });
    await expect(panel).toContainText('admin@aurora-network.example');
    await expect(panel).toContainText('Administrator');
    await expect(panel).toContainText('Member');
  });

  test('lists the active demo members sorted by first name', async ({ page }) => {
    await page.goto('/members');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(38);
    const names = await page.getByRole('table').locator('tbody tr th, tbody tr td:first-child').allInnerTexts();
    const sorted = [...names].sort(new Intl.Collator('en-CA').compare);
    expect(names).toEqual(sorted);
    await expect(page.getByRole('table')).toContainText('Éric');
    await expect(page.getByRole('table')).not.toContainText('Giulia');
  });

  test('logs out without navigating and returns to the visitor state', async ({ page }) => {
    await page.goto('/members');
    await page.getByRole('button', { name: /account menu of/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(loginButton(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/members');
    await expect.poll(() => menuLabels(page)).toEqual(['Home']);
    await page.reload();
    await expect(loginButton(page)).toBeVisible();
  });
});

test.describe('member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('sees the registered menu and the Member badge only', async ({ page }) => {
    await page.goto('/');
    await expect(mainMenu(page).getByRole('link', { name: 'Members' })).toBeVisible();
    await expect.poll(() => menuLabels(page)).toEqual(REGISTERED_MENU);
    await page.getByRole('button', { name: /account menu of Éric Lévesque/ }).click();
    const panel = page.getByRole('group', { name: 'Éric Lévesque' });
    await expect(panel).toContainText('member@aurora-network.example');
    await expect(panel).toContainText('Member');
    await expect(panel).not.toContainText('Administrator');
  });
});

test.describe('registered account without member record', () => {
  test.use({ storageState: storageStateOf('guest') });

  test('sees the registered menu without badges', async ({ page }) => {
    await page.goto('/');
    await expect(mainMenu(page).getByRole('link', { name: 'Members' })).toBeVisible();
    await expect.poll(() => menuLabels(page)).toEqual(REGISTERED_MENU);
  });
});

test.describe('newcomer', () => {
  test.use({ storageState: storageStateOf('newcomer') });

  test('sees the not-registered notice and only Home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /account menu of/ }).click();
    await expect(page.getByText('This account is not registered. If you are a member, please ask an administrator to register you.')).toBeVisible();
    await expect.poll(() => menuLabels(page)).toEqual(['Home']);
  });
});

test('a sign-in returns to the page where Login was pressed', async ({ page }) => {
  await page.goto('/members');
  await signInThroughUi(page, DEMO_EMAILS.member);
  expect(new URL(page.url()).pathname).toBe('/members');
  await expect(page.getByRole('table')).toBeVisible();
});
