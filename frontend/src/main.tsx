import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { apiFetch, configureFetcherAuth } from './lib/api/fetcher';
import { createLazyAuthClient, knownSignedOut, localStorageOrUndefined } from './lib/auth/lazy-auth-client';
import { INITIAL_SESSION, SessionStore, type LocalAccount } from './lib/auth/session';
import { config } from './lib/config';
import { applyDocumentLanguage, getActiveLanguage } from './lib/i18n/active-language';
import { loadTexts, translate } from './lib/i18n/dictionary';
import { readStoredLanguage } from './lib/i18n/language-storage';
import { LocationStore } from './lib/navigation/location-store';
import { keepFocusAcrossTakeover } from './lib/prerender-takeover';
import { notifyWarning, toastSessionNotifier } from './lib/notify';
import { UnsavedChangesStore } from './lib/unsaved/unsaved-changes';
import './styles.css';

// The language is applied before the first render (public/lang-init.js already did it before
// the first paint; this keeps both in step).
const language = readStoredLanguage();
applyDocumentLanguage(language);

// The location store numbers history entries and lets the unsaved-changes guard stop navigation.
const location = new LocationStore(window);
const unsaved = new UnsavedChangesStore({
  fieldInvalid: () => notifyWarning(translate(getActiveLanguage(), 'toast.fieldInvalid')),
});
location.setGuard(unsaved);

// Nobody to restore: signed out from the first render (no loading state, no layout shift).
const initialSession = knownSignedOut(window.location, localStorageOrUndefined())
  ? { ...INITIAL_SESSION, status: 'signed-out' as const }
  : INITIAL_SESSION;

const store = new SessionStore(
  {
    auth: createLazyAuthClient(config),
    fetchAccount: (path) => apiFetch<LocalAccount>(path),
    notifier: toastSessionNotifier,
    replaceUrl: (path) => location.replace(path),
    // Local mode only: tests may name the identity to sign in directly (local provider login_hint).
    loginHint: () => {
      if (config.authMode !== 'local') return undefined;
      try {
        return sessionStorage.getItem('portal.login-hint') ?? undefined;
      } catch {
        return undefined;
      }
    },
  },
  initialSession,
);
configureFetcherAuth({ getToken: () => store.getApiToken(), onUnauthorized: () => store.expire() });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const start = () => {
  // The sign-in library may rewrite the address while handling its answer: read it again after.
  // Started once the texts are there, since it may raise a notification (session expired).
  void store.start().finally(() => location.resync());
  // The first commit replaces the prerendered shell of index.html (docs/adr/0048), keeping the focus.
  keepFocusAcrossTakeover(root);
  // A transition: React renders the application in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task; the prerendered page stays until the commit.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} location={location} unsaved={unsaved} initialLanguage={language} />
      </StrictMode>,
    );
  });
};
// The shell's texts in the active language come first (a few kB, preloaded by lang-init.js in the
// production build); the other language and the other pages' texts load when needed (issue 18).
loadTexts(language, 'shell').then(start, (error: unknown) => {
  // Nothing sensible renders without texts: one more try, then the error is reported.
  loadTexts(language, 'shell').then(start, () => {
    throw error;
  });
});
