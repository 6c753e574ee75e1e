/**
 * One entry of a record's history (spec 6-data-and-beyond §6.3.5): the heading "<date and time> —
 * <action> by <name>", then the Field/Before/After table, or the text of a delete or of an entry
 * whose details were erased.
 */
import type { AuditEntry, AuditValue } from '@portal/common/api/history';
import { useState, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import { MissingValue } from '../../components/values';
import { formatTimestamp } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { fieldSpec } from './history-fields';
import { cutText, fieldLabel, formatAuditValue, type NameMaps } from './history-values';

/** A value cell: "—" when empty; a text past the cut length with its "Show all" toggle. */
function ValueCell({ text }: { text: string | null }) {
  const { t } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  if (text === null) return <MissingValue />;
  const cut = cutText(text);
  if (cut === null) return <>{text}</>;
  return (
    <>
      <span className="history-value">{expanded ? text : cut}</span>{' '}
      <button type="button" className="button button-secondary history-toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? t('history.showLess') : t('history.showAll')}
      </button>
    </>
  );
}

/** The entry's author: "System", a link to the account while it exists, else "<name> (deleted account)". */
function Author({ entry, accountIds }: { entry: AuditEntry; accountIds: ReadonlySet<string> }): ReactNode {
  const { t } = useLanguage();
  if (entry.by_account_id === null) return t('history.system');
  if (accountIds.has(entry.by_account_id)) return <Link href={`/accounts/${encodeURIComponent(entry.by_account_id)}`}>{entry.by_name}</Link>;
  return t('history.deletedAccount', { name: entry.by_name });
}

export interface HistoryEntryProps {
  entry: AuditEntry;
  names: NameMaps;
  accountIds: ReadonlySet<string>;
  /** The heading's element, for the focus after "Show older changes". */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function HistoryEntry({ entry, names, accountIds, headingRef }: HistoryEntryProps) {
  const { t, language } = useLanguage();
  const headingId = `history-entry-${entry.id}`;
  const baseAction = t(`history.actions.${entry.action}`);
  // Entries about a member's insight carry the Insight tab's label after the action.
  const action = entry.record_kind === 'insight' ? t('history.actionOfPart', { action: baseAction, part: t('memberProfile.tabInsight') }) : baseAction;
  // The author may be a link: the heading's text is split around it.
  const marker = '\u0000';
  const [before, after] = t('history.entryHeading', { time: formatTimestamp(entry.created_at, language) ?? '', action, name: marker }).split(marker);
  const value = (field: string, raw: AuditValue) => formatAuditValue(raw, fieldSpec(entry.record_kind, field)?.value ?? null, names, language);

  let body: ReactNode;
  if (entry.action === 'delete') body = <p>{t('history.deletedEntry')}</p>;
  else if (entry.changes.length === 0) body = <p>{t('history.erased')}</p>;
  else
    body = (
      // Explicit roles keep the table's semantics where narrow screens stack its rows; each cell
      // then shows its column's name (.history-cell-label, shown only there: history.css).
      <table className="history-table" role="table" aria-labelledby={headingId}>
        <thead>
          <tr role="row">
            <th role="columnheader" scope="col">{t('history.field')}</th>
            <th role="columnheader" scope="col">{t('history.before')}</th>
            <th role="columnheader" scope="col">{t('history.after')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.changes.map((change) => (
            <tr key={change.field} role="row">
              <th role="rowheader" scope="row">{fieldLabel(entry.record_kind, change.field, language)}</th>
              <td role="cell">
                <span className="history-cell-label">{t('history.before')}</span>
                <ValueCell text={value(change.field, change.before)} />
              </td>
              <td role="cell">
                <span className="history-cell-label">{t('history.after')}</span>
                <ValueCell text={value(change.field, change.after)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <li className="history-entry">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="history-entry-heading">
        {before}
        <Author entry={entry} accountIds={accountIds} />
        {after}
      </h2>
      {body}
    </li>
  );
}
