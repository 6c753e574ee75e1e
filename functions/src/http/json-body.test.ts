import { describe, expect, it } from 'vitest';
import { ApiError } from '../domain/errors';
import { hasRepeatedKey, MAX_BODY_BYTES, parseJsonBody } from './json-body';

const bytes = (text: string) => new TextEncoder().encode(text);

function codeOf(action: () => unknown): string | null {
  try {
    action();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.code : 'other';
  }
}

describe('parseJsonBody', () => {
  it('parses a JSON object with an optional utf-8 charset and a leading byte-order mark', () => {
    expect(parseJsonBody(bytes('{"a":1}'), 'application/json', null, 'required')).toEqual({ a: 1 });
    expect(parseJsonBody(bytes('\uFEFF{"a":"é"}'), 'application/json; charset=UTF-8', null, 'required')).toEqual({ a: 'é' });
  });

  it('accepts an empty body without media type only where the route takes no field', () => {
    expect(parseJsonBody(new Uint8Array(), null, null, 'optional')).toEqual({});
    expect(codeOf(() => parseJsonBody(new Uint8Array(), null, null, 'required'))).toBe('unsupported_media_type');
  });

  it.each(['text/plain', 'application/merge-patch+json', 'application/json; charset=latin1', 'multipart/form-data'])(
    'answers 415 for %s',
    (type) => {
      expect(codeOf(() => parseJsonBody(bytes('{}'), type, null, 'required'))).toBe('unsupported_media_type');
    },
  );

  it.each(['{', '[1]', '"text"', 'null', '42', '{"a":1,"a":2}', '{"x":{"b":1,"b":1}}'])('answers invalid_json for %s', (text) => {
    expect(codeOf(() => parseJsonBody(bytes(text), 'application/json', null, 'required'))).toBe('invalid_json');
  });

  it('answers invalid_json for bytes that are not UTF-8', () => {
    expect(codeOf(() => parseJsonBody(new Uint8Array([0x7b, 0xff, 0x7d]), 'application/json', null, 'required'))).toBe('invalid_json');
  });

  it('answers 413 over 256 KB, by length header or by size', () => {
    expect(codeOf(() => parseJsonBody(bytes('{}'), 'application/json', String(MAX_BODY_BYTES + 1), 'required'))).toBe('payload_too_large');
    expect(codeOf(() => parseJsonBody(new Uint8Array(MAX_BODY_BYTES + 1), 'application/json', null, 'required'))).toBe('payload_too_large');
  });
});

describe('hasRepeatedKey', () => {
  it('finds repeated keys at any depth but not across sibling objects', () => {
    expect(hasRepeatedKey('{"a":[{"b":1},{"b":2}],"c":"a"}')).toBe(false);
    expect(hasRepeatedKey('{"a":[{"b":1,"b":2}]}')).toBe(true);
    expect(hasRepeatedKey('{"a\\"":1,"a":2}')).toBe(false);
    expect(hasRepeatedKey('{"k":"{\\"k\\":1}","k2":1}')).toBe(false);
  });
});
