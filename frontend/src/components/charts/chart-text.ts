/**
 * The dashboard's texts (spec 6-data-and-beyond §6.3.2) in a language, with rosetta's
 * `{{placeholders}}` filled, and the plural pick of spec 4-shell §4.4.4 (French: 0 and 1 take the
 * singular). The charts' captions, text alternatives and table headers come from here, for the
 * dashboard and the annual report (in the document's language); only those two chunks import
 * this file and its dictionaries.
 */
import rosetta from 'rosetta';
import type { Language } from '../../lib/i18n/dictionary';
import { plural } from '../../lib/i18n/format';
import { dashboardEn, type DashboardTexts } from '../../lib/i18n/sections/dashboard-en';
import { dashboardFr } from '../../lib/i18n/sections/dashboard-fr';

export type DashboardKey = keyof DashboardTexts;
export type DashboardTranslate = (key: DashboardKey, params?: Record<string, string | number>) => string;

const texts = rosetta<DashboardTexts>({ en: dashboardEn, fr: dashboardFr });

export function dashboardTranslator(language: Language): DashboardTranslate {
  return (key, params) => texts.t(key, params ?? {}, language);
}

/** `<base>One` or `<base>Other` for `count` (the keys come in such pairs). */
export function pluralKey<B extends string>(base: B, count: number, language: Language): `${B}One` | `${B}Other` {
  return plural(count, language, `${base}One` as const, `${base}Other` as const);
}
