import { expect, type Page } from '@playwright/test';

/** Stored sign-in states of this run (scripts/test.ts gives each run its own folder). */
export const AUTH_DIR = `${process.env.PORTAL_TEST_RUN_DIR ?? '.cache/test'}/auth`;

export type DemoRole = 'admin' | 'member' | 'guest' | 'newcomer';

export const DEMO_EMAILS: Record<DemoRole, string> = {
  admin: 'admin@aurora-network.example',
  member: 'member@aurora-network.example',
  guest: 'guest@aurora-network.example',
  newcomer: 'newcomer@aurora-network.example',
};

export function storageStateOf(role: DemoRole): string {
  return `${AUTH_DIR}/${role}.json`;
}

/**
 * Signs in exactly as a person does: the Login button, MSAL's redirect to the local provider,
 * the identity's button there, and the redirect back to the page where Login was pressed.
 */
export async function signInThroughUi(page: Page, email: string): Promise<void> {
  const before = new URL(page.url());
  await loginButton(page).click();
  await page.waitForURL((url) => url.pathname === '/authorize');
  await page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await page.waitForURL((url) => url.origin === before.origin && url.pathname === before.pathname);
  await expect(page.getByRole('button', { name: /account menu of/ })).toBeVisible();
}

/** The menu landmark, named "Main menu" / "Menu principal". */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });
}

/** The visible labels of the top-level menu entries, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const entries = mainMenu(page).locator(':scope > ul > li > a, :scope > ul > li > button');
  return (await entries.allInnerTexts()).map((text) => text.trim());
}

/** The Login button of the navigation bar (home and guarded pages show another one). */
export function loginButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^(Login|Connecter)$/ });
}
