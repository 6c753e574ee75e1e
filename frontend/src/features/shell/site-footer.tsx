import { networkName, privacyUrl } from '../../lib/config';
import { useLanguage } from '../../lib/i18n/language-context';

function ExternalIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" className="external-icon">
      <path d="M5 2H2v8h8V7M7 1h4v4M11 1L5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

/** Copyright line and privacy-policy link (spec 4-shell §4.1.3). */
export function SiteFooter() {
  const { t, language } = useLanguage();
  const url = privacyUrl(language);
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p>{t('app.copyright', { year: String(new Date().getFullYear()), name: networkName(language) })}</p>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('app.privacyPolicy')}
            <ExternalIcon />
            <span className="visually-hidden"> {t('app.opensInNewTab')}</span>
          </a>
        ) : null}
      </div>
    </footer>
  );
}
