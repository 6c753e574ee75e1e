/**
 * "Today" for the dates the server sets (`date_joined`, `last_active`): the calendar date in the
 * network's time zone, `PORTAL_TIME_ZONE` (spec 2-data-model §2.1.8), as `YYYY-MM-DD`.
 */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
