/**
 * Plain text out of the markup a DOI registry's metadata carries (JATS in Crossref abstracts,
 * HTML-like tags in titles), for the DOI prefill of spec 6-data-and-beyond §6.3.7. The result is
 * text for form fields: no tag survives, entities are decoded, and control characters the
 * product's fields refuse are dropped.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  shy: '',
};

/** Decodes numeric entities and the common named ones; an unknown or invalid entity is kept as typed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      // Surrogates and values past Unicode are not characters; NUL is dropped like other controls.
      if (!Number.isFinite(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

// White space that collapses to one space. U+00A0 is not in it: French typography keeps its
// non-breaking spaces (before ":" in a title, for example).
const COLLAPSIBLE = /[\t\n\v\f\r \u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;
// C0 and C1 controls other than the white space above: form fields refuse them.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/** Collapses white space to single spaces and trims; control characters are removed. */
export function collapseSpace(text: string): string {
  return text.replace(CONTROLS, '').replace(COLLAPSIBLE, ' ').trim();
}

// Tags that end a paragraph of an abstract: JATS (`jats:p`, `jats:title`, `jats:sec`) or HTML.
const PARAGRAPH_TAGS = new Set(['p', 'title', 'sec', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A tag's local name, lower-case: `</jats:P attr>` → `p`. */
function tagName(tag: string): string {
  let start = 1;
  if (tag[start] === '/') start += 1;
  let end = start;
  while (end < tag.length && !' \t\n\r\f/>'.includes(tag[end] ?? '>')) end += 1;
  const name = tag.slice(start, end);
  return name.slice(name.lastIndexOf(':') + 1).toLowerCase();
}

/**
 * The text between tags, in one pass (a regular expression for tags takes polynomial time on a
 * crafted run of "<": scripts/checks/regex-safety.test.ts). An unclosed tag drops the rest.
 * `paragraphMark` replaces a paragraph tag (null: tags leave nothing, as inline ones sit
 * inside words).
 */
function withoutTags(markup: string, paragraphMark: string | null): string {
  let out = '';
  let at = 0;
  while (at < markup.length) {
    const open = markup.indexOf('<', at);
    if (open < 0) return out + markup.slice(at);
    out += markup.slice(at, open);
    const close = markup.indexOf('>', open);
    if (close < 0) return out;
    if (paragraphMark !== null && PARAGRAPH_TAGS.has(tagName(markup.slice(open, close + 1)))) out += paragraphMark;
    at = close + 1;
  }
  return out;
}

/** A title or a name: tags removed, entities decoded, white space collapsed. */
export function plainLine(markup: string): string {
  return collapseSpace(decodeEntities(withoutTags(markup, null)));
}

const PARAGRAPH_MARK = '\u0000';

/** An abstract: tags removed, entities decoded, paragraphs kept apart by one blank line. */
export function plainParagraphs(markup: string): string {
  return withoutTags(markup, PARAGRAPH_MARK)
    .split(PARAGRAPH_MARK)
    .map((paragraph) => collapseSpace(decodeEntities(paragraph)))
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

/**
 * At most `max` characters (code points): a longer text is cut at the end of its last whole word
 * that fits with the ellipsis, and ended with "…". A single word longer than the limit is cut
 * inside it (there is no whole word to keep).
 */
export function cutAtWord(text: string, max: number): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  const room = chars.slice(0, max - 1);
  // The cut falls between two words when the next character is white space.
  const next = chars[max - 1] ?? '';
  let kept = room.join('');
  if (!/\s/.test(next)) {
    const lastSpace = Math.max(kept.lastIndexOf(' '), kept.lastIndexOf('\n'), kept.lastIndexOf('\u00a0'));
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  return { text: `${kept.trimEnd()}…`, truncated: true };
}
