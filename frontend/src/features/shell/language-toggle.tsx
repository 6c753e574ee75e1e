import { useLanguage } from '../../lib/i18n/language-context';

/**
 * Shows the language it switches to: "FR" while English is active, "EN" while French is active;
 * its accessible name is in that language (spec 4-shell §4.2.5).
 */
export function LanguageToggle() {
  const { t, toggleLanguage, prepareToggle } = useLanguage();
  const target = t('language.toggleLang');
  return (
    <button
      type="button"
      className="language-toggle"
      lang={target}
      aria-label={t('language.toggleLabel')}
      title={t('language.toggleLabel')}
      onPointerEnter={prepareToggle}
      onPointerDown={prepareToggle}
      onFocus={prepareToggle}
      onClick={toggleLanguage}
    >
      {t('language.toggleText')}
    </button>
  );
}
