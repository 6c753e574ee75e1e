/**
 * Toasts (spec 4-shell §4.6): loading, success, warning and error toasts at the top centre, the
 * two account messages at the bottom right. Error toasts stay until clicked and the same text is
 * never open twice; warnings last 6 s, successes 3 s. Every toast's text is also sent to the
 * shell's live regions (errors and warnings assertively), which are the only live regions.
 */
import type { default as ToastApi } from 'react-hot-toast';
import { isSilentError } from './api/fetcher';
import { announce } from './announcer';
import type { SessionNotifier } from './auth/session';
import { getActiveLanguage } from './i18n/active-language';
import { translate, type MessageKey } from './i18n/dictionary';

type Toasts = typeof ToastApi;

// The toast library and the toaster load with the first toast, not with the first screen (issue
// 18): until then the calls wait in order. Announcements do not wait (they use the shell's live
// regions, always there).
let toasts: Toasts | null = null;
let toastsLoading: Promise<Toasts> | null = null;
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Loads the toast library (once; a failed load is tried again by the next toast). */
export function loadToasts(): Promise<Toasts> {
  toastsLoading ??= import('react-hot-toast').then(
    (module) => (toasts = module.default),
    (error: unknown) => {
      toastsLoading = null;
      throw error;
    },
  );
  return toastsLoading;
}

/** True once a toast was asked for: the shell then mounts the toaster (components/toast-region.tsx). */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

function withToasts(action: (toast: Toasts) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  if (toasts) {
    action(toasts);
    return;
  }
  loadToasts().then(action, (error: unknown) => console.error('The notifications could not be loaded.', error));
}

const FOREVER = Number.POSITIVE_INFINITY;
export const SUCCESS_DURATION = 3000;
export const WARNING_DURATION = 6000;

/** Texts of the error toasts on screen (kept in step by <AppToaster>). */
const openErrorTexts = new Set<string>();

export function syncOpenErrorTexts(texts: Iterable<string>): void {
  openErrorTexts.clear();
  for (const text of texts) openErrorTexts.add(text);
}

/**
 * Shows an error toast with its full text ("Error: ..."). With `id`, it replaces that toast (the
 * loading toast of an operation); an error toast with the same text already open is not opened
 * again (the loading toast is then just removed).
 */
export function showErrorToast(text: string, id?: string): void {
  if (openErrorTexts.has(text)) {
    if (id) removeToast(id);
    return;
  }
  openErrorTexts.add(text);
  withToasts((toast) => toast.error(text, { id: id ?? `error:${text}`, duration: FOREVER }));
  announce(text, 'assertive');
}

/**
 * Error toast for a failed call or operation (spec 4-shell §4.6.2). Type errors, aborted and
 * skipped calls and 401s are only logged (§4.6.3, 1-roles §1.5.4); a loading toast `id` is then
 * removed.
 */
export function notifyError(error: unknown, id?: string): void {
  if (isSilentError(error)) {
    console.warn(error);
    if (id) removeToast(id);
    return;
  }
  const language = getActiveLanguage();
  void import('./api/error-text').then(({ errorToastText }) => showErrorToast(errorToastText(error, language), id));
}

/** Error toast with a fixed message of the dictionary. */
export function notifyErrorMessage(key: MessageKey): void {
  const language = getActiveLanguage();
  showErrorToast(translate(language, 'toast.errorPrefix') + translate(language, key));
}

export function notifyWarning(text: string, id?: string): void {
  withToasts((toast) => toast(text, { ...(id ? { id } : {}), duration: WARNING_DURATION, className: 'warning' }));
  announce(text, 'assertive');
}

/** Success toast; with `id` it replaces that operation's loading toast. */
export function notifySuccess(id?: string, text = translate(getActiveLanguage(), 'toast.success')): void {
  withToasts((toast) => toast.success(text, { ...(id ? { id } : {}), duration: SUCCESS_DURATION }));
  announce(text, 'polite');
}

/** A top-centre loading toast that stays until replaced by its outcome or removed. */
export function showLoadingToast(text: string, id: string): void {
  withToasts((toast) => toast.loading(text, { id, duration: FOREVER }));
  announce(text, 'polite');
}

export function removeToast(id: string): void {
  // Nothing to remove before the library is there, unless a toast is waiting for it.
  if (toasts || toastsLoading) withToasts((toast) => toast.remove(id));
}

/** A bottom-right loading message; returns the function that removes it. */
export function showBottomRightLoading(text: string, id: string): () => void {
  withToasts((toast) => toast.loading(text, { id, position: 'bottom-right', duration: FOREVER }));
  announce(text, 'polite');
  return () => removeToast(id);
}

export const toastSessionNotifier: SessionNotifier = {
  accountLoading(kind) {
    const key = kind === 'startup' ? 'session.loadingAccount' : 'session.refreshing';
    return showBottomRightLoading(translate(getActiveLanguage(), key), `account-${kind}`);
  },
  sessionExpired() {
    // One shared key: several calls failing together show one warning.
    notifyWarning(translate(getActiveLanguage(), 'session.sessionExpired'), 'session-expired');
  },
  error(error) {
    notifyError(error);
  },
  loginFailed() {
    notifyErrorMessage('session.loginFailed');
  },
  logoutFailed() {
    notifyErrorMessage('session.logoutFailed');
  },
};
