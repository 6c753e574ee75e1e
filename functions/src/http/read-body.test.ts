import { describe, expect, it } from 'vitest';
import { ApiError } from '../domain/errors';
import { MAX_BODY_BYTES } from './json-body';
import { readBody, type StreamedRequest } from './read-body';

const CHUNK = 64 * 1024;

/** A request whose body is `chunks` chunks of 64 KB (endless when Infinity); counts the pulls. */
function streamed(chunks: number, headers: Record<string, string> = {}) {
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= chunks) {
          controller.close();
          return;
        }
        state.pulled += 1;
        controller.enqueue(new Uint8Array(CHUNK).fill(state.pulled));
      },
    },
    { highWaterMark: 0 },
  );
  const request: StreamedRequest = { headers: new Headers(headers), body };
  return { request, state };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
}

describe('readBody', () => {
  it('refuses a Content-Length over 256 KB before reading a byte', async () => {
    const { request, state } = streamed(Infinity, { 'Content-Length': String(MAX_BODY_BYTES + 1) });
    expect(await refusal(readBody(request))).toBe('payload_too_large');
    expect(state.pulled).toBe(0);
  });

  it('stops reading a body without a length at the first chunk past 256 KB', async () => {
    const { request, state } = streamed(Infinity);
    expect(await refusal(readBody(request))).toBe('payload_too_large');
    expect(state.pulled).toBe(MAX_BODY_BYTES / CHUNK + 1);
  });

  it('does not trust a small Content-Length: the bytes received count', async () => {
    const { request } = streamed(5, { 'Content-Length': '10' });
    expect(await refusal(readBody(request))).toBe('payload_too_large');
  });

  it('answers the whole body, chunks in order, up to exactly 256 KB', async () => {
    const { request } = streamed(MAX_BODY_BYTES / CHUNK, { 'Content-Length': String(MAX_BODY_BYTES) });
    const bytes = await readBody(request);
    expect(bytes.length).toBe(MAX_BODY_BYTES);
    expect([bytes[0], bytes[CHUNK], bytes[MAX_BODY_BYTES - 1]]).toEqual([1, 2, 4]);
  });

  it('answers an empty body when there is none', async () => {
    expect((await readBody({ headers: new Headers(), body: null })).length).toBe(0);
    expect((await readBody(streamed(0).request)).length).toBe(0);
  });
});
