/**
 * The annual report page's options and their URL form (spec 7-reports §7.3.3): `lang`, `year`
 * (the reporting year's start date) or `from` and `to`, `sections`, `detail`, `style`, `paper`,
 * written when not default, malformed values ignored.
 */
import { lastReportingYear, recentReportingYears, type ReportingYear } from '@portal/common/documents/periods';
import type { CitationStyle } from '../../lib/citations/citation';
import type { DocumentLanguage, PaperSize } from '../../lib/documents/document-model';
import { calendarDate, oneOf, wordSet, type OptionCodecs } from '../../lib/documents/url-options';
import { REPORT_SECTIONS, type ReportDetail } from './annual-report-document';

export interface ReportOptions {
  lang: DocumentLanguage;
  /** The chosen reporting year's start date. */
  year: string | null;
  /** A custom period: both dates, else the reporting year applies. */
  from: string | null;
  to: string | null;
  sections: readonly string[];
  detail: ReportDetail;
  style: CitationStyle;
  paper: PaperSize;
}

/** The reporting years the select offers: the current one and the 20 before it, newest first. */
export const YEARS_BEFORE = 20;

export function offeredYears(reportYearStart: string, today: string): ReportingYear[] {
  return recentReportingYears(reportYearStart, today, YEARS_BEFORE);
}

export function reportCodecs(years: readonly ReportingYear[]): OptionCodecs<ReportOptions> {
  const starts = new Set(years.map((year) => year.from));
  return {
    lang: oneOf(['en', 'fr'] as const),
    year: {
      // Only a reporting year the select offers.
      parse: (raw) => (starts.has(raw) ? raw : undefined),
      format: (value) => value ?? '',
    },
    from: calendarDate,
    to: calendarDate,
    sections: wordSet((word) => (REPORT_SECTIONS as readonly string[]).includes(word)),
    detail: oneOf(['lists', 'figures'] as const),
    style: oneOf(['apa', 'vancouver'] as const),
    paper: oneOf(['letter', 'a4'] as const),
  };
}

export function reportDefaults(language: DocumentLanguage, reportYearStart: string, today: string, style: CitationStyle): ReportOptions {
  return {
    lang: language,
    year: lastReportingYear(reportYearStart, today).from,
    from: null,
    to: null,
    sections: [...REPORT_SECTIONS].sort(),
    detail: 'lists',
    style,
    paper: 'letter',
  };
}

/** The viewer's local date as `YYYY-MM-DD` ("today" for the reporting years and "Produced on"). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
