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
