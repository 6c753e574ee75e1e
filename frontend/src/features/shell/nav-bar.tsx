import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import logoUrl from '../../assets/logo.svg';
import { LoginButton } from '../../components/login-button';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/auth/session-context';
import { config, networkName } from '../../lib/config';
import { lazyPart } from '../../lib/lazy-part';
import { useLanguage } from '../../lib/i18n/language-context';
import { LanguageToggle } from './language-toggle';
import { currentState, menuFor } from './menu-items';

// Signed-in visitors only: the signed-out first screen does not carry them (issue 18). While the
// avatar menu loads, the same-size placeholder as while the account loads; the search button
// (registered accounts) and the Accounts group (administrators) appear once loaded, as they appear
// once the account is known. A part whose code cannot be loaded is left out (lib/lazy-part.ts).
const AvatarMenu = lazyPart(() => import('./avatar-menu').then((module) => module.AvatarMenu), SessionPlaceholder);
const SearchButton = lazyPart(() => import('./search-button').then((module) => module.SearchButton), () => null);
const MenuGroupItem = lazyPart(() => import('./menu-group-item').then((module) => module.MenuGroupItem), () => null);

function SessionPlaceholder() {
  return <span className="session-placeholder" aria-hidden="true" />;
}

function HamburgerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Login button, avatar, or a same-size placeholder while the account loads (spec 4-shell §4.2.6). */
function SessionControl() {
  const { status } = useSession();
  const wasSignedIn = useRef(false);
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const signedIn = status === 'registered' || status === 'unregistered' || status === 'unavailable';
    if (wasSignedIn.current && status === 'signed-out') {
      // After logout, focus moves to the login button that replaces the avatar (§4.3.3).
      const active = document.activeElement;
      if (!active || active === document.body) {
        containerRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    }
    wasSignedIn.current = signedIn;
  }, [status]);
  return (
    <div className="session-control" ref={containerRef}>
      {status === 'loading' ? (
        <SessionPlaceholder />
      ) : status === 'signed-out' ? (
        <LoginButton />
      ) : (
        <Suspense fallback={<SessionPlaceholder />}>
          <AvatarMenu />
        </Suspense>
      )}
    </div>
  );
}

/** The header: logo, menu, language toggle and session control (spec 4-shell §4.1.1, §4.2). */
export function NavBar() {
  const { t, language } = useLanguage();
  const { role, status } = useSession();
  const [path] = useLocation();
  // The collapsed menu is open for the path it was opened on: any route change closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === path;
  const setMenuOpen = (value: boolean) => setMenuOpenOn(value ? path : null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const navId = useId();
  const entries = menuFor(role);
  const loadingLabel = t('session.loadingAccount');

  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navRef.current?.contains(target) && !menuButtonRef.current?.contains(target)) setMenuOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link href="/" className="logo-link" aria-label={t('app.logoLabel', { name: networkName(language) })}>
          <img src={config.logoUrl ?? logoUrl} alt="" width={40} height={40} className="logo" />
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
          }}
        >
          <HamburgerIcon />
          <span className="menu-button-text">{t('app.menuButton')}</span>
        </button>
        {status === 'loading' ? (
          // Decorative copy for the collapsed layout; the named spinner is the menu's last item.
          <span className="menu-button-spinner">
            <Spinner />
          </span>
        ) : null}
        <nav
          ref={navRef}
          id={navId}
          aria-label={t('app.mainMenu')}
          className={`main-nav${menuOpen ? ' is-open' : ''}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) {
              setMenuOpen(false);
              menuButtonRef.current?.focus();
            }
          }}
          onBlur={(event) => {
            // The collapsed panel does not trap focus: tabbing out of it closes it.
            const next = event.relatedTarget as Node | null;
            if (menuOpen && next && !navRef.current?.contains(next) && !menuButtonRef.current?.contains(next)) {
              setMenuOpenOn(null);
            }
          }}
        >
          <ul className="menu">
            {entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    className={`menu-link${currentState(path, entry.href) ? ' is-current' : ''}`}
                    aria-current={currentState(path, entry.href)}
                  >
                    {t(entry.label)}
                  </Link>
                </li>
              ) : (
                <Suspense key={entry.label} fallback={null}>
                  <MenuGroupItem group={entry} path={path} />
                </Suspense>
              ),
            )}
            {status === 'loading' ? (
              <li className="menu-spinner">
                <Spinner label={loadingLabel} />
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="header-actions">
          {status === 'registered' ? (
            <Suspense fallback={null}>
              <SearchButton />
            </Suspense>
          ) : null}
          <LanguageToggle />
          <SessionControl />
        </div>
      </div>
    </header>
  );
}
