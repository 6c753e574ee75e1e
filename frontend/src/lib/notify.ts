/**
 * Toasts (spec 4-shell §4.6): error toasts stay until clicked and are not opened twice with the
 * same text; warnings last 6 s; the account loading messages sit at the bottom right.
 */
import toast from 'react-hot-toast';
import { isSilentError } from './api/fetcher';
import type { SessionNotifier } from './auth/session';
import { getActiveLanguage } from './i18n/active-language';
import { translate, type MessageKey } from './i18n/dictionary';

const ERROR_DURATION = Number.POSITIVE_INFINITY;

/** Shows an error toast with its full text ("Error: ..."). */
export function showErrorToast(text: string): void {
  toast.error(text, {
    id: `error:${text}`,
    duration: ERROR_DURATION,
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}

/** Error toast for a failed call or operation; type errors, skipped calls and 401s are only logged. */
export function notifyError(error: unknown): void {
  if (isSilentError(error)) {
    console.warn(error);
    return;
  }
  const language = getActiveLanguage();
  void import('./api/error-text').then(({ errorToastText }) => showErrorToast(errorToastText(error, language)));
}

/** Error toast with a fixed message of the dictionary. */
export function notifyErrorMessage(key: MessageKey): void {
  const language = getActiveLanguage();
  showErrorToast(translate(language, 'toast.errorPrefix') + translate(language, key));
}

export function notifyWarning(text: string, id?: string): void {
  toast(text, {
    ...(id ? { id } : {}),
    duration: 6000,
    icon: '⚠️',
    className: 'toast-warning',
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}

/** A bottom-right loading message; returns the function that removes it. */
export function showBottomRightLoading(text: string, id: string): () => void {
  toast.loading(text, { id, position: 'bottom-right', duration: ERROR_DURATION });
  return () => toast.remove(id);
}

export const toastSessionNotifier: SessionNotifier = {
  accountLoading(kind) {
    const key = kind === 'startup' ? 'session.loadingAccount' : 'session.refreshing';
    return showBottomRightLoading(translate(getActiveLanguage(), key), `account-${kind}`);
  },
  sessionExpired() {
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
