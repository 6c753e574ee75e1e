import type { Container } from '@azure/cosmos';
import { DEFAULT_REPORT_YEAR_START, reportingYearOf, type ReportingYear } from '@portal/common/documents/periods';

/**
 * The period of the network report the bench asks for (spec 7-reports §7.3.5: "the densest year,
 * large network"): the reporting year (REPORT_YEAR_START, default 04-01) holding the most dated
 * records of the four kinds the report lists, each record counted in the reporting year of its
 * first date; the worst case the data holds, whatever today is. Ties: the later year.
 */
export function densestReportingYear(dates: Iterable<string>, start = DEFAULT_REPORT_YEAR_START): ReportingYear & { records: number } {
  const counts = new Map<string, { year: ReportingYear; records: number }>();
  for (const date of dates) {
    const year = reportingYearOf(start, date);
    const found = counts.get(year.from);
    if (found) found.records += 1;
    else counts.set(year.from, { year, records: 1 });
  }
  let best: { year: ReportingYear; records: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.records > best.records || (entry.records === best.records && entry.year.from > best.year.from)) best = entry;
  if (!best) throw new Error('The bench database holds no dated record');
  return { ...best.year, records: best.records };
}

/** The first date of each product, grant, event and supervision: one narrow query per kind. */
export async function firstDates(records: Container): Promise<string[]> {
  const fields: Record<string, string[]> = {
    product: ['publish_date'],
    grant: ['submission_date', 'obtained_date', 'completed_date'],
    event: ['start_date', 'end_date'],
    supervision: ['start_date', 'end_date'],
  };
  const lists = await Promise.all(
    Object.entries(fields).map(async ([pk, names]) => {
      const { resources } = await records.items
        .query<Record<string, string | null>>({ query: `SELECT ${names.map((n) => `c.${n}`).join(', ')} FROM c WHERE c.pk = @pk AND c.kind = @pk`, parameters: [{ name: '@pk', value: pk }] }, { partitionKey: pk })
        .fetchAll();
      return resources.flatMap((row) => {
        const dates = names.map((n) => row[n]).filter((d): d is string => typeof d === 'string');
        return dates.length > 0 ? [dates.reduce((a, b) => (b < a ? b : a))] : [];
      });
    }),
  );
  return lists.flat();
}
