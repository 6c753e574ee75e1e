import { AppRoutes } from './app-routes';
import { ApiCacheProvider } from './lib/api/swr-setup';
import type { SessionStore } from './lib/auth/session';
import { SessionProvider } from './lib/auth/session-context';
import type { Language } from './lib/i18n/dictionary';
import { LanguageProvider } from './lib/i18n/language-context';
import { AppShell } from './features/shell/app-shell';

export function App({ store, initialLanguage }: { store: SessionStore; initialLanguage?: Language }) {
  return (
    <LanguageProvider {...(initialLanguage ? { initialLanguage } : {})}>
      <SessionProvider store={store}>
        <ApiCacheProvider>
          <AppShell>
            <AppRoutes />
          </AppShell>
        </ApiCacheProvider>
      </SessionProvider>
    </LanguageProvider>
  );
}
