/**
 * Record history page `/history/{kind}/{id}` (spec 6-data-and-beyond §6.3.5), administrators
 * only (the route's guard): the record's audit entries, newest first, 100 at a time.
 */
import { isAuditRecordKind, referenceListOfKind, type AuditEntry, type AuditRecordKind } from '@portal/common/api/history';
import { apiPath } from '@portal/common/api/paths';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../../components/page-heading';
import { RecordState } from '../../components/record-state';
import { config } from '../../lib/config';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecord } from '../../lib/records/use-record';
import { HistoryEntry } from './history-entry';
import { useHistoryNames } from './history-names';
import { listsNeeded } from './history-values';
import './history.css';

/** Entries shown at first and added by each "Show older changes". */
export const HISTORY_PAGE_SIZE = 100;

/** The page "Back to the record" leads to: the record's redirect route, or the reference-list page. */
export function recordHref(kind: AuditRecordKind, id: string): string {
  const segment = encodeURIComponent(id);
  if (kind === 'keyword' || referenceListOfKind(kind) !== null) return '/reference-lists';
  switch (kind) {
    case 'account':
      return `/accounts/${segment}`;
    case 'member':
    case 'insight':
      return `/members/${segment}`;
    case 'organization':
      return `/partners/${segment}`;
    default:
      return `/${kind}s/${segment}`;
  }
}

export function HistoryPage({ kind, id }: { kind: string; id: string }) {
  const { t, language } = useLanguage();
  const validKind = isAuditRecordKind(kind) ? kind : null;
  const record = useRecord<AuditEntry[]>(validKind ? apiPath('history', validKind, id) : null);
  const entries = record.data;
  const needed = useMemo(() => listsNeeded(entries ?? []), [entries]);
  const names = useHistoryNames(needed, entries !== undefined, language);
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  const firstNew = useRef<HTMLHeadingElement>(null);
  // "Show older changes" moves the focus to the first entry it shows, once that entry is rendered.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    firstNew.current?.focus();
  }, [shown]);

  // An unknown kind names no record (the API answers 404 for it, spec 3-api §3.16.2).
  if (!validKind) return <RecordState kind="not-found" />;
  if (record.state !== 'ready' || !entries) return <RecordState kind={record.state === 'ready' ? 'loading' : record.state} onRetry={record.retry} />;
  if (names.failed) return <RecordState kind="network" onRetry={names.retry} />;
  if (names.loading) return <RecordState kind="loading" />;

  const newest = entries[0];
  const retention = <p className="field-help">{t('history.retention', { days: formatCount(config.auditRetentionDays, language) })}</p>;
  const visible = entries.slice(0, shown);
  return (
    <section className="history-page">
      <PageHeading>{newest ? t('history.headingOf', { label: newest.record_label }) : t('history.heading')}</PageHeading>
      {newest?.action === 'delete' ? <p>{t('history.recordDeleted')}</p> : <p><Link href={recordHref(validKind, id)}>{t('history.backToRecord')}</Link></p>}
      {entries.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="history-entries" aria-label={t('history.entries')}>
          {visible.map((entry, index) => (
            <HistoryEntry
              key={entry.id}
              entry={entry}
              names={names.names}
              accountIds={names.accountIds}
              {...(index === shown - HISTORY_PAGE_SIZE && index > 0 ? { headingRef: firstNew } : {})}
            />
          ))}
        </ol>
      )}
      {entries.length > shown ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            focusPending.current = true;
            setShown(shown + HISTORY_PAGE_SIZE);
          }}
        >
          {t('history.showOlder')}
        </button>
      ) : null}
      {retention}
    </section>
  );
}
