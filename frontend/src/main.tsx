import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { apiFetch, configureFetcherAuth } from './lib/api/fetcher';
import { createLazyAuthClient } from './lib/auth/lazy-auth-client';
import { SessionStore, type LocalAccount } from './lib/auth/session';
import { config } from './lib/config';
import { applyDocumentLanguage } from './lib/i18n/active-language';
import { readStoredLanguage } from './lib/i18n/language-storage';
import { toastSessionNotifier } from './lib/notify';
import './styles.css';

// The language is applied before the first render (public/lang-init.js already did it before
// the first paint; this keeps both in step).
const language = readStoredLanguage();
applyDocumentLanguage(language);

const store = new SessionStore({
  auth: createLazyAuthClient(config),
  fetchAccount: (path) => apiFetch<LocalAccount>(path),
  notifier: toastSessionNotifier,
  // Local mode only: tests may name the identity to sign in directly (local provider login_hint).
  loginHint: () => {
    if (config.authMode !== 'local') return undefined;
    try {
      return sessionStorage.getItem('portal.login-hint') ?? undefined;
    } catch {
      return undefined;
    }
  },
});
configureFetcherAuth({ getToken: () => store.getApiToken(), onUnauthorized: () => store.expire() });
void store.start();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App store={store} initialLanguage={language} />
  </StrictMode>,
);
