import type { IfMatch } from '../domain/conditional-writes';

/** Reads the `If-Match` header into the domain's precondition (spec 3-api §3.1.3). */
export function parseIfMatch(header: string | null): IfMatch {
  if (header === null || header.trim() === '') return { kind: 'missing' };
  const value = header.trim();
  if (value === '*' || value.includes(',')) return { kind: 'unusable' };
  if (value.startsWith('W/')) return { kind: 'weak' };
  const quoted = /^"([^"]*)"$/.exec(value);
  return { kind: 'version', version: quoted ? (quoted[1] ?? '') : value };
}
