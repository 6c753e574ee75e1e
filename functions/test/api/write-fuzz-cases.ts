import fc from 'fast-check';
import { validateCreate, validateUpdate, type Body } from '@portal/common/validation/schema';
import { ID_PATTERN } from '@portal/common/validation/id';
import type { FuzzTarget } from './write-fuzz-targets';

/**
 * The generators of the write-route fuzzing (write-fuzz.test.ts): for one write route, requests
 * that the API must refuse with a 4xx before writing anything, each with the error codes its
 * answer may carry. Every body is invalid by the route's own shared schema (checked here, so a
 * generator that produced a valid body by chance drops it instead of writing through the API).
 */
export interface FuzzRequest {
  /** The kind of invalid input, for the tallies and the failure report. */
  kind: string;
  method: string;
  /** The path below the API origin, `/api/...`. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** The catalogue codes the answer may carry (spec 3-api §3.1.5 decides which step answers). */
  expected: readonly string[];
}

export interface FuzzRoute {
  method: 'POST' | 'PATCH' | 'DELETE';
  /** The route template below `/api/`, e.g. `update-member/{id}/public`. */
  template: string;
  target: FuzzTarget;
  /** The current version of the record named by the path (PATCH and DELETE). */
  etag: string | null;
}

/** 256 KB: the body limit of spec 3-api §3.1.2. */
const MAX_BODY_BYTES = 256 * 1024;

const text = fc.string({ maxLength: 30 });
// Any code point, lone surrogates included (fast-check's own 'binary' unit builds a reverse table
// of every code point, seconds of CPU that the server under test needs more).
const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((point) => String.fromCodePoint(point));
const anyCodePoints = fc.string({ unit: codePoint, maxLength: 40 });
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => `a${String.fromCharCode(unit)}b`);

/** Strings that sit on the edges of the formats of 2-data-model §2.1.4. */
const TRICKY = [
  '', ' ', '\u0000', '\n', '\r\n', '\t', '\u2028', '\u00a0', '\ufeff', 'é', 'e\u0301', '😀', '\u202e',
  '<script>alert(1)</script>', "' OR 1=1 --", '${x}', '{{x}}', '__proto__', 'constructor', 'null', 'true', '0', '-1',
  '1e308', 'NaN', '2026-02-30', '2026-13-01', '0000-00-00', '99999-01-01', '2026-1-1', '26-01-01', 'not-an-email',
  'a@b', 'a@b.c?x=1', 'a#b@example.org', 'a@-example.org', 'javascript:alert(1)', 'http://', 'https://ex ample.org',
  'ftp://example.org', 'mailto:x@example.org', 'https://user@example.org', 'https://example.org:99999', '//',
  '0000-0002-1825-009X', '0000-0000-0000-0000', '10.', '10.1000', 'doi:', '+', '+1 (555)', 'a'.repeat(65),
  'product-01', 'member-eric-levesque', 'org-lakeview-health', 'keyword-aging', 'event-01', 'grant-01',
] as const;

const malformedId = fc
  .oneof(
    fc.constantFrom('', ' ', 'a b', 'a'.repeat(65), 'é', ' product-01', 'product-01\n', 'product.01', 'a/b', 'a?b', 'a#b', '%', '%00', '\u0000', '😀', '*', '${id}'),
    fc.string({ unit: codePoint, minLength: 1, maxLength: 80 }),
  )
  .filter((id) => !ID_PATTERN.test(id.trim()) && id !== '.' && id !== '..');

/** A well-formed id that no record has: the demo data has no `fuzz-` ids. */
const unknownId = fc.stringMatching(/^[a-z0-9]{1,20}$/).map((suffix) => `fuzz-${suffix}`);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, 0.001, 999_999_999.999, 1_000_000_000, -1, 2 ** 53 + 1),
  text,
  anyCodePoints,
  loneSurrogate,
  fc.constantFrom(...TRICKY),
  malformedId,
  unknownId,
);

/** Any JSON value a field might receive: scalars, short lists, nested junk. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: fc.array(scalar, { maxLength: 8 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(text, scalar, { maxKeys: 4 }), weight: 1 },
);

/** Strings past every maximum of 2-data-model §2.2 (the largest is a few thousand characters). */
const overLong = fc
  .tuple(fc.constantFrom(51, 101, 201, 255, 501, 1001, 2001, 2049, 3001, 5001, 20_001), fc.constantFrom('a', 'é', '😀', 'a.', '-', 'x@', '0', ' a'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Lists far over every list maximum, with items of every wrong kind. */
const hugeArray = fc
  .tuple(fc.integer({ min: 51, max: 2000 }), fc.constantFrom('unknown-ids', 'duplicates', 'numbers', 'objects', 'malformed'))
  .map(([length, items]) =>
    Array.from({ length }, (_, i) => {
      if (items === 'unknown-ids') return `fuzz-${i}`;
      if (items === 'duplicates') return 'product-01';
      if (items === 'numbers') return i;
      if (items === 'objects') return { organization_id: `fuzz-${i}`, name_en: i };
      return `bad id ${i}`;
    }),
  );

const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'etag', 'pk', 'kind', '_etag', '_rid', 'created_by', 'NAME_EN', 'name_en ', ''];

/** One field that makes the body invalid: an unknown key, or a known one with a wrong value. */
function poison(keys: readonly string[]): fc.Arbitrary<[string, unknown]> {
  const unknownKey = fc.tuple(fc.oneof(fc.constantFrom(...ODD_KEYS), text).filter((key) => !keys.includes(key)), junk);
  if (keys.length === 0) return unknownKey;
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    { arbitrary: unknownKey, weight: 2 },
    // A plain object is a valid value of no field type (strings, enums, money, flags, lists).
    { arbitrary: fc.tuple(key, fc.dictionary(text, junk, { maxKeys: 3 })), weight: 2 },
    { arbitrary: fc.tuple(key, junk), weight: 4 },
    { arbitrary: fc.tuple(key, overLong), weight: 2 },
    { arbitrary: fc.tuple(key, hugeArray), weight: 1 },
  );
}

function withField(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  // defineProperty, so that `__proto__` becomes an own key that JSON.stringify sends.
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** A JSON object body that the route's schema refuses. */
function invalidBody(target: NonNullable<FuzzTarget['body']>): fc.Arbitrary<Record<string, unknown>> {
  const { schema, mode } = target;
  const keys = schema.keys;
  const base = fc
    .subarray([...keys])
    .chain((sent) => fc.tuple(...sent.map(() => junk)).map((values) => sent.map((key, i) => [key, values[i]] as const)));
  return fc
    .tuple(base, fc.array(poison(keys), { minLength: 1, maxLength: 3 }))
    .map(([fields, poisons]) => [...fields, ...poisons].reduce<Record<string, unknown>>((body, [key, value]) => withField(body, key, value), {}))
    .filter((body) => !(mode === 'create' ? validateCreate(schema, body as Body) : validateUpdate(schema, body as Body)).ok);
}

function isJsonObject(textValue: string): boolean {
  try {
    const value: unknown = JSON.parse(textValue);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

const utf8 = (value: string) => new TextEncoder().encode(value);

/** Bodies that step 4 of spec 3-api §3.1.5 refuses as `invalid_json`; never empty. */
function invalidJson(body: fc.Arbitrary<Record<string, unknown>>, keys: readonly string[]): fc.Arbitrary<string | Uint8Array> {
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('a');
  return fc.oneof(
    // Every non-empty strict prefix of an object's JSON text is malformed.
    fc.tuple(body, fc.nat()).map(([value, cut]) => {
      const json = JSON.stringify(value);
      return json.slice(0, 1 + (cut % (json.length - 1)));
    }),
    fc.jsonValue({ maxDepth: 2 }).filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)).map((value) => JSON.stringify(value)),
    fc.tuple(key, junk, junk).map(([name, a, b]) => `{${JSON.stringify(name)}:${JSON.stringify(a)},${JSON.stringify(name)}:${JSON.stringify(b)}}`),
    fc.tuple(key, junk).map(([name, a]) => `{"nested":{${JSON.stringify(name)}:${JSON.stringify(a)},${JSON.stringify(name)}:1}}`),
    fc.string({ unit: codePoint, minLength: 1, maxLength: 60 }).filter((value) => !isJsonObject(value) && value !== ''),
    fc.constantFrom(
      "{'a':1}", '{a:1}', '{"a":1,}', '{"a":01}', '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', '{"a":"\\x41"}',
      '{"a":"\u0000"}', '/*c*/{}', '{}garbage', '{"a":1}{"b":2}', '\ufeff[]', ' ', '\ufeff', '{"a":"\\ud800"', 'nul', '{"',
    ),
    // Bytes that are not UTF-8 (0xff never is) inside an otherwise well-formed object.
    fc.tuple(key, fc.uint8Array({ maxLength: 16 })).map(([name, bytes]) => {
      const inner = [...bytes].filter((byte) => byte !== 0x22 && byte !== 0x5c);
      return new Uint8Array([...utf8(`{${JSON.stringify(name)}:"`), 0xff, ...inner, ...utf8('"}')]);
    }),
  );
}

/** Media types that are not `application/json` with an optional UTF-8 charset (spec 3-api §3.1.2). */
const WRONG_MEDIA_TYPES = [
  'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/merge-patch+json', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/jsonx',
  'json', '*/*', 'application/*', 'application/xml', 'application/json, text/plain', 'application/json; charset=utf-8; x=1',
  'application/problem+json',
];

/** The If-Match values of a PATCH that cannot match, with the step-8 answer each gets. */
function unusableVersion(etag: string): fc.Arbitrary<{ value: string | null; code: string }> {
  return fc.oneof(
    fc.constant({ value: null, code: 'version_required' }),
    fc.constant({ value: '*', code: 'version_required' }),
    fc.constant({ value: `"${etag}", "other"`, code: 'version_required' }),
    fc.constant({ value: `W/"${etag}"`, code: 'stale_version' }),
    fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/).filter((v) => v !== etag).map((v) => ({ value: `"${v}"`, code: 'stale_version' })),
  );
}

function bodyRequest(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const target = route.target.body;
  if (!target) throw new Error(`${route.template} takes no body`);
  const keys = target.schema.keys;
  const body = invalidBody(target);
  const json = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"');

  const payload = fc.oneof(
    { arbitrary: fc.tuple(body, json).map(([value, type]) => ({ kind: 'invalid fields', text: JSON.stringify(value) as string | Uint8Array, type, code: 'validation_failed' })), weight: 60 },
    {
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...keys, 'not_a_field')), fc.integer({ min: 100, max: 10_000 }), fc.boolean())
        .map(([key, depth, arrays]) => ({
          kind: 'deep nesting',
          text: `{${JSON.stringify(key)}:${arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)}}` as string | Uint8Array,
          type: 'application/json',
          code: 'validation_failed',
        })),
      weight: 5,
    },
    { arbitrary: invalidJson(body, keys).map((text) => ({ kind: 'invalid JSON', text, type: 'application/json', code: 'invalid_json' })), weight: 15 },
    {
      arbitrary: fc
        .tuple(body, fc.option(fc.constantFrom(...WRONG_MEDIA_TYPES), { nil: null }))
        // Without a type the body goes as bytes, which fetch sends with no Content-Type.
        .map(([value, type]) => ({ kind: 'wrong content type', text: type === null ? utf8(JSON.stringify(value)) : JSON.stringify(value), type, code: 'unsupported_media_type' })),
      weight: 15,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...keys, 'not_a_field'), fc.integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES + 1024 }))
        .map(([key, size]) => ({ kind: 'body over 256 KB', text: `{${JSON.stringify(key)}:"${'a'.repeat(size)}"}` as string | Uint8Array, type: 'application/json', code: 'payload_too_large' })),
      weight: 1,
    },
  );

  const etag = route.etag;
  const recordId = route.target.record?.id;
  // Mostly the real record with its current version, so that the body is what gets refused.
  const pathId = recordId === undefined ? fc.constant(null) : fc.oneof({ arbitrary: fc.constant(recordId), weight: 17 }, { arbitrary: fc.oneof(malformedId, unknownId), weight: 3 });
  const version = etag === null ? fc.constant(null) : fc.oneof({ arbitrary: fc.constant({ value: `"${etag}"`, code: '' }), weight: 17 }, { arbitrary: unusableVersion(etag), weight: 3 });

  return fc.tuple(payload, pathId, version).map(([p, id, ifMatch]) => {
    const headers: Record<string, string> = {};
    if (p.type !== null) headers['Content-Type'] = p.type;
    if (ifMatch?.value) headers['If-Match'] = ifMatch.value;
    const size = typeof p.text === 'string' ? Buffer.byteLength(p.text) : p.text.length;
    // Steps 4 and 5 answer before the record (6) and the version (8) are looked at; a path id
    // that is not the record may also be refused as not found, by the route or the catch-all.
    const expected = size > MAX_BODY_BYTES ? ['payload_too_large'] : [p.code];
    const badId = recordId !== undefined && id !== recordId;
    const labels = [p.kind, badId ? 'bad path id' : null, ifMatch?.code ? 'unusable If-Match' : null];
    return {
      kind: labels.filter(Boolean).join(', '),
      method: route.method,
      path: pathOf(route.template, id, route.target.list),
      headers,
      body: p.text,
      expected: badId ? [...expected, 'not_found'] : expected,
    };
  });
}

/**
 * DELETE reads no body and checks If-Match only when sent (spec 3-api §3.1.3): the real record
 * goes only with a version that cannot match, an unknown id with any If-Match or none.
 */
function deleteRequest(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const recordId = route.target.record?.id;
  const etag = route.etag;
  if (recordId === undefined || etag === null) throw new Error(`${route.template} names no record`);
  const junkBody = fc.option(fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('application/json', 'text/plain')), { nil: null });
  const request = (kind: string, id: string, ifMatch: string | null, expected: string[], body: [unknown, string] | null): FuzzRequest => ({
    kind: body ? `${kind}, ignored body` : kind,
    method: 'DELETE',
    path: pathOf(route.template, id, route.target.list),
    headers: { ...(ifMatch === null ? {} : { 'If-Match': ifMatch }), ...(body ? { 'Content-Type': body[1] } : {}) },
    body: body ? JSON.stringify(body[0]) : undefined,
    expected,
  });
  return fc.oneof(
    fc.tuple(unusableVersion(etag).filter((v) => v.value !== null), junkBody).map(([v, body]) => request('unusable If-Match', recordId, v.value, [v.code], body)),
    fc.tuple(unknownId, fc.option(unusableVersion(etag), { nil: null }), junkBody).map(([id, v, body]) => request('unknown id', id, v?.value ?? null, ['not_found'], body)),
    // A malformed id may still name the record once the path is read, so it too carries a
    // version that cannot match.
    fc.tuple(malformedId, unusableVersion(etag).filter((v) => v.value !== null), junkBody).map(([id, v, body]) =>
      request('malformed id', id, v.value, ['not_found', v.code], body),
    ),
  );
}

/** The id as one path segment: its UTF-8 bytes (a lone surrogate as U+FFFD), percent-encoded. */
function pathSegment(id: string): string {
  return [...Buffer.from(id, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

function pathOf(template: string, id: string | null, list = ''): string {
  const listed = template.replace('{list}', list);
  return `/api/${id === null ? listed : listed.replace('{id}', pathSegment(id))}`;
}

/** The generator of invalid requests for one write route. */
export function invalidRequests(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  return route.method === 'DELETE' ? deleteRequest(route) : bodyRequest(route);
}
