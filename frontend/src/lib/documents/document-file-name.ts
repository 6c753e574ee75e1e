/**
 * File names of the documents (spec 7-reports §7.1.6): ASCII only, so that every mail client,
 * file system and upload form takes them as they are.
 */

/**
 * Accents removed ("É" → "E"), every character other than an ASCII letter, digit or hyphen
 * becomes a hyphen, runs of hyphens collapse to one, and none is left at either end.
 */
export function asciiFileName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The viewer's local date as `YYYY-MM-DD`, which dates a document's file name and its "Produced
 * on" line. The same rule as the CSV export's `localDate` (lib/files/dated-file-name.ts), not
 * imported from there: sharing that module with the CV page moved it, for the bundler, into a
 * chunk with the CSV builder, which the product pages' reference export then loaded too.
 */
export function todayLocal(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
