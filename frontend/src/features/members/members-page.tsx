import type { MemberListItem } from '@portal/common/api/member';
import { useId, useMemo } from 'react';
import useSWR from 'swr';
import { Link } from 'wouter';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { localeOf } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { showBottomRightLoading } from '../../lib/notify';
import { sortMembers } from './sort-members';

export const ALL_MEMBERS_PATH = '/api/all-members';

function ResultCount({ count }: { count: number }) {
  const { t, language } = useLanguage();
  const locale = localeOf(language);
  const formatted = new Intl.NumberFormat(locale).format(count);
  const key = new Intl.PluralRules(locale).select(count) === 'one' ? 'members.countOne' : 'members.countOther';
  return <p className="result-count">{t(key, { count: formatted })}</p>;
}

/** Members list (spec 5-pages §5.4.1), first slice: the active members sorted by name. */
export function MembersPage() {
  const { t, language } = useLanguage();
  const captionId = useId();
  const { data, error, isLoading, isValidating, mutate } = useSWR<MemberListItem[]>(ALL_MEMBERS_PATH);
  const members = useMemo(() => sortMembers(data ?? [], language), [data, language]);
  const busy = isLoading || isValidating;

  const refresh = () => {
    if (busy) return;
    const close = showBottomRightLoading(t('session.refreshing'), 'members-refresh');
    void mutate().finally(close);
  };

  let body;
  if (!data && isLoading) {
    body = (
      <div className="table-region" aria-busy="true">
        <span className="visually-hidden">{t('toast.loading')}</span>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="skeleton-line" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (!data && error) {
    body = (
      <div className="list-error">
        <p>{t('lists.listFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void mutate()}>
          {t('session.tryAgain')}
        </button>
      </div>
    );
  } else if (members.length === 0) {
    body = <p className="empty-state">{t('lists.nothingYet')}</p>;
  } else {
    body = (
      <>
        <ResultCount count={members.length} />
        <div className="table-region" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="data-table">
            <caption id={captionId} className="visually-hidden">
              {t('members.heading')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('members.name')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <td>
                    <Link href={`/members/${encodeURIComponent(member.id)}`}>
                      {member.account.first_name} {member.account.last_name}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <section className="list-page">
      <div className="list-header">
        <PageHeading>{t('members.heading')}</PageHeading>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={busy ? 'true' : undefined}
          onClick={refresh}
        >
          {busy && data ? <Spinner /> : null}
          {t('lists.refresh')}
        </button>
      </div>
      {body}
    </section>
  );
}
