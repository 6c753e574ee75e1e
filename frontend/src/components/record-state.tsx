import { Link } from 'wouter';
import { HistoryLink, type HistoryTarget } from './history-link';
import { useLanguage } from '../lib/i18n/language-context';
import { PageHeading } from './page-heading';
import { Skeleton } from './skeleton';

export type RecordStateKind = 'loading' | 'not-found' | 'forbidden' | 'network';

export interface RecordStateProps {
  kind: RecordStateKind;
  /** Entity-specific not-found heading (spec 5-pages §5.2.3), else "Not found". */
  notFoundHeading?: string;
  /** The section's list, when the viewer may open it: the not-found state links back to it. */
  list?: { href: string; label: string };
  onRetry?: () => void;
  /** The record whose history an administrator may open from the not-found state (spec 6-data-and-beyond §6.3.5). */
  history?: HistoryTarget | undefined;
}

/**
 * The record states shared by detail pages (spec 4-shell §4.10.5): a card skeleton while loading,
 * then not found, forbidden or a connection problem, each with its heading (which takes the
 * focus after a navigation) and its action.
 */
export function RecordState({ kind, notFoundHeading, list, onRetry, history }: RecordStateProps) {
  const { t } = useLanguage();
  if (kind === 'loading') return <Skeleton lines={6} />;
  const home = <Link href="/">{t('guard.backToHome')}</Link>;
  let heading: string;
  let text: string;
  let action;
  switch (kind) {
    case 'not-found':
      heading = notFoundHeading ?? t('record.notFoundHeading');
      text = t('record.notFoundText');
      action = list ? <Link href={list.href}>{list.label}</Link> : home;
      break;
    case 'forbidden':
      heading = t('guard.accessDenied');
      text = t('record.forbiddenText');
      action = home;
      break;
    case 'network':
      heading = t('record.connectionHeading');
      text = t('record.connectionText');
      action = (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('session.tryAgain')}
        </button>
      );
      break;
  }
  return (
    <section className="guard-state">
      <PageHeading>{heading}</PageHeading>
      <p>{text}</p>
      <div className="guard-action">{action}</div>
      {kind === 'not-found' && history ? (
        <p>
          <HistoryLink kind={history.kind} id={history.id} text="viewHistory" />
        </p>
      ) : null}
    </section>
  );
}
