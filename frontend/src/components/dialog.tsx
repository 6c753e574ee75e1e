import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLanguage } from '../lib/i18n/language-context';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/** The page heading, where focus goes when the opener is gone (spec 4-shell §4.12.4). */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

export interface DialogProps {
  /** `alertdialog` for the unsaved-changes prompt and the delete confirmation. */
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  /** The main text (describes the dialog). */
  description?: ReactNode;
  /** Escape, the "×" button and a click on the backdrop. */
  onCancel: () => void;
  /** Element that takes the focus on open; else the first focusable control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close; default: the control that opened the dialog, else the page heading. */
  finalFocus?: () => HTMLElement | null | undefined;
  /** Buttons, in order. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal dialog (spec 4-shell §4.11.9, §4.12.4): rendered over the page, labelled by its title
 * (an h2) and described by its text; focus moves in on open, Tab and Shift+Tab cycle inside, the
 * rest of the page is inert and does not scroll, Escape cancels, and focus returns on close.
 * Render it only while it is open.
 */
export function Dialog({
  role = 'dialog',
  title,
  description,
  onCancel,
  initialFocus,
  finalFocus,
  actions,
  children,
  className,
}: DialogProps) {
  const { t } = useLanguage();
  const titleId = useId();
  const textId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = 'dialog-host';
    return element;
  });
  const latest = useRef({ onCancel, finalFocus });
  useLayoutEffect(() => {
    latest.current = { onCancel, finalFocus };
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    // Everything else becomes inert (siblings of the host; nested dialogs stack on top).
    const madeInert: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (
        sibling !== host &&
        !sibling.hasAttribute('inert') &&
        !sibling.hasAttribute('data-keep-active') &&
        sibling.tagName !== 'SCRIPT'
      ) {
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';

    const panel = panelRef.current;
    const first = initialFocus?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
    first?.focus();

    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      root.style.overflow = previousOverflow;
      host.remove();
      const requested = latest.current.finalFocus?.();
      const target = requested ?? (opener && opener.isConnected ? opener : pageHeading());
      target?.focus({ preventScroll: false });
    };
    // Runs once per opening: the dialog is rendered only while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      latest.current.onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || !panelRef.current.contains(active))) {
      event.preventDefault();
      lastItem?.focus();
    } else if (!event.shiftKey && (active === lastItem || !panelRef.current.contains(active))) {
      event.preventDefault();
      firstItem?.focus();
    }
  };

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) latest.current.onCancel();
      }}
    >
      <div
        ref={panelRef}
        className={className ? `dialog ${className}` : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? textId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button dialog-close"
            aria-label={t('dialog.close')}
            title={t('dialog.close')}
            onClick={() => latest.current.onCancel()}
          >
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <div id={textId} className="dialog-text">
            {description}
          </div>
        ) : null}
        {children}
        {actions ? <div className="dialog-actions">{actions}</div> : null}
      </div>
    </div>,
    host,
  );
}
