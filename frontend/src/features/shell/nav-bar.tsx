import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import logoUrl from '../../assets/logo.svg';
import { LoginButton } from '../../components/login-button';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/auth/session-context';
import { config, networkName } from '../../lib/config';
import { useLanguage } from '../../lib/i18n/language-context';
import { LanguageToggle } from './language-toggle';
import { SearchButton } from './search-button';
import { currentState, groupIsCurrent, menuFor, type MenuGroup } from './menu-items';

// Signed-in visitors only: the signed-out first screen does not carry it (issue 18). While it
// loads, the same-size placeholder as while the account loads.
const AvatarMenu = lazy(() => import('./avatar-menu').then((module) => ({ default: module.AvatarMenu })));

function Caret() {
  return (
    <svg className="caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M1.5 3.5L5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function HamburgerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The Accounts group: a disclosure with its two sub-items (spec 4-shell §4.2.2). */
function MenuGroupItem({ group, path }: { group: MenuGroup; path: string }) {
  const { t } = useLanguage();
  // Open for the path it was opened on: any route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const setOpen = (value: boolean) => setOpenOn(value ? path : null);
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const listId = useId();

  const links = () => Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>('.submenu a') ?? []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      links()[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        focusFirst.current = true;
        setOpen(true);
      } else {
        items[Math.min(index + 1, items.length - 1)]?.focus();
      }
    } else if (event.key === 'ArrowUp' && open && index >= 0) {
      event.preventDefault();
      if (index === 0) buttonRef.current?.focus();
      else items[index - 1]?.focus();
    }
  };

  const current = groupIsCurrent(path, group);
  return (
    <li
      ref={containerRef}
      className={`menu-group${current ? ' is-current' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !containerRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu-link menu-group-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(group.label)}
        <Caret />
      </button>
      <ul id={listId} className={`submenu${open ? ' is-open' : ''}`}>
        {group.items.map((item) => {
          const state = currentState(path, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={`menu-link${state ? ' is-current' : ''}`}
                aria-current={state}
                onClick={() => setOpen(false)}
              >
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
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
        <span className="session-placeholder" aria-hidden="true" />
      ) : status === 'signed-out' ? (
        <LoginButton />
      ) : (
        <Suspense fallback={<span className="session-placeholder" aria-hidden="true" />}>
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
                <MenuGroupItem key={entry.label} group={entry} path={path} />
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
          {status === 'registered' ? <SearchButton /> : null}
          <LanguageToggle />
          <SessionControl />
        </div>
      </div>
    </header>
  );
}
