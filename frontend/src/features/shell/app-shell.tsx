import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ToastRegion } from '../../components/toast-region';
import { ErrorBoundary } from '../../components/error-boundary';
import { LiveRegions } from '../../components/live-regions';
import { Skeleton } from '../../components/skeleton';
import { announce } from '../../lib/announcer';
import { config } from '../../lib/config';
import { requestHeadingFocus } from '../../lib/focus';
import { useLanguage } from '../../lib/i18n/language-context';
import { useCameFromTraversal } from '../../lib/navigation/navigation';
import { useUnsavedStore } from '../../lib/unsaved/unsaved-context';
import { documentTitle, sectionTitleKey } from '../../lib/page-title';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';

const UnsavedChangesPrompt = lazy(() =>
  import('../../components/unsaved-changes-prompt').then((module) => ({ default: module.UnsavedChangesPrompt })),
);

/**
 * The unsaved-changes prompt, whose code (a dialog) loads when a form first has unsaved changes:
 * long before it can be needed, and never on the signed-out first screen (issue 18). Once there,
 * it stays mounted.
 */
function UnsavedPromptSlot() {
  const store = useUnsavedStore();
  const snapshot = () => store.getSnapshot().dirty || store.getSnapshot().prompt !== null;
  const needed = useSyncExternalStore(store.subscribe, snapshot, snapshot);
  const [loaded, setLoaded] = useState(false);
  if (needed && !loaded) setLoaded(true);
  return loaded || needed ? (
    <Suspense fallback={null}>
      <UnsavedChangesPrompt />
    </Suspense>
  ) : null;
}

/** While a route's code loads: a skeleton as tall as the window, so the footer does not jump. */
function RouteSkeleton() {
  return (
    <div className="route-skeleton">
      <Skeleton lines={5} />
    </div>
  );
}

/**
 * The frame of every route (spec 4-shell §4.1): skip link, header, notifications, main, footer.
 * Sets the document title on every route and language change (§4.5) and, after a navigation,
 * scrolls to the top (or keeps the restored position after back/forward), moves focus to the new
 * heading and announces the title (§4.12.2).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const traversal = useCameFromTraversal();
  const { t } = useLanguage();
  const title = documentTitle(config.shortName, t(sectionTitleKey(path)));
  const previousPath = useRef<string | null>(null);
  const mainRef = useRef<HTMLElement>(null);
  // Set while rendering the new path, before the new page's heading mounts.
  // eslint-disable-next-line react-hooks/refs -- reading the previous path is the point here
  if (previousPath.current !== null && previousPath.current !== path) requestHeadingFocus(path);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (previousPath.current !== null && previousPath.current !== path) {
      if (!traversal) window.scrollTo(0, 0);
      announce(document.title, 'polite');
    }
    previousPath.current = path;
  }, [path, traversal]);

  return (
    <div className="app">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('app.skipLink')}
      </a>
      <NavBar />
      <ToastRegion />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <div className="main-inner">
          <ErrorBoundary key={path}>
            <Suspense fallback={<RouteSkeleton />}>{children}</Suspense>
          </ErrorBoundary>
        </div>
      </main>
      <SiteFooter />
      <UnsavedPromptSlot />
      <LiveRegions />
    </div>
  );
}
