import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/shell';

/**
 * Issue 18 acceptance, the prerendered signed-out shell (docs/adr/0048-prerendered-shell.md):
 * with JavaScript disabled the home page shows the header, the welcome text and the Login button;
 * with JavaScript on, a French visitor sees no English text at any moment, and the SPA takes over
 * without a layout shift, with the focus kept. The SPA's entry script is held back until the
 * prerendered shell has painted, so that every test really sees the takeover of a painted page.
 */

/** English texts of the signed-out home page: none may be painted for a French visitor. */
const ENGLISH = [
  /\bLogin\b/,
  /Welcome to the member portal/,
  /If you are a member/,
  /\bMembers\b/,
  /Skip to main content/,
  /Member portal/,
  /At a glance/,
  /All rights reserved/,
  /Aurora Research Network/,
  /\bLoading\b/,
];

/** The parts whose place must not move when the SPA takes over. */
const PARTS = ['.site-header', 'h1', '.greeting .login-button', '.tiles', '.site-footer'];

interface Recording {
  frames: Array<{ prerendered: boolean; text: string }>;
  takeovers: Array<{ addedApp: boolean; rootEmptyAfter: boolean }>;
  /** Layout shifts, with what moved (to explain a failure). */
  shifts: Array<{ value: number; moved: string[] }>;
}

interface NodeLike {
  classList?: { contains(name: string): boolean };
  outerHTML?: string;
}

/** The parts of the page's globals the recorder uses (the e2e code is type-checked without DOM types). */
interface RecorderWindow {
  __recording: Recording;
  __stopRecording?: boolean;
  __prerenderPainted?: () => void;
  document: {
    body: { innerText: string } | null;
    querySelector(selector: string): unknown;
    getElementById(id: string): { childElementCount: number } | null;
  };
  localStorage: { setItem(key: string, value: string): void };
  requestAnimationFrame(callback: () => void): number;
  PerformanceObserver: new (callback: (list: { getEntries(): unknown[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  MutationObserver: new (callback: (records: Array<{ addedNodes: Iterable<NodeLike>; removedNodes: Iterable<NodeLike> }>) => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
  };
}

/**
 * Runs before the page's own scripts: samples the visible text (innerText skips what CSS hides)
 * in every animation frame, right before the browser paints it; records the DOM change that
 * removes the prerendered copies, and the layout shifts.
 */
function recorder() {
  const w = globalThis as unknown as RecorderWindow;
  const recording: Recording = { frames: [], takeovers: [], shifts: [] };
  w.__recording = recording;
  new w.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as {
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node?: NodeLike; previousRect: unknown; currentRect: unknown }>;
      };
      // As Lighthouse's CLS: a shift right after an input (the skip link appearing on Tab) is not one.
      if (shift.hadRecentInput) continue;
      const moved = shift.sources.map(
        (source) => `${source.node?.outerHTML?.slice(0, 80)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
      );
      recording.shifts.push({ value: shift.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const sample = () => {
    if (w.document.body) {
      const prerendered = w.document.querySelector('#root > .prerendered') !== null;
      recording.frames.push({ prerendered, text: w.document.body.innerText });
      if (prerendered) w.__prerenderPainted?.();
    }
    if (!w.__stopRecording) w.requestAnimationFrame(sample);
  };
  w.requestAnimationFrame(sample);
  const has = (nodes: Iterable<NodeLike>, name: string) => [...nodes].some((node) => node.classList?.contains(name));
  new w.MutationObserver((records) => {
    if (!records.some((record) => has(record.removedNodes, 'prerendered'))) return;
    recording.takeovers.push({
      addedApp: records.some((record) => has(record.addedNodes, 'app')),
      rootEmptyAfter: w.document.getElementById('root')?.childElementCount === 0,
    });
  }).observe(w.document, { childList: true, subtree: true });
}

/**
 * Opens the home page with the SPA's entry script held until the prerendered shell has painted;
 * `beforeBoot` runs in between (on the painted, prerendered page). The counts stay held too, so
 * that the tiles keep their skeleton while the takeover is measured (the counts' arrival is not
 * the takeover); the returned function lets them through.
 */
async function openHeldBack(page: Page, beforeBoot: () => Promise<void> = async () => {}): Promise<() => void> {
  let releaseCounts!: () => void;
  const countsReleased = new Promise<void>((resolve) => (releaseCounts = resolve));
  await page.route('**/api/stats/counts', async (route) => {
    await countsReleased;
    await route.continue();
  });
  let painted!: () => void;
  const paintedOnce = new Promise<void>((resolve) => (painted = resolve));
  await page.exposeFunction('__prerenderPainted', () => painted());
  await page.addInitScript(recorder);
  const released = paintedOnce.then(beforeBoot);
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await released;
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.locator('#root > .app')).toHaveCount(1);
  return releaseCounts;
}

async function stopRecording(page: Page): Promise<Recording> {
  return page.evaluate(() => {
    const w = globalThis as unknown as RecorderWindow;
    w.__stopRecording = true;
    return w.__recording;
  });
}

async function boxes(page: Page): Promise<Array<{ part: string; x: number; y: number; width: number; height: number }>> {
  const out = [];
  for (const part of PARTS) {
    const box = await page.locator(`${part} >> visible=true`).first().boundingBox();
    expect(box, part).not.toBeNull();
    out.push({ part, ...box! });
  }
  return out;
}

async function javaScriptDisabledPage(browser: Browser, baseURL: string, storedFrench: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
    ...(storedFrench
      ? { storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'preferred-language', value: 'false' }] }] } }
      : {}),
  });
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

test('without JavaScript: the header, the welcome text and the Login button, in the default language; with it, the same places after the takeover', async ({
  browser,
  baseURL,
  page,
}) => {
  const still = await javaScriptDisabledPage(browser, baseURL!, false);
  const banner = still.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Aurora Research Network - Home' })).toBeVisible();
  await expect(banner.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(still.getByRole('heading', { level: 2, name: 'Welcome to the member portal!' })).toBeVisible();
  await expect(still.getByRole('main').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(still.getByRole('contentinfo')).toContainText('All rights reserved');
  await expect(still.getByText('Bienvenue sur le portail des membres')).toBeHidden();
  const before = await boxes(still);
  await still.context().close();

  // The stored language needs a script to be read: without JavaScript, French stored, the page
  // still shows one language, the default one.
  const french = await javaScriptDisabledPage(browser, baseURL!, true);
  await expect(french.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(french.getByRole('heading', { level: 2, name: 'Welcome to the member portal!' })).toBeVisible();
  await expect(french.getByText('Bienvenue sur le portail des membres')).toBeHidden();
  await french.context().close();

  // With JavaScript: the prerendered page paints, a visitor tabs to the logo, then the SPA boots.
  await page.setViewportSize({ width: 1280, height: 900 });
  const releaseCounts = await openHeldBack(page, async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('.prerendered .logo-link >> visible=true')).toBeFocused();
  });
  const recording = await stopRecording(page);
  expect(recording.frames.some((frame) => frame.prerendered)).toBe(true);
  // One commit: the DOM change that removes the prerendered copies adds the SPA's own page.
  expect(recording.takeovers).toEqual([{ addedApp: true, rootEmptyAfter: false }]);
  expect(recording.shifts).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Aurora Research Network - Home' })).toBeFocused();
  const after = await boxes(page);
  for (const [index, box] of after.entries()) {
    const was = before[index]!;
    expect(Math.abs(box.x - was.x), box.part).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - was.y), box.part).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - was.width), box.part).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - was.height), box.part).toBeLessThanOrEqual(1);
  }
  releaseCounts();
});

test('a French visitor sees no English text from the first paint to after the takeover; axe clean before the SPA boots', async ({ page }) => {
  await page.addInitScript(() => (globalThis as unknown as RecorderWindow).localStorage.setItem('preferred-language', 'false'));
  const releaseCounts = await openHeldBack(page, async () => {
    // The prerendered French shell, before any of the SPA's code ran.
    await expectNoAxeViolations(page);
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Bienvenue sur le portail des membres\u00a0!' })).toBeVisible();
  const recording = await stopRecording(page);
  expect(recording.frames.filter((frame) => frame.prerendered).length).toBeGreaterThan(0);
  expect(recording.frames.filter((frame) => !frame.prerendered).length).toBeGreaterThan(0);
  expect(recording.frames.some((frame) => frame.prerendered && frame.text.includes('Connecter'))).toBe(true);
  for (const frame of recording.frames) {
    for (const english of ENGLISH) expect(frame.text).not.toMatch(english);
  }
  expect(recording.shifts).toEqual([]);
  // The booted page's axe check in both languages is accessibility.spec.ts's (visitor, "/").
  releaseCounts();
});
