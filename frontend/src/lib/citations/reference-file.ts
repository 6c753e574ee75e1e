// A whole .bib or .ris file (spec 7-reports §7.4.1, §7.4.4, §7.4.5), built in slices that give the
// browser its thread back in between, so that 50,000 products never freeze the page.
import { bibtexEntry, bibtexHeader } from './bibtex';
import { citationKey, KeyRegister, referenceRecord, type ExportableProduct, type ExportContext } from './reference-record';
import { RIS_LINE_END, risRecord } from './ris';

export type ReferenceFormat = 'bibtex' | 'ris';

export interface ReferenceFileOptions {
  /** Longest stretch of building between two pauses, in milliseconds. */
  sliceMs?: number;
  pause?: () => Promise<void>;
  now?: () => number;
}

export interface FileContext extends ExportContext {
  shortName: string;
  /** The viewer's local date, `YYYY-MM-DD`, for the BibTeX header. */
  date: string;
}

/**
 * A macrotask between slices, like the CSV builder's (lib/files/file-export.ts): written here, as
 * that module saves files through the DOM and this one also runs in Node (the export benchmark).
 */
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The clock is read once per this many products, not per product. */
const CLOCK_EVERY = 64;

/** One product's entry text and its key (the file name of a single export). */
export function referenceEntry(product: ExportableProduct, format: ReferenceFormat, context: ExportContext, keys = new KeyRegister()): { text: string; key: string } {
  const record = referenceRecord(product, context);
  const key = keys.unique(citationKey(record));
  return { text: format === 'bibtex' ? bibtexEntry(record, key) : risRecord(record), key };
}

/** The file's parts, in order (a Blob joins them without one huge string). */
export async function buildReferenceFile(products: readonly ExportableProduct[], format: ReferenceFormat, context: FileContext, options: ReferenceFileOptions = {}): Promise<string[]> {
  const { sliceMs = 12, pause = nextMacrotask, now = () => performance.now() } = options;
  const keys = new KeyRegister();
  const separator = format === 'bibtex' ? '\n\n' : RIS_LINE_END;
  const parts: string[] = format === 'bibtex' ? [bibtexHeader(context.shortName, products.length, context.date)] : [];
  let slice: string[] = [];
  let sliceStart = now();
  for (let index = 0; index < products.length; index += 1) {
    if (index % CLOCK_EVERY === CLOCK_EVERY - 1 && now() - sliceStart >= sliceMs) {
      parts.push(slice.join(''));
      slice = [];
      await pause();
      sliceStart = now();
    }
    const { text } = referenceEntry(products[index] as ExportableProduct, format, context, keys);
    // BibTeX: a blank line before every entry (after the header too); RIS: between records.
    slice.push(format === 'bibtex' ? `\n${text}\n` : index === 0 ? text : separator + text);
  }
  parts.push(slice.join(''));
  return parts.filter((part) => part !== '');
}

/** Synchronous form for the benchmark and single entries: the same text in one string. */
export function referenceFileText(products: readonly ExportableProduct[], format: ReferenceFormat, context: FileContext): string {
  const keys = new KeyRegister();
  const entries = products.map((product) => referenceEntry(product, format, context, keys).text);
  if (format === 'ris') return entries.join(RIS_LINE_END);
  return bibtexHeader(context.shortName, products.length, context.date) + entries.map((entry) => `\n${entry}\n`).join('');
}
