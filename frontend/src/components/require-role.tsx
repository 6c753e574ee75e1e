import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSession } from '../lib/auth/session-context';
import { useLanguage } from '../lib/i18n/language-context';
import { ContactLink } from './contact-link';
import { LoginButton } from './login-button';
import { PageHeading } from './page-heading';
import { Skeleton } from './skeleton';

/**
 * `member`: a member record, or an administrator; `own-member`: the caller's own member record,
 * administrators included only when they have one (spec 1-roles-and-identity §1.6.4).
 */
export type RequiredRole = 'registered' | 'member' | 'own-member' | 'admin';

function GuardState({ heading, text, action }: { heading: string; text: string; action: ReactNode }) {
  return (
    <section className="guard-state">
      <PageHeading>{heading}</PageHeading>
      <p>{text}</p>
      <div className="guard-action">{action}</div>
    </section>
  );
}

/**
 * Page guard (spec 1-roles-and-identity §1.6.4, 4-shell §4.10.2): renders the page only for the
 * roles allowed, else the matching guard state. The page (and its data loading) is not mounted
 * while a guard state is shown. `orSelf`: the member whose record this is may open it too (with
 * role `admin`: `/members/{id}/private`, "self; admins", spec 5-pages §5.1.1).
 */
export function RequireRole({ role, orSelf, children }: { role: RequiredRole; orSelf?: string; children: ReactNode }) {
  const session = useSession();
  const { t } = useLanguage();
  switch (session.status) {
    case 'loading':
      return <Skeleton lines={4} />;
    case 'signed-out':
      return <GuardState heading={t('guard.loginRequired')} text={t('guard.pleaseLogIn')} action={<LoginButton />} />;
    case 'unregistered':
      return (
        <GuardState
          heading={t('guard.notRegisteredHeading')}
          text={t('session.notRegistered')}
          action={<ContactLink />}
        />
      );
    case 'unavailable':
      return (
        <GuardState
          heading={t('guard.accountUnavailableHeading')}
          text={t('session.accountUnavailable')}
          action={
            <button type="button" className="button button-secondary" onClick={session.refresh}>
              {t('session.tryAgain')}
            </button>
          }
        />
      );
    case 'registered':
      break;
  }
  const isAdmin = session.account?.is_admin === true;
  const isMember = session.account?.member != null;
  if (orSelf !== undefined && session.account?.member?.id === orSelf) return <>{children}</>;
  if (role === 'admin' && !isAdmin) {
    return (
      <GuardState
        heading={t('guard.accessDenied')}
        text={t('guard.notAuthorized')}
        action={<Link href="/">{t('guard.backToHome')}</Link>}
      />
    );
  }
  if ((role === 'member' && !isMember && !isAdmin) || (role === 'own-member' && !isMember)) {
    return (
      <GuardState
        heading={t('guard.accessDenied')}
        text={t('guard.membersOnly')}
        action={<Link href="/my-profile">{t('guard.goToMyProfile')}</Link>}
      />
    );
  }
  return <>{children}</>;
}
