/**
 * The "/" shortcut of the global search (spec 6-data-and-beyond §6.3.3, "Entry points"): its
 * on/off preference, stored in the browser like the language (`search-shortcut`, "true" /
 * "false", §6.3.9), shared by the header (tooltip, key handler) and the search page (checkbox);
 * which key presses it takes; and the request that the search page focus its field.
 */
import { useSyncExternalStore } from 'react';

export const SEARCH_SHORTCUT_STORAGE_KEY = 'search-shortcut';

/** The id of the search page's field (the shortcut focuses it when the page is open). */
export const SEARCH_FIELD_ID = 'search-field';

/** On unless "false" is stored (checked by default). */
export function shortcutFromStoredValue(value: string | null | undefined): boolean {
  return value !== 'false';
}

function read(): boolean {
  try {
    return shortcutFromStoredValue(globalThis.localStorage?.getItem(SEARCH_SHORTCUT_STORAGE_KEY));
  } catch {
    return true;
  }
}

let current: boolean | null = null;
const listeners = new Set<() => void>();

function snapshot(): boolean {
  current ??= read();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the choice (kept in memory when storage is blocked) and tells every reader. */
export function setSearchShortcut(on: boolean): void {
  current = on;
  try {
    globalThis.localStorage?.setItem(SEARCH_SHORTCUT_STORAGE_KEY, on ? 'true' : 'false');
  } catch {
    // Storage blocked: the choice lasts for this page life.
  }
  for (const listener of listeners) listener();
}

export function useSearchShortcut(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}

/** Input types that take typed text: "/" is a character there. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * True when a key press is the shortcut: "/" without Ctrl, Alt or Meta, while focus is not in a
 * text field, text area, select, editable region or open dialog.
 */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>): boolean {
  if (event.key !== '/' || event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  if (target.isContentEditable) return false;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return false;
  if (tag === 'INPUT' && !NON_TEXT_INPUTS.has((target as HTMLInputElement).type)) return false;
  return target.closest('dialog[open], [role="dialog"], [role="alertdialog"]') === null;
}

let focusRequested = false;

/** Called by the header button and the shortcut: the search page focuses its field when it opens. */
export function requestSearchFieldFocus(): void {
  focusRequested = true;
}

/** True once after a request. */
export function consumeSearchFieldFocus(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}
