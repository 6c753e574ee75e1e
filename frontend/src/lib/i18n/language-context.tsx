import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { announce } from '../announcer';
import { notifyErrorMessage } from '../notify';
import { applyDocumentLanguage, getActiveLanguage } from './active-language';
import { dictionaryFor, loadPartsOf, partsReady, translate, type Language, type MessageKey, type MessageParams } from './dictionary';
import { readStoredLanguage, writeStoredLanguage } from './language-storage';

export interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
  /**
   * Starts loading the other language's texts (the toggle calls it on hover, focus and press), so
   * that the switch itself needs no download (spec 4-shell §4.4.2: one frame).
   */
  prepareToggle: () => void;
  /** Text of `key` in the active language. */
  t: (key: MessageKey, params?: MessageParams) => string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({
  initialLanguage,
  children,
}: {
  initialLanguage?: Language;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState<Language>(() => {
    const first = initialLanguage ?? readStoredLanguage();
    applyDocumentLanguage(first);
    return first;
  });

  // The last language asked for: a switch that waited for its texts is dropped when another
  // switch was asked for meanwhile.
  const requested = useRef<Language | null>(null);
  const setLanguage = useCallback((next: Language) => {
    requested.current = next;
    const apply = () => {
      if (requested.current !== next) return;
      writeStoredLanguage(next);
      applyDocumentLanguage(next);
      setLanguageState(next);
      announce(dictionaryFor(next).language.announce, 'polite', next);
    };
    const current = getActiveLanguage();
    // Usually loaded already (prepareToggle): the switch happens in this frame.
    if (partsReady(current, next)) apply();
    else loadPartsOf(current, next).then(apply, () => notifyErrorMessage('toast.networkInline'));
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      setLanguage,
      toggleLanguage: () => setLanguage(language === 'en' ? 'fr' : 'en'),
      prepareToggle: () => {
        // A failure here is reported by the switch itself, if the user goes on with it.
        loadPartsOf(language, language === 'en' ? 'fr' : 'en').catch(() => undefined);
      },
      t: (key, params) => translate(language, key, params),
    }),
    [language, setLanguage],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>.');
  return value;
}
