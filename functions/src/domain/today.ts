import { dateInTimeZone } from '@portal/common/documents/periods';

/**
 * "Today" for the dates the server sets (`date_joined`, `last_active`): the calendar date in the
 * network's time zone, `PORTAL_TIME_ZONE` (spec 2-data-model §2.1.8), as `YYYY-MM-DD`. The same
 * rule turns an organization's `created_at` into its date for the annual report.
 */
export function todayIn(timeZone: string, now: Date): string {
  return dateInTimeZone(now, timeZone);
}
