/**
 * The link to a record's history (spec 6-data-and-beyond §6.3.5), shown to administrators only:
 * "History" on the private record pages and the account page, "View the history of this record"
 * on a detail page's not-found state, so that a deleted record's history stays reachable.
 */
import type { AuditRecordKind } from '@portal/common/api/history';
import { Link } from 'wouter';
import { useSession } from '../lib/auth/session-context';
import { useLanguage } from '../lib/i18n/language-context';
import { historyRoute } from '../lib/routes';

export interface HistoryTarget {
  kind: AuditRecordKind;
  id: string;
}

export function HistoryLink({ kind, id, text = 'link' }: HistoryTarget & { text?: 'link' | 'viewHistory' }) {
  const { t } = useLanguage();
  const session = useSession();
  if (session.account?.is_admin !== true) return null;
  return <Link href={historyRoute(kind, id)}>{t(`history.${text}`)}</Link>;
}
