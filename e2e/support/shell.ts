import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The language toggle of the header, in either language. */
export function languageToggle(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^(FR - Français|EN - English)$/ });
}

/** Switches to French (from English) with the header's toggle and waits for it to apply. */
export async function switchToFrench(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'FR - Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/** Switches back to English with the header's toggle and waits for it to apply (and to be stored). */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'EN - English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** The avatar button (account menu). */
export function avatarButton(page: Page) {
  return page.getByRole('button', { name: /(account menu of|menu du compte de)/ });
}

/** Zero accessibility violations (WCAG 2.0–2.2 A and AA rules) on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself. The default mode opens a blank page for every scan
  // to merge the frames' results; our pages have no frames of their own, and that page cost
  // 0.7 s of the 1.7 s a scan took on this 2-core machine (same rules, same results).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** The API requests the page makes from now on (paths). */
export function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

/** The parts of the browser's globals these helpers use (the e2e code is type-checked without DOM types). */
interface BrowserGlobals {
  history: { state: { portalSeq?: number } | null; pushState(state: unknown, unused: string, url: string): void };
  dispatchEvent(event: unknown): boolean;
  PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
  document: { documentElement: { scrollWidth: number } };
}

/**
 * Goes to an in-app path without reloading, as a link would (a new history entry numbered after
 * the current one), so a test can visit many paths quickly.
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const w = globalThis as unknown as BrowserGlobals;
    const state = { portalSeq: (w.history.state?.portalSeq ?? 0) + 1 };
    w.history.pushState(state, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate', { state }));
  }, path);
}

/** Width of the document: more than the viewport means the page scrolls sideways. */
export function documentScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.scrollWidth);
}
