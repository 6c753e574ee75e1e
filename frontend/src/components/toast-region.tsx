import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import { subscribeToastsWanted, toastsWanted } from '../lib/notify';

// The toaster and its library (about 6 kB) load with the first toast (issue 18).
const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/** The notifications landmark, empty: what the toaster renders while no toast is on screen. */
function EmptyRegion() {
  const { t } = useLanguage();
  return <section className="toast-region" aria-label={t('app.notifications')} />;
}

/**
 * The notifications region of the shell (spec 4-shell §4.6.1): always there as a landmark; the
 * toaster itself is mounted once a toast is asked for (lib/notify.ts), and stays.
 */
export function ToastRegion() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, toastsWanted);
  if (!wanted) return <EmptyRegion />;
  return (
    <Suspense fallback={<EmptyRegion />}>
      <AppToaster />
    </Suspense>
  );
}
