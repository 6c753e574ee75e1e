import { API_PATHS } from '@portal/common/api/paths';
import type { AccountListItem } from '@portal/common/api/account';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { TableColumn } from '../../components/data-table';
import type { FilterDefinition } from '../../components/filter-bar';
import { ListPageFrame } from '../../components/list-page-frame';
import { YesNo } from '../../components/values';
import { useEntityList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { formatTimestamp } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useListView } from '../../lib/lists/list-view';
import { ACCOUNT_ROLES, ACCOUNTS_VIEW, filterAccounts, sortAccounts, type AccountRole } from './accounts-list';
import { ACCOUNT_CSV } from './account-csv';

const accountHref = (account: AccountListItem) => `/accounts/${encodeURIComponent(account.id)}`;

const ROLE_LABELS: Record<AccountRole, 'accounts.administrator' | 'accounts.member' | 'accounts.roleNonMember' | 'accounts.roleInactive' | 'accounts.roleNeverSignedIn'> = {
  admin: 'accounts.administrator',
  member: 'accounts.member',
  nonMember: 'accounts.roleNonMember',
  inactive: 'accounts.roleInactive',
  neverSignedIn: 'accounts.roleNeverSignedIn',
};

/** Accounts list (spec 5-pages §5.5.1): filters by name and role, column toggles, every column sortable. */
export function AccountsPage() {
  const { t, language } = useLanguage();
  const session = useSession();
  const list = useEntityList<AccountListItem>(API_PATHS['all-accounts']());
  const { view, update, reset } = useListView(ACCOUNTS_VIEW);
  const items = useMemo(() => list.items ?? [], [list.items]);
  const sorted = useMemo(() => sortAccounts(items, view.sort, language), [items, view.sort, language]);
  const rows = useMemo(() => filterAccounts(sorted, view), [sorted, view]);

  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        name: 'accountIds',
        label: t('accounts.filterName'),
        options: sortAccounts(items, null, language).map((a) => ({ id: a.id, label: `${a.first_name} ${a.last_name} (${a.login_email})` })),
      },
      { name: 'roles', label: t('accounts.filterRole'), options: ACCOUNT_ROLES.map((role) => ({ id: role, label: t(ROLE_LABELS[role]) })) },
    ],
    [items, t, language],
  );

  const columns = useMemo<Array<TableColumn<AccountListItem>>>(() => {
    const text = (value: string | null | undefined) => value || '';
    const all: Array<TableColumn<AccountListItem> & { toggle?: string }> = [
      {
        key: 'firstName',
        header: t('memberProfile.firstName'),
        sortable: true,
        cell: (account) => (
          <>
            <Link href={accountHref(account)}>{account.first_name}</Link>
            {account.id === session.account?.id ? ` ${t('accounts.you')}` : null}
          </>
        ),
      },
      { key: 'lastName', header: t('memberProfile.lastName'), sortable: true, cell: (account) => account.last_name },
      { key: 'loginEmail', header: t('accounts.loginEmail'), sortable: true, cell: (account) => account.login_email },
      { key: 'admin', toggle: 'admin', header: t('accounts.administrator'), sortable: true, cell: (account) => <YesNo value={account.is_admin} /> },
      { key: 'member', toggle: 'member', header: t('accounts.member'), sortable: true, cell: (account) => <YesNo value={account.member !== null} /> },
      {
        key: 'active',
        toggle: 'active',
        header: t('memberProfile.active'),
        sortable: true,
        cell: (account) => (account.member ? <YesNo value={account.member.is_active} /> : null),
      },
      { key: 'workEmail', toggle: 'workEmail', header: t('memberProfile.workEmail'), sortable: true, cell: (account) => text(account.member?.work_email) },
      { key: 'workPhone', toggle: 'workPhone', header: t('memberProfile.workPhone'), sortable: true, cell: (account) => text(account.member?.work_phone) },
      { key: 'mobilePhone', toggle: 'mobilePhone', header: t('memberProfile.mobilePhone'), sortable: true, cell: (account) => text(account.member?.mobile_phone) },
      {
        key: 'lastLogin',
        toggle: 'lastLogin',
        header: t('accounts.lastLogin'),
        sortable: true,
        cell: (account) => (account.last_login ? formatTimestamp(account.last_login, language) : t('accounts.never')),
      },
    ];
    return all.filter((column) => !column.toggle || view.columns[column.toggle]);
  }, [t, language, session.account?.id, view.columns]);

  const toggles = [
    { key: 'admin', label: t('accounts.colAdmin') },
    { key: 'member', label: t('accounts.colMember') },
    { key: 'active', label: t('accounts.colActive') },
    { key: 'workEmail', label: t('accounts.colWorkEmail') },
    { key: 'workPhone', label: t('accounts.colWorkPhone') },
    { key: 'mobilePhone', label: t('accounts.colMobilePhone') },
    { key: 'lastLogin', label: t('accounts.colLastLogin') },
  ];
  const addButton = (
    <Link href="/register" className="button button-primary">
      {t('accounts.registerHeading')}
    </Link>
  );

  return (
    <ListPageFrame
      csv={ACCOUNT_CSV}
      heading={t('accounts.heading')}
      list={list}
      rows={rows}
      addButton={addButton}
      filters={filters}
      view={view}
      update={update}
      reset={reset}
      toggles={toggles}
      noun={{ one: t('accounts.nounOne'), other: t('accounts.nounOther') }}
      table={{ rowKey: (a) => a.id, columns, rowHref: accountHref }}
    />
  );
}
