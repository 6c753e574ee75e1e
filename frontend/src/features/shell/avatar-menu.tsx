import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSession } from '../../lib/auth/session-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { useUnsavedChanges } from '../../lib/unsaved/unsaved-context';
import { emailOf, fullNameOf, initialsOf } from './initials';

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function WarningIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="notice-icon">
      <path d="M8 1.5l7 13H1z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 6v4M8 11.5v1" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="7" r="3.5" fill="currentColor" />
      <path d="M3 18c0-3.9 3.1-6 7-6s7 2.1 7 6z" fill="currentColor" />
    </svg>
  );
}

/**
 * The avatar button and its dropdown panel (spec 4-shell §4.3.2–§4.3.3): a disclosure whose panel
 * is a group labelled by the full name.
 */
export function AvatarMenu() {
  const session = useSession();
  const { t } = useLanguage();
  const { requestAction } = useUnsavedChanges();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();
  const nameId = useId();

  const { account, identity, status } = session;
  const initials = initialsOf(account, identity);
  const fullName = fullNameOf(account, identity);
  const email = emailOf(account, identity);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (open) panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
      else setOpen(true);
    }
  };

  return (
    <div
      className="avatar"
      ref={containerRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !containerRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('session.avatarLabel', { initials, name: fullName })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {initials ? <span aria-hidden="true">{initials}</span> : <PersonIcon />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="avatar-panel"
        role="group"
        aria-labelledby={nameId}
        hidden={!open}
      >
        <p id={nameId} className="avatar-name">
          {fullName}
        </p>
        <p className="avatar-email">{email}</p>
        {status === 'unregistered' ? (
          <p className="notice notice-warning">
            <WarningIcon />
            <span>{t('session.notRegistered')}</span>
          </p>
        ) : null}
        {status === 'unavailable' ? (
          <div className="notice notice-warning">
            <WarningIcon />
            <div>
              <p>{t('session.accountUnavailable')}</p>
              <button type="button" className="button button-secondary button-small" onClick={session.refresh}>
                {t('session.tryAgain')}
              </button>
            </div>
          </div>
        ) : null}
        {account && (account.is_admin || account.member) ? (
          <ul className="badges">
            {account.is_admin ? (
              <li className="badge">
                <CheckIcon />
                {t('session.administrator')}
              </li>
            ) : null}
            {account.member ? (
              <li className="badge">
                <CheckIcon />
                {t('session.member')}
              </li>
            ) : null}
          </ul>
        ) : null}
        <button
          type="button"
          className="button button-secondary logout-button"
          onClick={() => {
            setOpen(false);
            // Unsaved changes are confirmed first; Cancel keeps the user signed in (§4.3.3).
            requestAction(session.logout);
          }}
        >
          {t('session.logout')}
        </button>
      </div>
    </div>
  );
}
