/**
 * The CV page's options as URL parameters (spec 7-reports §7.2.3 "URL"), their defaults, and the
 * builder's options they stand for. Defaults that depend on the data (the product types and
 * grant statuses present) are computed from the answer, so the URL names only what differs.
 */
import type { MemberCvData } from '@portal/common/api/cv';
import type { DatePeriod } from '@portal/common/api/report';
import { lastFiveYears, lastReportingYear, type ReportingYear } from '@portal/common/documents/periods';
import type { CitationStyle } from '../../lib/citations/citation';
import type { DocumentLanguage } from '../../lib/documents/document-model';
import { calendarDate, flag, oneOf, wordSet, type OptionCodecs } from '../../lib/documents/url-options';
import { CV_SECTIONS, NO_TYPE, UNTICKED_STATUSES, type CvOptions, type CvSection } from './cv-document';

export type CvPeriodChoice = 'all' | '5y' | 'year' | 'custom';

/** The builder's options as the URL holds them: the period as a choice, the sets as word lists. */
export interface CvUrlOptions extends Pick<CvOptions, 'lang' | 'style' | 'peer' | 'bothTitles' | 'investigators' | 'private' | 'joined' | 'paper'> {
  period: CvPeriodChoice;
  from: string | null;
  to: string | null;
  sections: readonly string[];
  productTypes: readonly string[];
  grantStatuses: readonly string[];
}

export const CV_CODECS: OptionCodecs<CvUrlOptions> = {
  lang: oneOf(['en', 'fr'] as const),
  period: oneOf(['all', '5y', 'year', 'custom'] as const),
  from: calendarDate,
  to: calendarDate,
  sections: wordSet((word) => (CV_SECTIONS as readonly string[]).includes(word)),
  productTypes: wordSet(),
  grantStatuses: wordSet(),
  style: oneOf(['apa', 'vancouver'] as const),
  peer: flag,
  bothTitles: flag,
  investigators: flag,
  private: flag,
  joined: flag,
  paper: oneOf(['letter', 'a4'] as const),
};

/** The defaults (§7.2.3 Options): the interface language, all dates, every section but Partnerships... */
export function cvDefaults(interfaceLanguage: DocumentLanguage, style: CitationStyle, data: MemberCvData | undefined): CvUrlOptions {
  const types = data ? [...new Set(data.products.map((product) => product.product_type_id ?? NO_TYPE))] : [];
  const statuses = data ? [...new Set(data.grants.map((grant) => grant.status_id))].filter((id) => !UNTICKED_STATUSES.includes(id)) : [];
  return {
    lang: interfaceLanguage,
    period: 'all',
    from: null,
    to: null,
    sections: CV_SECTIONS.filter((section) => section !== 'partnerships'),
    productTypes: types.sort(),
    grantStatuses: statuses.sort(),
    style,
    peer: true,
    bothTitles: false,
    investigators: true,
    private: false,
    joined: false,
    paper: 'letter',
  };
}

/** The period the options choose (null: all dates, or a custom period not yet complete and in order). */
export function cvPeriod(options: Pick<CvUrlOptions, 'period' | 'from' | 'to'>, today: string, lastYear: ReportingYear): DatePeriod | null {
  switch (options.period) {
    case 'all':
      return null;
    case '5y':
      return lastFiveYears(today);
    case 'year':
      return { from: lastYear.from, to: lastYear.to };
    case 'custom':
      return options.from && options.to && options.from <= options.to ? { from: options.from, to: options.to } : null;
  }
}

export function lastYearFor(reportYearStart: string, today: string): ReportingYear {
  return lastReportingYear(reportYearStart, today);
}

/** The builder's options. */
export function toCvOptions(options: CvUrlOptions, period: DatePeriod | null): CvOptions {
  return {
    lang: options.lang,
    period,
    sections: new Set(options.sections as CvSection[]),
    productTypes: new Set(options.productTypes),
    grantStatuses: new Set(options.grantStatuses),
    style: options.style,
    peer: options.peer,
    bothTitles: options.bothTitles,
    investigators: options.investigators,
    private: options.private,
    joined: options.joined,
    paper: options.paper,
  };
}
