/**
 * The frame shared by the public record pages (spec 5-pages §5.2.3): record states (with "Back to
 * the list" only for viewers who may open the list), the heading with "Go to the private page"
 * for viewers who may open it, the subtitle, and the items or "No public information yet.".
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '../lib/i18n/language-context';
import type { RecordRead } from '../lib/records/use-record';
import type { HistoryTarget } from './history-link';
import { PageHeading } from './page-heading';
import { RecordState } from './record-state';

export interface PublicFrameContent {
  heading: ReactNode;
  /** The private page, when the viewer may open it. */
  privateHref: string | null;
  /** Shown right after the heading (e.g. the "Inactive" badge). */
  badge?: ReactNode;
  /** A text, or parts with links (empty: no subtitle). */
  subtitle: ReactNode;
  /** The record's items, or null when it has no public information. */
  items: ReactNode | null;
  /** Actions in the card header (products: Cite and Export the reference). */
  actions?: ReactNode;
}

export interface RecordPublicFrameProps<T> {
  record: RecordRead<T>;
  notFoundHeading: string;
  /** The list page, when the viewer may open it. */
  listHref: string | null;
  content: (data: T) => PublicFrameContent;
  /** The record, whose history administrators may open from the not-found state (spec 6-data-and-beyond §6.3.5). */
  history: HistoryTarget;
}

export function RecordPublicFrame<T>({ record, notFoundHeading, listHref, content, history }: RecordPublicFrameProps<T>) {
  const { t } = useLanguage();
  if (record.state !== 'ready' || !record.data) {
    return (
      <RecordState
        kind={record.state === 'ready' ? 'loading' : record.state}
        notFoundHeading={notFoundHeading}
        {...(listHref ? { list: { href: listHref, label: t('records.backToList') } } : {})}
        onRetry={record.retry}
        history={history}
      />
    );
  }
  const frame = content(record.data);
  return (
    <article className="record-card">
      <div className="record-header">
        <PageHeading>{frame.heading}</PageHeading>
        {frame.badge ?? null}
        {frame.privateHref ? <Link href={frame.privateHref}>{t('records.goPrivate')}</Link> : null}
        {frame.actions ?? null}
      </div>
      {frame.subtitle ? <p className="record-subtitle">{frame.subtitle}</p> : null}
      {frame.items ?? <p>{t('records.noPublicInfo')}</p>}
    </article>
  );
}
