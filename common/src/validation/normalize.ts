// Normalisation shared by the browser and the API (spec 2-data-model §2.1.4, §2.1.7).

/** A one-line string as stored: Unicode NFC, trimmed at both ends. */
export function normalizeString(value: string): string {
  return value.normalize('NFC').trim();
}

/** A text as stored: CR LF and lone CR become LF, then Unicode NFC, trimmed at both ends. */
export function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').normalize('NFC').trim();
}

/** Length in Unicode code points (an emoji or an astral character counts 1, not 2). */
export function codePointLength(value: string): number {
  let length = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
    length++;
  }
  return length;
}

/**
 * The key that uniqueness checks and accent-insensitive search compare (§2.1.7): NFD, combining
 * marks removed, lower-cased without locale rules, runs of white space collapsed, trimmed.
 */
export function comparisonKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether the value holds a C0 or C1 control character (U+0000–U+001F, U+007F–U+009F; line
 * breaks and tab included) other than those `allowed`.
 */
export function hasControlCharacter(value: string, allowed: readonly string[] = []): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const isControl = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
    if (isControl && !allowed.includes(value.charAt(i))) return true;
  }
  return false;
}
