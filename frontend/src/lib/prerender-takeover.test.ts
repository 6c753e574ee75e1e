import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusAcrossTakeover, PENDING_CLICK_ATTRIBUTE, prerenderedFocusIndex, restoreFocusIndex } from './prerender-takeover';

const COPY = '<a href="#main">Skip</a><a href="/" class="logo">Logo</a><button>Menu</button><main id="main" tabindex="-1"><button class="login">Login</button></main>';

function rootWithCopies(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div class="prerendered" lang="en">${COPY}</div><div class="prerendered" lang="fr" style="display: none">${COPY}</div>`;
  document.body.append(root);
  return root;
}

/** What the SPA's first commit does: the prerendered copies make way for its own elements. */
function takeOver(root: HTMLElement): void {
  root.innerHTML = `<div class="app">${COPY}</div>`;
}

describe('focus across the takeover of the prerendered shell', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('gives the focus back to the element at the same place', () => {
    const root = rootWithCopies();
    root.querySelector<HTMLElement>('.prerendered[lang="en"] .login')!.focus();
    const index = prerenderedFocusIndex(root);
    expect(index).toBe(4);
    takeOver(root);
    expect(document.activeElement).toBe(document.body);
    restoreFocusIndex(root, index);
    expect(document.activeElement).toBe(root.querySelector('.app .login'));
  });

  it('does nothing when no prerendered element had the focus', () => {
    const root = rootWithCopies();
    expect(prerenderedFocusIndex(root)).toBeNull();
    takeOver(root);
    restoreFocusIndex(root, null);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where the SPA put it', () => {
    const root = rootWithCopies();
    root.querySelector<HTMLElement>('.prerendered[lang="en"] .logo')!.focus();
    const index = prerenderedFocusIndex(root);
    takeOver(root);
    root.querySelector<HTMLElement>('.app .login')!.focus();
    restoreFocusIndex(root, index);
    expect(document.activeElement).toBe(root.querySelector('.app .login'));
  });

  it('follows the focus until the takeover, then gives it back right after the commit', async () => {
    const root = rootWithCopies();
    root.querySelector<HTMLElement>('.prerendered[lang="en"] .login')!.focus();
    keepFocusAcrossTakeover(root);
    // The visitor tabs on while the SPA's code runs.
    root.querySelector<HTMLElement>('.prerendered[lang="en"] .logo')!.focus();
    takeOver(root);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(root.querySelector('.app .logo'));
    // Later changes of the app are left alone.
    root.querySelector<HTMLElement>('.app .login')!.focus();
    takeOver(root);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing on a page without a prerendered shell', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    keepFocusAcrossTakeover(root);
    takeOver(root);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.body);
  });

  it('makes again, right after the commit, a press lang-init.js remembered on a prerendered button', async () => {
    const root = rootWithCopies();
    // lang-init.js remembered a press on the copy's second button (Login).
    document.documentElement.setAttribute(PENDING_CLICK_ATTRIBUTE, '1');
    keepFocusAcrossTakeover(root);
    const pressed: string[] = [];
    takeOver(root);
    root.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => pressed.push(button.textContent ?? '')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toEqual(['Login']);
    expect(document.documentElement.hasAttribute(PENDING_CLICK_ATTRIBUTE)).toBe(false);
    // Once only.
    takeOver(root);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toEqual(['Login']);
  });
});
