/**
 * Whether an `If-None-Match` header matches a tag: `*`, or any listed tag by the weak comparison
 * that RFC 9110 §13.1.2 prescribes for it (a cache or proxy may have weakened our strong tag).
 */
export function ifNoneMatchMatches(header: string | null, tag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return header.split(',').some((candidate) => opaque(candidate) === wanted);
}
