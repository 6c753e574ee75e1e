import { ApiError } from '../domain/errors';

export const MAX_BODY_BYTES = 256 * 1024;

const JSON_MEDIA_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * Step 4 of spec 3-api §3.1.5 for routes that take a body: size (413), media type (415), and a
 * well-formed UTF-8 JSON object without repeated keys (400 invalid_json). `optional` is for the
 * PATCH routes without fields, which accept an empty body or `{}`.
 */
export function parseJsonBody(
  bytes: Uint8Array,
  contentType: string | null,
  contentLength: string | null,
  mode: 'required' | 'optional',
): Record<string, unknown> {
  if (contentLength !== null && Number(contentLength) > MAX_BODY_BYTES) throw new ApiError('payload_too_large');
  if (bytes.length > MAX_BODY_BYTES) throw new ApiError('payload_too_large');
  if (bytes.length === 0 && mode === 'optional') return {};
  if (contentType === null || !JSON_MEDIA_TYPE.test(contentType.trim())) throw new ApiError('unsupported_media_type');

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError('invalid_json');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_json');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value) || hasRepeatedKey(text)) {
    throw new ApiError('invalid_json');
  }
  return value as Record<string, unknown>;
}

/**
 * True when an object of this (already valid) JSON text names a key twice. JSON.parse keeps the
 * last value silently, which would let a client hide a field from a reviewer of the body.
 */
export function hasRepeatedKey(text: string): boolean {
  const stack: { keys: Set<string> | null }[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') {
      stack.push({ keys: new Set() });
      expectKey = true;
    } else if (char === '[') {
      stack.push({ keys: null });
      expectKey = false;
    } else if (char === '}' || char === ']') {
      stack.pop();
      expectKey = false;
    } else if (char === ',') {
      expectKey = stack.at(-1)?.keys !== null && stack.length > 0;
    } else if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const keys = stack.at(-1)?.keys;
        if (keys?.has(key)) return true;
        keys?.add(key);
        expectKey = false;
      }
      i = end;
    }
  }
  return false;
}
