/**
 * The signed-out shell as static HTML (issue 18, docs/adr/0048-prerendered-shell.md): the build
 * (build/prerender-shell.ts) loads this module through Vite's SSR module loading and writes its
 * markup into index.html, so the header, the home page and the footer paint before the SPA boots.
 *
 * It renders the real components inside the real providers, as main.tsx does, with a signed-out
 * session, a location fixed on one path and an empty API cache (the counter tiles show their
 * loading skeleton, as the SPA's first render does). Nothing here runs in the browser.
 */
import { use, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from './features/home/home-page';
import { AppShell } from './features/shell/app-shell';
import { apiFetch } from './lib/api/fetcher';
import { ApiCacheProvider } from './lib/api/swr-setup';
import { createLazyAuthClient } from './lib/auth/lazy-auth-client';
import { INITIAL_SESSION, SessionStore, type LocalAccount } from './lib/auth/session';
import { SessionProvider } from './lib/auth/session-context';
import { config } from './lib/config';
import { loadAllTexts, type Language } from './lib/i18n/dictionary';
import { LanguageProvider } from './lib/i18n/language-context';
import { LocationStore, type HistoryWindow } from './lib/navigation/location-store';
import { AppRouter } from './lib/navigation/navigation';
import { toastSessionNotifier } from './lib/notify';
import { UnsavedChangesStore } from './lib/unsaved/unsaved-changes';
import { UnsavedChangesProvider } from './lib/unsaved/unsaved-context';

/** The two variants: the home page (path "/") and the frame every other path shows while its code loads. */
export type ShellVariant = 'home' | 'frame';

export const SHELL_LANGUAGES: readonly Language[] = ['en', 'fr'];
export const SHELL_VARIANTS: readonly ShellVariant[] = ['home', 'frame'];

/** A path no menu item matches: the frame's header has no current item. */
const FRAME_PATH = '/prerendered-frame';

/** Both languages' texts, before rendering: the application loads them per language and part. */
export async function prepareTexts(): Promise<void> {
  await loadAllTexts();
}

/** A window whose location stays on `path` and whose history does nothing: the build has no browser. */
function fixedWindow(path: string): HistoryWindow {
  return {
    history: { state: null, pushState: () => {}, replaceState: () => {}, go: () => {} },
    location: { pathname: path, search: '', hash: '' },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
}

const never = new Promise<never>(() => {});

/** A page whose code never arrives: the shell shows its route skeleton (the frame variant). */
function PendingPage(): ReactNode {
  return use(never);
}

/** The markup of one copy of the shell, as the SPA's first render of a signed-out visitor shows it. */
export function renderShell(language: Language, variant: ShellVariant): string {
  const store = new SessionStore(
    {
      auth: createLazyAuthClient(config),
      fetchAccount: (path) => apiFetch<LocalAccount>(path),
      notifier: toastSessionNotifier,
    },
    { ...INITIAL_SESSION, status: 'signed-out' },
  );
  const location = new LocationStore(fixedWindow(variant === 'home' ? '/' : FRAME_PATH));
  const unsaved = new UnsavedChangesStore({ fieldInvalid: () => {} });
  return renderToStaticMarkup(
    <LanguageProvider initialLanguage={language}>
      <SessionProvider store={store}>
        <UnsavedChangesProvider store={unsaved}>
          <AppRouter store={location}>
            {/* A cache of its own per copy: empty, so the tiles render their skeleton. */}
            <ApiCacheProvider provider={() => new Map<string, never>()}>
              <AppShell>{variant === 'home' ? <HomePage /> : <PendingPage />}</AppShell>
            </ApiCacheProvider>
          </AppRouter>
        </UnsavedChangesProvider>
      </SessionProvider>
    </LanguageProvider>,
  );
}

/** Every copy: {en, fr} × {home, frame}. */
export async function renderShellCopies(): Promise<Array<{ language: Language; variant: ShellVariant; html: string }>> {
  await prepareTexts();
  return SHELL_LANGUAGES.flatMap((language) =>
    SHELL_VARIANTS.map((variant) => ({ language, variant, html: renderShell(language, variant) })),
  );
}
