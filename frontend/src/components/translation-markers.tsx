/**
 * The editors' translation markers (spec 6-data-and-beyond §6.3.6 "Markers"): a badge "French
 * missing" / "English missing" beside each pair that has one side only, and "<n> texts are in one
 * language only." at the top of the record's card. Only whoever may edit the record sees them
 * (spec 1-roles-and-identity §1.6): the private record frame says so through
 * `TranslationEditorScope`; outside it (public pages, lists) the badges render nothing and readers
 * keep the fallback marker of spec 4-shell §4.4.5 alone.
 */
import { missingSide, type BilingualPair, type TextLanguage } from '@portal/common/bilingual/completeness';
import { createContext, useContext, type ReactNode } from 'react';
import { plural } from '../lib/i18n/format';
import { formatCount } from '../lib/i18n/format-count';
import { useLanguage } from '../lib/i18n/language-context';
import { TranslationIcon } from './icons';
import './translation-markers.css';

const EditorContext = createContext(false);

/** Marks the content as seen by someone who may edit the record (`editor`) or not. */
export function TranslationEditorScope({ editor, children }: { editor: boolean; children: ReactNode }) {
  return <EditorContext.Provider value={editor}>{children}</EditorContext.Provider>;
}

/** The badge naming the missing language (outlined grey, with an icon: never colour alone). */
export function MissingLanguageBadge({ language }: { language: TextLanguage }) {
  const { t } = useLanguage();
  if (!useContext(EditorContext)) return null;
  return (
    <span className="translation-badge">
      <TranslationIcon />
      {t(language === 'en' ? 'translation.missingEn' : 'translation.missingFr')}
    </span>
  );
}

/** The badge of a pair, when exactly one side is filled. */
export function PairBadge({ en, fr }: BilingualPair) {
  const side = missingSide({ en, fr });
  return side ? <MissingLanguageBadge language={side} /> : null;
}

/** "<n> texts are in one language only." at the top of the card, for editors, when n > 0. */
export function IncompleteTextsNotice({ count }: { count: number }) {
  const { t, language } = useLanguage();
  if (!useContext(EditorContext) || count <= 0) return null;
  return <p className="translation-notice">{t(plural(count, language, 'translation.countOne', 'translation.countOther'), { count: formatCount(count, language) })}</p>;
}
