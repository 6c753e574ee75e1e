/**
 * The report's document texts (spec 7-reports §7.3.4) in the document's language, which the page
 * chooses independently of the interface (§7.1.2): both dictionaries travel in the report's
 * chunk. rosetta fills `{{placeholders}}`; plural keys come in `…One` / `…Other` pairs.
 */
import rosetta from 'rosetta';
import type { DocumentLanguage } from '../../lib/documents/document-model';
import { plural } from '../../lib/i18n/format';
import { annualReportEn, type AnnualReportTexts } from '../../lib/i18n/sections/annual-report-en';
import { annualReportFr } from '../../lib/i18n/sections/annual-report-fr';

export type ReportKey = keyof AnnualReportTexts;
export type ReportTranslate = (key: ReportKey, params?: Record<string, string | number>) => string;

const texts = rosetta<AnnualReportTexts>({ en: annualReportEn, fr: annualReportFr });

export function reportTranslator(language: DocumentLanguage): ReportTranslate {
  return (key, params) => texts.t(key, params ?? {}, language);
}

/** `<base>One` or `<base>Other` for `count` (French: 0 and 1 take the singular). */
export function reportPluralKey<B extends string>(base: B, count: number, language: DocumentLanguage): `${B}One` | `${B}Other` {
  return plural(count, language, `${base}One` as const, `${base}Other` as const);
}
