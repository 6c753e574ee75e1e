import type { MemberListItem } from '@portal/common/api/member';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { DataTable, type TableColumn } from '../../components/data-table';
import { EmptyList, ListError, RefreshButton, SkeletonRows } from '../../components/list-states';
import { PageHeading } from '../../components/page-heading';
import { ResultCount } from '../../components/result-count';
import { useEntityList } from '../../lib/api/lists';
import { useLanguage } from '../../lib/i18n/language-context';
import { sortMembers } from './sort-members';

export const ALL_MEMBERS_PATH = '/api/all-members';

const memberHref = (member: MemberListItem) => `/members/${encodeURIComponent(member.id)}`;

/**
 * Members list (spec 5-pages §5.4.1), first slice: the active members sorted by name with the
 * active language's collator (re-sorted on each language change, without re-fetching), on the
 * shared list pieces (refresh, states, result count, table).
 */
export function MembersPage() {
  const { t, language } = useLanguage();
  const list = useEntityList<MemberListItem>(ALL_MEMBERS_PATH);
  const members = useMemo(() => sortMembers(list.items ?? [], language), [list.items, language]);
  const columns = useMemo<Array<TableColumn<MemberListItem>>>(
    () => [
      {
        key: 'name',
        header: t('members.name'),
        cell: (member) => (
          <Link href={memberHref(member)}>
            {member.account.first_name} {member.account.last_name}
          </Link>
        ),
      },
    ],
    [t],
  );

  let body;
  if (list.status === 'loading') body = <SkeletonRows />;
  else if (list.status === 'error') body = <ListError onRetry={list.retry} />;
  else if (members.length === 0) body = <EmptyList filtered={false} />;
  else {
    body = (
      <>
        <ResultCount
          shown={members.length}
          total={members.length}
          noun={{ one: t('members.nounOne'), other: t('members.nounOther') }}
          refreshCount={list.refreshCount}
        />
        <DataTable
          caption={t('members.heading')}
          rows={members}
          rowKey={(member) => member.id}
          columns={columns}
          rowHref={memberHref}
        />
      </>
    );
  }

  return (
    <section className="list-page">
      <div className="list-header">
        <PageHeading>{t('members.heading')}</PageHeading>
        <RefreshButton busy={list.busy} onRefresh={list.refresh} />
      </div>
      {body}
    </section>
  );
}
