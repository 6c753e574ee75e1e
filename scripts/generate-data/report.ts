/** Lines the generator prints (spec 6-data-and-beyond §6.2.1). */
const number = (value: number) => Math.round(value).toLocaleString('en-US');

/** "Products: 23,000 / 50,000 (46 %), 1,850 records/s" */
export function progressLine(label: string, done: number, total: number, seconds: number): string {
  const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
  const rate = seconds > 0 ? done / seconds : 0;
  return `${label}: ${number(done)} / ${number(total)} (${percent} %), ${number(rate)} records/s`;
}

export function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([kind, count]) => `${number(count)} ${kind}`)
    .join(', ');
}

export function formatElapsed(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 100) / 10;
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
