import type { AccountProjection } from '@portal/common/api/account';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { DataTable, type TableColumn } from '../../components/data-table';
import { EmptyList, ListError, RefreshButton, SkeletonRows } from '../../components/list-states';
import { PageHeading } from '../../components/page-heading';
import { ResultCount } from '../../components/result-count';
import { YesNo } from '../../components/values';
import { useEntityList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { sortByTexts } from '../../lib/i18n/collator';
import { formatTimestamp } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';

const accountHref = (account: AccountProjection) => `/accounts/${encodeURIComponent(account.id)}`;

/** Accounts list (spec 5-pages §5.5.1), first slice: every account by first then last name. */
export function AccountsPage() {
  const { t, language } = useLanguage();
  const session = useSession();
  const list = useEntityList<AccountProjection>('/api/all-accounts');
  const rows = useMemo(
    () => sortByTexts(list.items ?? [], [(a) => a.first_name, (a) => a.last_name], language),
    [list.items, language],
  );
  const columns = useMemo<Array<TableColumn<AccountProjection>>>(
    () => [
      {
        key: 'firstName',
        header: t('memberProfile.firstName'),
        cell: (account) => (
          <>
            <Link href={accountHref(account)}>{account.first_name}</Link>
            {account.id === session.account?.id ? ` ${t('accounts.you')}` : null}
          </>
        ),
      },
      { key: 'lastName', header: t('memberProfile.lastName'), cell: (account) => account.last_name },
      { key: 'loginEmail', header: t('accounts.loginEmail'), cell: (account) => account.login_email },
      { key: 'admin', header: t('accounts.administrator'), cell: (account) => <YesNo value={account.is_admin} /> },
      { key: 'member', header: t('accounts.member'), cell: (account) => <YesNo value={account.member !== null} /> },
      {
        key: 'active',
        header: t('memberProfile.active'),
        cell: (account) => (account.member ? <YesNo value={account.member.is_active} /> : null),
      },
      {
        key: 'lastLogin',
        header: t('accounts.lastLogin'),
        cell: (account) => (account.last_login ? formatTimestamp(account.last_login, language) : t('accounts.never')),
      },
    ],
    [t, language, session.account?.id],
  );

  let body;
  if (list.status === 'loading') body = <SkeletonRows />;
  else if (list.status === 'error') body = <ListError onRetry={list.retry} />;
  else if (rows.length === 0) body = <EmptyList filtered={false} />;
  else {
    body = (
      <>
        <ResultCount
          shown={rows.length}
          total={rows.length}
          noun={{ one: t('accounts.nounOne'), other: t('accounts.nounOther') }}
          refreshCount={list.refreshCount}
        />
        <DataTable caption={t('accounts.heading')} rows={rows} rowKey={(a) => a.id} columns={columns} rowHref={accountHref} />
      </>
    );
  }
  return (
    <section className="list-page">
      <div className="list-header">
        <PageHeading>{t('accounts.heading')}</PageHeading>
        <RefreshButton busy={list.busy} onRefresh={list.refresh} />
        <Link href="/register" className="button button-primary">
          {t('accounts.registerHeading')}
        </Link>
      </div>
      {body}
    </section>
  );
}
