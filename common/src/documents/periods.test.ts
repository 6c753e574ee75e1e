import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInTimeZone,
  eventHasDate,
  eventInPeriod,
  grantHasDate,
  grantInPeriod,
  grantSpan,
  grantSpanStart,
  isReportYearStart,
  lastFiveYears,
  lastReportingYear,
  memberJoinedInPeriod,
  partnerCreatedInPeriod,
  productHasDate,
  productInPeriod,
  recentReportingYears,
  reportingYearOf,
  supervisionHasDate,
  supervisionInPeriod,
  supervisionSpan,
  trendPeriods,
} from './periods';

const year2024 = { from: '2024-01-01', to: '2024-12-31' };
const grant = (submission_date: string | null, obtained_date: string | null, completed_date: string | null) => ({ submission_date, obtained_date, completed_date });
const dates = (start_date: string | null, end_date: string | null) => ({ start_date, end_date });

describe('products (spec 7-reports §7.1.3)', () => {
  it('are in a period by publish_date, both ends included', () => {
    expect(productInPeriod({ publish_date: '2024-01-01' }, year2024)).toBe(true);
    expect(productInPeriod({ publish_date: '2024-12-31' }, year2024)).toBe(true);
    expect(productInPeriod({ publish_date: '2023-12-31' }, year2024)).toBe(false);
    expect(productInPeriod({ publish_date: '2025-01-01' }, year2024)).toBe(false);
  });
  it('without a publish_date have no usable date and are never in a period', () => {
    expect(productHasDate({ publish_date: null })).toBe(false);
    expect(productInPeriod({ publish_date: null }, { from: '1900-01-01', to: '2100-12-31' })).toBe(false);
    expect(productHasDate({ publish_date: '2024-05-05' })).toBe(true);
  });
});

describe('grants: the span', () => {
  it('runs from the earliest date to completed_date', () => {
    expect(grantSpan(grant('2020-02-01', '2020-06-01', '2023-03-31'))).toEqual({ start: '2020-02-01', end: '2023-03-31' });
    expect(grantSpan(grant(null, null, '2023-03-31'))).toEqual({ start: '2023-03-31', end: '2023-03-31' });
  });
  it('is open-ended when obtained and not completed', () => {
    expect(grantSpan(grant('2019-09-01', '2020-01-15', null))).toEqual({ start: '2019-09-01', end: null });
    expect(grantInPeriod(grant('2019-09-01', '2020-01-15', null), { from: '2099-01-01', to: '2099-12-31' })).toBe(true);
    expect(grantInPeriod(grant('2019-09-01', '2020-01-15', null), { from: '2018-01-01', to: '2019-08-31' })).toBe(false);
  });
  it('is one day for an application (submission only)', () => {
    expect(grantSpan(grant('2024-10-15', null, null))).toEqual({ start: '2024-10-15', end: '2024-10-15' });
    expect(grantInPeriod(grant('2024-10-15', null, null), year2024)).toBe(true);
    expect(grantInPeriod(grant('2023-10-15', null, null), year2024)).toBe(false);
  });
  it('overlaps a period from either side', () => {
    expect(grantInPeriod(grant('2022-01-01', '2022-06-01', '2024-01-01'), year2024)).toBe(true);
    expect(grantInPeriod(grant('2024-12-31', '2025-06-01', '2027-01-01'), year2024)).toBe(true);
    expect(grantInPeriod(grant('2022-01-01', '2022-06-01', '2023-12-31'), year2024)).toBe(false);
    expect(grantInPeriod(grant('2025-01-01', '2025-06-01', null), year2024)).toBe(false);
  });
  it('has no span without any date', () => {
    expect(grantSpan(grant(null, null, null))).toBeNull();
    expect(grantHasDate(grant(null, null, null))).toBe(false);
    expect(grantInPeriod(grant(null, null, null), year2024)).toBe(false);
    expect(grantSpanStart(grant(null, null, null))).toBeNull();
  });
  it('starts at the earliest date present (newest span start first orders)', () => {
    expect(grantSpanStart(grant('2021-03-01', '2020-12-01', null))).toBe('2020-12-01');
    expect(grantSpanStart(grant(null, '2022-05-01', '2025-05-01'))).toBe('2022-05-01');
  });
});

describe('events: start to end, either alone', () => {
  it('overlap the period', () => {
    expect(eventInPeriod(dates('2023-12-30', '2024-01-02'), year2024)).toBe(true);
    expect(eventInPeriod(dates('2024-12-31', '2025-01-02'), year2024)).toBe(true);
    expect(eventInPeriod(dates('2023-12-01', '2023-12-31'), year2024)).toBe(false);
  });
  it('use either date alone as a one-day span', () => {
    expect(eventInPeriod(dates('2024-06-01', null), year2024)).toBe(true);
    expect(eventInPeriod(dates(null, '2024-06-01'), year2024)).toBe(true);
    expect(eventInPeriod(dates('2025-06-01', null), year2024)).toBe(false);
  });
  it('without dates are never in a period', () => {
    expect(eventHasDate(dates(null, null))).toBe(false);
    expect(eventInPeriod(dates(null, null), year2024)).toBe(false);
  });
});

describe('supervisions: open-ended without an end', () => {
  it('run on without an end date', () => {
    expect(supervisionSpan(dates('2019-09-01', null))).toEqual({ start: '2019-09-01', end: null });
    expect(supervisionInPeriod(dates('2019-09-01', null), year2024)).toBe(true);
    expect(supervisionInPeriod(dates('2025-01-01', null), year2024)).toBe(false);
  });
  it('use the end alone as one day without a start', () => {
    expect(supervisionSpan(dates(null, '2024-05-01'))).toEqual({ start: '2024-05-01', end: '2024-05-01' });
    expect(supervisionInPeriod(dates(null, '2023-05-01'), year2024)).toBe(false);
  });
  it('overlap with both dates, ends included', () => {
    expect(supervisionInPeriod(dates('2020-09-01', '2024-01-01'), year2024)).toBe(true);
    expect(supervisionInPeriod(dates('2020-09-01', '2023-12-31'), year2024)).toBe(false);
  });
  it('without dates are never in a period', () => {
    expect(supervisionHasDate(dates(null, null))).toBe(false);
    expect(supervisionInPeriod(dates(null, null), year2024)).toBe(false);
  });
});

describe('new members and partners', () => {
  it('members by date_joined', () => {
    expect(memberJoinedInPeriod({ date_joined: '2024-12-31' }, year2024)).toBe(true);
    expect(memberJoinedInPeriod({ date_joined: '2025-01-01' }, year2024)).toBe(false);
  });
  it('partners by created_at as a date in the network time zone', () => {
    // 03:30 UTC on January 1 is still December 31 in Toronto.
    expect(dateInTimeZone('2025-01-01T03:30:00.000Z', 'America/Toronto')).toBe('2024-12-31');
    expect(dateInTimeZone('2025-01-01T03:30:00.000Z', 'UTC')).toBe('2025-01-01');
    expect(partnerCreatedInPeriod('2025-01-01T03:30:00.000Z', 'America/Toronto', year2024)).toBe(true);
    expect(partnerCreatedInPeriod('2025-01-01T05:30:00.000Z', 'America/Toronto', year2024)).toBe(false);
  });
});

describe('date arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('1900-03-01', -1)).toBe('1900-02-28');
  });
});

describe('reporting years (REPORT_YEAR_START)', () => {
  it('accepts MM-DD of days that exist every year only', () => {
    expect(isReportYearStart('04-01')).toBe(true);
    expect(isReportYearStart('01-01')).toBe(true);
    expect(isReportYearStart('12-31')).toBe(true);
    expect(isReportYearStart('02-29')).toBe(false);
    expect(isReportYearStart('04-31')).toBe(false);
    expect(isReportYearStart('13-01')).toBe(false);
    expect(isReportYearStart('4-1')).toBe(false);
    expect(isReportYearStart('00-10')).toBe(false);
  });
  it('finds the year that holds a date, with an en dash label', () => {
    expect(reportingYearOf('04-01', '2024-04-01')).toEqual({ from: '2024-04-01', to: '2025-03-31', label: '2024–2025' });
    expect(reportingYearOf('04-01', '2025-03-31')).toEqual({ from: '2024-04-01', to: '2025-03-31', label: '2024\u20132025' });
    expect(reportingYearOf('04-01', '2024-03-31')).toEqual({ from: '2023-04-01', to: '2024-03-31', label: '2023–2024' });
  });
  it('labels calendar years with one year', () => {
    expect(reportingYearOf('01-01', '2025-07-14')).toEqual({ from: '2025-01-01', to: '2025-12-31', label: '2025' });
  });
  it('ends the day before a March 1 start in a leap year', () => {
    expect(reportingYearOf('03-01', '2023-06-01')).toEqual({ from: '2023-03-01', to: '2024-02-29', label: '2023–2024' });
  });
  it('gives the last reporting year: the latest that has ended', () => {
    expect(lastReportingYear('04-01', '2026-11-27')).toEqual({ from: '2025-04-01', to: '2026-03-31', label: '2025–2026' });
    expect(lastReportingYear('04-01', '2026-03-31')).toEqual({ from: '2024-04-01', to: '2025-03-31', label: '2024–2025' });
    expect(lastReportingYear('04-01', '2026-04-01')).toEqual({ from: '2025-04-01', to: '2026-03-31', label: '2025–2026' });
    expect(lastReportingYear('01-01', '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31', label: '2025' });
  });
  it('lists the current year and those before, newest first', () => {
    const years = recentReportingYears('04-01', '2026-11-27', 20);
    expect(years).toHaveLength(21);
    expect(years[0]).toEqual({ from: '2026-04-01', to: '2027-03-31', label: '2026–2027' });
    expect(years[1]?.label).toBe('2025–2026');
    expect(years[20]).toEqual({ from: '2006-04-01', to: '2007-03-31', label: '2006–2007' });
  });
});

describe('trend periods (spec 7-reports §7.3.2)', () => {
  it('are calendar years for a year ending December 31', () => {
    expect(trendPeriods('2025-12-31')).toEqual([
      { from: '2021-01-01', to: '2021-12-31' },
      { from: '2022-01-01', to: '2022-12-31' },
      { from: '2023-01-01', to: '2023-12-31' },
      { from: '2024-01-01', to: '2024-12-31' },
      { from: '2025-01-01', to: '2025-12-31' },
    ]);
  });
  it('follow a reporting year', () => {
    expect(trendPeriods('2025-03-31')).toEqual([
      { from: '2020-04-01', to: '2021-03-31' },
      { from: '2021-04-01', to: '2022-03-31' },
      { from: '2022-04-01', to: '2023-03-31' },
      { from: '2023-04-01', to: '2024-03-31' },
      { from: '2024-04-01', to: '2025-03-31' },
    ]);
  });
  it('count February 29 as February 28 and leave no day out', () => {
    const periods = trendPeriods('2024-02-29');
    expect(periods).toEqual([
      { from: '2019-03-01', to: '2020-02-28' },
      { from: '2020-02-29', to: '2021-02-28' },
      { from: '2021-03-01', to: '2022-02-28' },
      { from: '2022-03-01', to: '2023-02-28' },
      { from: '2023-03-01', to: '2024-02-29' },
    ]);
    for (let i = 1; i < periods.length; i++) expect(addDays(periods[i - 1]?.to ?? '', 1)).toBe(periods[i]?.from);
  });
  it('end on a February 28 that follows a leap day', () => {
    expect(trendPeriods('2021-02-28')[3]).toEqual({ from: '2019-03-01', to: '2020-02-28' });
    expect(trendPeriods('2021-02-28')[4]).toEqual({ from: '2020-02-29', to: '2021-02-28' });
  });
});

describe('last 5 years', () => {
  it('runs from the day after the same date five years ago to today', () => {
    expect(lastFiveYears('2026-11-27')).toEqual({ from: '2021-11-28', to: '2026-11-27' });
    expect(lastFiveYears('2026-01-01')).toEqual({ from: '2021-01-02', to: '2026-01-01' });
  });
  it('takes February 28 for a February 29 five years ago', () => {
    expect(lastFiveYears('2028-02-29')).toEqual({ from: '2023-03-01', to: '2028-02-29' });
  });
});
