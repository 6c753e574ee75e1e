import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './components/error-boundary';
import { AppShell } from './features/shell/app-shell';
import { ApiCacheProvider } from './lib/api/swr-setup';
import type { SessionStore } from './lib/auth/session';
import { SessionProvider } from './lib/auth/session-context';
import type { Language } from './lib/i18n/dictionary';
import { LanguageProvider } from './lib/i18n/language-context';
import type { LocationStore } from './lib/navigation/location-store';
import { AppRouter } from './lib/navigation/navigation';
import type { UnsavedChangesStore } from './lib/unsaved/unsaved-changes';
import { UnsavedChangesProvider } from './lib/unsaved/unsaved-context';

export interface AppProps {
  store: SessionStore;
  location: LocationStore;
  unsaved: UnsavedChangesStore;
  initialLanguage?: Language;
}

/** The application: providers, the shell and the routes. The outer boundary is the last resort. */
export function App({ store, location, unsaved, initialLanguage }: AppProps) {
  return (
    <ErrorBoundary plain>
      <LanguageProvider {...(initialLanguage ? { initialLanguage } : {})}>
        <SessionProvider store={store}>
          <UnsavedChangesProvider store={unsaved}>
            <AppRouter store={location}>
              <ApiCacheProvider>
                <AppShell>
                  <AppRoutes />
                </AppShell>
              </ApiCacheProvider>
            </AppRouter>
          </UnsavedChangesProvider>
        </SessionProvider>
      </LanguageProvider>
    </ErrorBoundary>
  );
}
