import { expect, type Page } from '@playwright/test';

/** Where a stack's run folder keeps its stored sign-in states (scripts/test.ts gives each run its own folder). */
export function storageStateIn(runDir: string, role: DemoRole): string {
  return `${runDir || '.cache/test'}/auth/${role}.json`;
}

export type DemoRole = 'admin' | 'member' | 'guest' | 'newcomer';

export const DEMO_EMAILS: Record<DemoRole, string> = {
  admin: 'admin@aurora-network.example',
  member: 'member@aurora-network.example',
  guest: 'guest@aurora-network.example',
  newcomer: 'newcomer@aurora-network.example',
};

/** The stored sign-in state of this worker's stack. */
export function storageStateOf(role: DemoRole): string {
  return storageStateIn(process.env.PORTAL_TEST_RUN_DIR ?? '', role);
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
