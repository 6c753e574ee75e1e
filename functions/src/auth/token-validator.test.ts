import { describe, expect, it } from 'vitest';
import { bearerToken, tokenEmail } from './token-validator';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('bearerToken', () => {
  it('prefers X-Authorization over Authorization', () => {
    expect(bearerToken(headers({ 'x-authorization': 'Bearer aaa.bbb.ccc', authorization: 'Bearer zzz' }))).toBe('aaa.bbb.ccc');
  });

  it('accepts the scheme in any case', () => {
    expect(bearerToken(headers({ authorization: 'bEaReR aaa.bbb.ccc' }))).toBe('aaa.bbb.ccc');
  });

  it('returns null when neither header is present', () => {
    expect(bearerToken(headers({}))).toBeNull();
  });

  it.each(['Basic abc', 'Bearer', 'Bearer  two-spaces', 'Bearer a b'])('refuses the malformed value %s', (value) => {
    expect(() => bearerToken(headers({ 'x-authorization': value }))).toThrow();
  });

  it('refuses a header over 16 KB', () => {
    expect(() => bearerToken(headers({ authorization: `Bearer ${'a'.repeat(16 * 1024)}` }))).toThrow();
  });
});

describe('tokenEmail', () => {
  it('takes preferred_username when it is an address, trimmed and lower-cased', () => {
    expect(tokenEmail({ preferred_username: ' Ada@Example.ORG ', email: 'other@example.org' })).toBe('ada@example.org');
  });

  it('falls back to the email claim', () => {
    expect(tokenEmail({ preferred_username: 'ada', email: 'Ada@example.org' })).toBe('ada@example.org');
  });

  it('is null when neither claim is an address', () => {
    expect(tokenEmail({ preferred_username: 'ada' })).toBeNull();
  });
});
