/**
 * The `If-Match` header as spec 3-api §3.1.3 reads it: missing, unusable (`*` or a list:
 * 428), weak (never matches: 412), or one version (quoted or bare).
 */
export type IfMatch = { kind: 'missing' } | { kind: 'unusable' } | { kind: 'weak' } | { kind: 'version'; version: string };

export function parseIfMatch(header: string | null): IfMatch {
  if (header === null || header.trim() === '') return { kind: 'missing' };
  const value = header.trim();
  if (value === '*' || value.includes(',')) return { kind: 'unusable' };
  if (value.startsWith('W/')) return { kind: 'weak' };
  const quoted = /^"([^"]*)"$/.exec(value);
  return { kind: 'version', version: quoted ? (quoted[1] ?? '') : value };
}
