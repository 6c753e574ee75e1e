import { Suspense } from 'react';
import { Link } from 'wouter';
import logoUrl from '../../assets/logo.svg';
import { ContactLink } from '../../components/contact-link';
import { LoginButton } from '../../components/login-button';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/auth/session-context';
import { config, networkName } from '../../lib/config';
import { translateAround } from '../../lib/i18n/dictionary';
import { useLanguage } from '../../lib/i18n/language-context';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import { CounterTiles } from './counter-tiles';

// The dashboard (spec 6-data-and-beyond §6.3.2) is its own chunk, downloaded only when the session
// is registered: visitors and unregistered users see the six tiles only (acceptance 1), and the
// signed-out home page keeps its budget (docs/adr/0014, 0038).
const Dashboard = lazyWithTexts(() => import('./dashboard'));

/**
 * The icon before the role line. Drawn here rather than taken from components/icons.tsx: that
 * module is shared by the pages' chunks, and importing it would put every icon on the first screen
 * (issue 18).
 */
function RoleIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="role-icon">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 7v4.5M8 4.5v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** What the welcome banner says under the heading, per session state (spec 4-shell §4.9.1). */
function Greeting() {
  const session = useSession();
  const { t, language } = useLanguage();
  switch (session.status) {
    case 'loading':
      return (
        <p className="greeting-loading">
          <Spinner />
          <span>{t('session.loadingAccount')}</span>
        </p>
      );
    case 'signed-out':
      return (
        <>
          <h2>{t('home.welcome')}</h2>
          <p>{t('home.visitorText')}</p>
          <LoginButton />
        </>
      );
    case 'unregistered': {
      const [before, after] = translateAround(language, 'home.notRegisteredText', 'email');
      return (
        <>
          <h2>{t('home.notRegisteredHeading')}</h2>
          <p>
            {before}
            <ContactLink />
            {after}
          </p>
        </>
      );
    }
    case 'unavailable':
      return (
        <>
          <h2>{t('session.accountUnavailable')}</h2>
          <button type="button" className="button button-secondary" onClick={session.refresh}>
            {t('session.tryAgain')}
          </button>
        </>
      );
    case 'registered': {
      const account = session.account;
      let roleLine;
      if (account?.is_admin) roleLine = t('home.roleAdmin');
      else if (account?.member) roleLine = t('home.roleMember');
      else {
        const [before, after] = translateAround(language, 'home.roleUpdateProfile', 'link');
        roleLine = (
          <>
            {before}
            <Link href="/my-profile">{t('home.roleUpdateProfileLink')}</Link>
            {after}
          </>
        );
      }
      return (
        <>
          <h2>{t('home.hello', { name: account?.first_name ?? '' })}</h2>
          <p className="role-line">
            <RoleIcon />
            <span>{roleLine}</span>
          </p>
        </>
      );
    }
  }
}

/**
 * Home page (spec 4-shell §4.9): welcome banner, introduction and the six counter tiles; below
 * them, the dashboard for registered accounts.
 */
export function HomePage() {
  const { t, language } = useLanguage();
  const session = useSession();
  return (
    <>
      <section className="welcome-banner">
        <div className="welcome-text">
          <PageHeading>{networkName(language)}</PageHeading>
          <p className="welcome-subtitle">{t('home.memberPortal')}</p>
          <div className="greeting">
            <Greeting />
          </div>
        </div>
        <img src={config.logoUrl ?? logoUrl} alt="" width={160} height={160} className="banner-logo" />
      </section>
      <section className="intro" aria-labelledby="intro-heading">
        <h2 id="intro-heading">{t('home.atAGlance')}</h2>
        <p>{t('home.intro')}</p>
      </section>
      <CounterTiles />
      {session.status === 'registered' ? (
        <Suspense fallback={null}>
          <Dashboard />
        </Suspense>
      ) : null}
    </>
  );
}
