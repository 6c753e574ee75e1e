import type { ReactNode } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import { ErrorIcon, RefreshIcon } from './icons';
import { BusyButton } from './busy-button';

/** Skeleton rows (5) with a busy state, in place of the table while a list loads. */
export function SkeletonRows({ rows = 5 }: { rows?: number }) {
  const { t } = useLanguage();
  return (
    <div className="table-region" aria-busy="true">
      <span className="visually-hidden">{t('toast.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The failed state of an entity list (spec 4-shell §4.7.4): focus is not moved. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div className="list-error">
      <ErrorIcon size={24} />
      <p>{t('lists.listFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('session.tryAgain')}
      </button>
    </div>
  );
}

/** "Nothing to show yet." (with the add button when the viewer may add) or "No results match these filters." */
export function EmptyList({ filtered, onReset, action }: { filtered: boolean; onReset?: () => void; action?: ReactNode }) {
  const { t } = useLanguage();
  if (filtered) {
    return (
      <div className="empty-state">
        <p>{t('lists.noResults')}</p>
        {onReset ? (
          <button type="button" className="button button-secondary" onClick={onReset}>
            {t('lists.resetFilters')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="empty-state">
      <p>{t('lists.nothingYet')}</p>
      {action}
    </div>
  );
}

/** The list's "Refresh" button: busy (and ignoring activations) while the list loads or refreshes. */
export function RefreshButton({ busy, onRefresh }: { busy: boolean; onRefresh: () => void }) {
  const { t } = useLanguage();
  return <BusyButton busy={busy} icon={<RefreshIcon />} label={t('lists.refresh')} onPress={onRefresh} />;
}
