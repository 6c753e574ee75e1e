import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { ApiError, apiFetch } from '../../lib/api/fetcher';
import { useSession } from '../../lib/auth/session-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { useOperation } from '../../lib/operations';
import { MemberPrivateView } from './member-private-view';

/**
 * My Profile (spec 5-pages §5.4.9): refreshes the active account on open, then either invites an
 * account without member record to register as a member, or shows the member private page body
 * for the viewer's own record.
 */
export function MyProfilePage() {
  const { t } = useLanguage();
  const session = useSession();
  const operation = useOperation();
  const [justRegistered, setJustRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    session.refresh();
  }, [session]);

  const account = session.account;
  if (!account) return <PageHeading>{t('titles.myProfile')}</PageHeading>;

  const register = async () => {
    if (busy) return;
    setBusy(true);
    const result = await operation(
      'registerMember',
      async () => {
        try {
          return await apiFetch<unknown>(`/api/update-account/${encodeURIComponent(account.id)}/register-member`, {
            method: 'PATCH',
            body: {},
            headers: { 'If-Match': `"${account.etag}"` },
          });
        } catch (error) {
          // Registered meanwhile: the member state is what the person wanted.
          if (error instanceof ApiError && error.code === 'already_member') return null;
          throw error;
        }
      },
      { refreshOwnAccount: true },
    );
    setBusy(false);
    if (result.ok) setJustRegistered(true);
  };

  return (
    <section className="my-profile">
      <PageHeading>{t('titles.myProfile')}</PageHeading>
      {account.member ? (
        <MemberPrivateView id={account.member.id} inProfile initialEditing={justRegistered} />
      ) : (
        <div className="record-card">
          <h2>{t('myProfile.noProfileHeading')}</h2>
          <p>
            {t('myProfile.signedInAs', {
              name: `${account.first_name} ${account.last_name}`,
              email: account.login_email,
            })}
          </p>
          <p>{t('myProfile.invitation')}</p>
          <button
            type="button"
            className="button button-primary"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => void register()}
          >
            {t('myProfile.register')}
          </button>
        </div>
      )}
    </section>
  );
}
