import { ApiError } from '../domain/errors';
import { MAX_BODY_BYTES } from './json-body';

/** What the body reader needs of a request: its headers and its body as a stream. */
export interface StreamedRequest {
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
}

/**
 * The request body, at most `limit` bytes (spec 3-api §3.1.2: 256 KB). A `Content-Length` above
 * the limit is refused before a byte is read; without one (chunked), reading stops at the first
 * chunk that passes the limit. Either way `413 payload_too_large`, and the rest is never held in
 * memory. The wrapper calls it only for routes that take a body, after the caller is known.
 */
export async function readBody(request: StreamedRequest, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared.trim()) > limit) throw new ApiError('payload_too_large');
  if (request.body === null) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new ApiError('payload_too_large');
      chunks.push(value);
    }
  } finally {
    // The unread rest is left to the host (it discards it after the answer): cancelling here
    // would close the connection before the 413 could be sent.
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
