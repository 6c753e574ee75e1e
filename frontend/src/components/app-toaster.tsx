import toast, { ToastBar, Toaster } from 'react-hot-toast';
import { useLanguage } from '../lib/i18n/language-context';

/**
 * Toasts (spec 4-shell §4.6.1): top centre under the header; loading messages of the account at
 * the bottom right (set per toast). Every toast but a loading one closes on a click anywhere on
 * it or on its "Dismiss" button; error toasts stay until then.
 */
export function AppToaster() {
  const { t } = useLanguage();
  return (
    <section className="toast-region" aria-label={t('app.notifications')}>
      <Toaster
        position="top-center"
        containerStyle={{ top: 72, bottom: 16, right: 16 }}
        toastOptions={{
          success: { duration: 3000 },
          error: { duration: Number.POSITIVE_INFINITY },
        }}
      >
        {(item) => (
          <ToastBar toast={item} style={{ maxWidth: '30rem' }}>
            {({ icon, message }) => {
              const dismissible = item.type !== 'loading';
              return (
                <div
                  className={`toast toast-${item.type}`}
                  onClick={dismissible ? () => toast.dismiss(item.id) : undefined}
                  onKeyDown={(event) => {
                    if (dismissible && event.key === 'Escape') toast.dismiss(item.id);
                  }}
                >
                  {icon}
                  <div className="toast-message">{message}</div>
                  {dismissible ? (
                    <button
                      type="button"
                      className="toast-close"
                      aria-label={t('toast.dismiss')}
                      title={t('toast.dismiss')}
                      onClick={(event) => {
                        event.stopPropagation();
                        toast.dismiss(item.id);
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  ) : null}
                </div>
              );
            }}
          </ToastBar>
        )}
      </Toaster>
    </section>
  );
}
