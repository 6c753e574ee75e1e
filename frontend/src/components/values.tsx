/** Small shared pieces of spec 4-shell §4.11.9 and §4.4.4–§4.4.5. */
import type { ReactNode } from 'react';
import { pickBilingual } from '../lib/i18n/bilingual';
import { useLanguage } from '../lib/i18n/language-context';
import { ExternalIcon } from './icons';

/** "—" with the visually hidden text "Not specified" / "Non précisé". */
export function MissingValue() {
  const { t } = useLanguage();
  return (
    <span className="missing-value">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('values.notSpecified')}</span>
    </span>
  );
}

/** A formatted value, or the missing-value dash. */
export function ValueOrMissing({ children }: { children: ReactNode }) {
  return children === null || children === undefined || children === '' ? <MissingValue /> : <>{children}</>;
}

/** "Yes" / "Oui", "No" / "Non", as text. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useLanguage();
  return <>{value ? t('values.yes') : t('values.no')}</>;
}

/** "(required)" / "(obligatoire)" after a label; never a bare asterisk. */
export function RequiredMarker() {
  const { t } = useLanguage();
  return <span className="required-marker">{t('values.required')}</span>;
}

/**
 * A bilingual field in the active language with fallback: the other language's text carries its
 * `lang` and a marker badge with hidden text (spec 4-shell §4.4.5). Markers are for lists,
 * details, headings and tags (`marker={false}` elsewhere).
 */
export function BilingualText({
  en,
  fr,
  marker = true,
}: {
  en: string | null | undefined;
  fr: string | null | undefined;
  marker?: boolean;
}) {
  const { t, language } = useLanguage();
  const shown = pickBilingual(en, fr, language);
  if (!shown) return <MissingValue />;
  if (!shown.fallback) return <>{shown.text}</>;
  return (
    <>
      <span lang={shown.language}>{shown.text}</span>
      {marker ? (
        <span className="fallback-marker">
          <span aria-hidden="true">{shown.language.toUpperCase()}</span>
          <span className="visually-hidden">
            {' '}
            {t(shown.language === 'en' ? 'values.onlyInEnglish' : 'values.onlyInFrench')}
          </span>
        </span>
      ) : null}
    </>
  );
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An external link (web site, DOI, CV, social link): a link only for http(s), opened in a new tab
 * with an icon and hidden "(opens in a new tab)"; any other value is plain text.
 */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useLanguage();
  if (!isWebUrl(href)) return <>{children ?? href}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children ?? href}
      <ExternalIcon />
      <span className="visually-hidden"> {t('app.opensInNewTab')}</span>
    </a>
  );
}
