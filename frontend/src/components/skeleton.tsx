import { useLanguage } from '../lib/i18n/language-context';

/** Grey placeholder blocks with an accessible busy state (spec 4-shell §4.1.2). */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useLanguage();
  return (
    <div className="skeleton" aria-busy="true">
      <span className="visually-hidden">{t('toast.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}
