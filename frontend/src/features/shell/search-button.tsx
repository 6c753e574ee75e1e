import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useLanguage } from '../../lib/i18n/language-context';
import { isSearchShortcut, requestSearchFieldFocus, SEARCH_FIELD_ID, useSearchShortcut } from '../../lib/search-shortcut';

function MagnifierIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search button and the "/" shortcut (spec 6-data-and-beyond §6.3.3, 4-shell §4.1.1),
 * rendered for registered accounts only. Both open `/search` with focus in its field; on that page
 * the shortcut focuses the field and selects its text. The tooltip names the shortcut while it is on.
 */
export function SearchButton() {
  const { t } = useLanguage();
  const [path, navigate] = useLocation();
  const shortcut = useSearchShortcut();

  useEffect(() => {
    if (!shortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      const field = document.getElementById(SEARCH_FIELD_ID);
      if (path === '/search' && field instanceof HTMLInputElement) {
        field.focus();
        field.select();
        return;
      }
      requestSearchFieldFocus();
      navigate('/search');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut, path, navigate]);

  return (
    <button
      type="button"
      className="search-button"
      title={shortcut ? t('app.searchTooltip') : undefined}
      aria-keyshortcuts={shortcut ? '/' : undefined}
      onClick={() => {
        requestSearchFieldFocus();
        if (path === '/search') document.getElementById(SEARCH_FIELD_ID)?.focus();
        else navigate('/search');
      }}
    >
      <MagnifierIcon />
      <span className="search-button-text">{t('app.search')}</span>
    </button>
  );
}
