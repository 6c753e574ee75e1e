import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '../../lib/i18n/language-context';
import { currentState, groupIsCurrent, type MenuGroup } from './menu-items';

function Caret() {
  return (
    <svg className="caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M1.5 3.5L5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The Accounts group: a disclosure with its two sub-items (spec 4-shell §4.2.2). */
export function MenuGroupItem({ group, path }: { group: MenuGroup; path: string }) {
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
