import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { announce } from '../announcer';
import { applyDocumentLanguage } from './active-language';
import { dictionaryFor, translate, type Language, type MessageKey, type MessageParams } from './dictionary';
import { readStoredLanguage, writeStoredLanguage } from './language-storage';

export interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
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

  const setLanguage = useCallback((next: Language) => {
    writeStoredLanguage(next);
    applyDocumentLanguage(next);
    setLanguageState(next);
    announce(dictionaryFor(next).language.announce, 'polite', next);
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      setLanguage,
      toggleLanguage: () => setLanguage(language === 'en' ? 'fr' : 'en'),
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
