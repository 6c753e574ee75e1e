import { API_PATHS } from '@portal/common/api/paths';
import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { ApiError } from '../../lib/api/fetcher';
import { useSession } from '../../lib/auth/session-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecordPatches } from '../../lib/records/use-record-patch';
import { MemberPrivateView } from './member-private-view';

/**
 * My Profile (spec 5-pages §5.4.9): refreshes the active account on open, then either invites an
 * account without member record to register as a member, or shows the member private page body
 * for the viewer's own record.
 */
export function MyProfilePage() {
  const { t } = useLanguage();
  const session = useSession();
  const save = useRecordPatches<unknown>(null, { refreshOwnAccount: true });
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
    const result = await save('registerMember', async (patch) => {
      try {
        return await patch(API_PATHS['update-account-register-member'](account.id), account.etag, {});
      } catch (error) {
        // Registered meanwhile: the member state is what the person wanted.
        if (error instanceof ApiError && error.code === 'already_member') return null;
        throw error;
      }
    });
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
