import { useEffect } from 'react';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast';
import { useLanguage } from '../lib/i18n/language-context';
import { syncOpenErrorTexts } from '../lib/notify';
import { CloseIcon, ErrorIcon, SuccessIcon, WarningIcon } from './icons';
import { Spinner } from './spinner';

/** At most this many top-centre toasts are visible (spec 4-shell §4.6.1). */
export const MAX_VISIBLE_TOASTS = 5;

type Kind = 'loading' | 'success' | 'warning' | 'error';

function kindOf(item: Toast): Kind {
  if (item.type === 'loading' || item.type === 'success' || item.type === 'error') return item.type;
  return 'warning';
}

function KindIcon({ kind }: { kind: Kind }) {
  switch (kind) {
    case 'loading':
      return <Spinner />;
    case 'success':
      return <SuccessIcon className="toast-icon" />;
    case 'warning':
      return <WarningIcon className="toast-icon" />;
    case 'error':
      return <ErrorIcon className="toast-icon" />;
  }
}

/**
 * The ids of the toasts to remove so that at most `max` top-centre toasts are visible: the oldest
 * non-error ones first; error toasts are never removed automatically.
 */
export function overflowingToasts(items: ReadonlyArray<Pick<Toast, 'id' | 'type' | 'createdAt'>>, max: number): string[] {
  const excess = items.length - max;
  if (excess <= 0) return [];
  return [...items]
    .filter((item) => item.type !== 'error')
    .sort((a, b) => a.createdAt - b.createdAt)
    .slice(0, excess)
    .map((item) => item.id);
}

function ToastItem({ item }: { item: Toast }) {
  const { t } = useLanguage();
  const kind = kindOf(item);
  const dismissible = kind !== 'loading';
  const dismiss = () => toast.dismiss(item.id);
  return (
    <li
      className={`toast toast-${kind}`}
      onClick={dismissible ? dismiss : undefined}
      onKeyDown={(event) => {
        if (dismissible && event.key === 'Escape') {
          event.stopPropagation();
          dismiss();
        }
      }}
    >
      <KindIcon kind={kind} />
      <p className="toast-message">{resolveValue(item.message, item)}</p>
      {dismissible ? (
        <button
          type="button"
          className="icon-button toast-close"
          aria-label={t('toast.dismiss')}
          title={t('toast.dismiss')}
          onClick={(event) => {
            event.stopPropagation();
            dismiss();
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </li>
  );
}

/**
 * The notifications region (spec 4-shell §4.6.1): a landmark right after the header holding the
 * top-centre stack (newest at the bottom) and the bottom-right loading messages. Toasts never
 * take focus; their texts are announced through the shell's live regions (lib/notify.ts), so the
 * toasts themselves are not live regions. Timers pause while the pointer or focus is inside.
 */
export function AppToaster() {
  const { t } = useLanguage();
  const { toasts, handlers } = useToaster();
  const visible = toasts.filter((item) => item.visible);
  const top = visible.filter((item) => item.position !== 'bottom-right').sort((a, b) => a.createdAt - b.createdAt);
  const bottom = visible.filter((item) => item.position === 'bottom-right');

  useEffect(() => {
    syncOpenErrorTexts(
      toasts.filter((item) => item.visible && item.type === 'error').map((item) => String(resolveValue(item.message, item))),
    );
    for (const id of overflowingToasts(top, MAX_VISIBLE_TOASTS)) toast.remove(id);
  });

  const pause = {
    onMouseEnter: handlers.startPause,
    onMouseLeave: handlers.endPause,
    onFocus: handlers.startPause,
    onBlur: handlers.endPause,
  };
  return (
    <section className="toast-region" aria-label={t('app.notifications')}>
      {top.length > 0 ? (
        <ol className="toast-stack toast-stack-top" {...pause}>
          {top.map((item) => (
            <ToastItem key={item.id} item={item} />
          ))}
        </ol>
      ) : null}
      {bottom.length > 0 ? (
        <ol className="toast-stack toast-stack-bottom">
          {bottom.map((item) => (
            <ToastItem key={item.id} item={item} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
