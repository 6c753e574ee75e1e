/**
 * Focus across the SPA's takeover of the prerendered shell (docs/adr/0048-prerendered-shell.md):
 * the first commit replaces the prerendered copy with the SPA's own elements, which drops the
 * focus of a visitor who already tabbed into the page. The focused element's place among the
 * focusable elements of the copy is read before the commit and given back after it, to the
 * element at the same place (the SPA's first render has the same elements in the same order).
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The place of the focused element among the focusable elements of the prerendered copy, or null. */
export function prerenderedFocusIndex(root: HTMLElement): number | null {
  const active = root.ownerDocument.activeElement;
  const copy = active?.closest('.prerendered');
  if (!active || !copy || !root.contains(copy)) return null;
  const index = Array.from(copy.querySelectorAll(FOCUSABLE)).indexOf(active);
  return index >= 0 ? index : null;
}

/** Focuses the element at `index` among the focusable elements of the rendered app, if nothing else took focus. */
export function restoreFocusIndex(root: HTMLElement, index: number | null): void {
  if (index === null) return;
  const active = root.ownerDocument.activeElement;
  if (active && active !== root.ownerDocument.body) return;
  root.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus();
}

/** The attribute of `<html>` where public/lang-init.js remembers a press on a prerendered button. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';

/**
 * Makes again, on the rendered app, the press public/lang-init.js remembered on a prerendered
 * button (the `index`-th button of its copy; the app's first render has the same buttons in the
 * same order): a Login pressed while the SPA was starting still signs in.
 */
export function replayPendingClick(root: HTMLElement): void {
  const html = root.ownerDocument.documentElement;
  const pending = html.getAttribute(PENDING_CLICK_ATTRIBUTE);
  if (pending === null) return;
  html.removeAttribute(PENDING_CLICK_ATTRIBUTE);
  root.querySelectorAll<HTMLButtonElement>('button')[Number(pending)]?.click();
}

/**
 * Keeps the focus across the SPA's first commit into `root`, and makes again a press on a
 * prerendered button: the focused element's place is
 * followed from now on (the visitor may still be tabbing while the SPA renders), and given back
 * once the prerendered copies are gone (a mutation observer's callback runs right after the
 * commit, before the next paint).
 */
export function keepFocusAcrossTakeover(root: HTMLElement): void {
  if (!root.querySelector(':scope > .prerendered')) return;
  let index = prerenderedFocusIndex(root);
  const follow = () => {
    index = prerenderedFocusIndex(root);
  };
  root.addEventListener('focusin', follow);
  const observer = new MutationObserver(() => {
    if (root.querySelector(':scope > .prerendered')) return;
    observer.disconnect();
    root.removeEventListener('focusin', follow);
    restoreFocusIndex(root, index);
    replayPendingClick(root);
  });
  observer.observe(root, { childList: true });
}
