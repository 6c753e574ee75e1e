/**
 * Names of the files the portal saves from a list: `<short name>-<section>-<YYYY-MM-DD>.<extension>`
 * (CSV, spec 6-data-and-beyond §6.3.1; BibTeX and RIS, spec 7-reports §7.4.1).
 */

/** The viewer's local date as `YYYY-MM-DD` (not UTC: the file is dated the day the viewer sees). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Characters of the short name other than ASCII letters, digits and hyphens become hyphens. */
export function datedFileName(shortName: string, section: string, now: Date, extension: string): string {
  return `${shortName.replace(/[^A-Za-z0-9-]/g, '-')}-${section}-${localDate(now)}.${extension}`;
}
