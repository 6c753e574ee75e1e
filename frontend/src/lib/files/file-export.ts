/**
 * What the files the portal saves need: the pause between the slices of a long build (the CSV
 * builder's; the reference builder keeps its own, as it also runs in Node for its benchmark), the
 * dated name of a list's file, and the download itself. The CSV export (spec 6-data-and-beyond
 * §6.3.1), the reference export (spec 7-reports §7.4.1) and the Word documents (§7.1.6) share it.
 *
 * One module on purpose: the bundler gives each set of pages that share a module a file of its
 * own, so small modules here became small files on the product page's export press (spec
 * 7-reports §7.5 budgets that press at 10 kB).
 */

/** A macrotask: unlike a resolved promise, it lets pending input events run first. */
export const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The viewer's local date as `YYYY-MM-DD` (not UTC: the file is dated the day the viewer sees). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * `<short name>-<section>-<YYYY-MM-DD>.<extension>`; characters of the short name other than
 * ASCII letters, digits and hyphens become hyphens.
 */
export function datedFileName(shortName: string, section: string, now: Date, extension: string): string {
  return `${shortName.replace(/[^A-Za-z0-9-]/g, '-')}-${section}-${localDate(now)}.${extension}`;
}

/** Saves a file at once (no dialog, no new tab, no request), through a Blob of its parts and an object URL. */
export function downloadFile(parts: BlobPart[], fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task, not at once: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
