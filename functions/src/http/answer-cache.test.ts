import { describe, expect, it } from 'vitest';
import { AnswerCache, isKeptList, KEEP_ANSWER_MS } from './answer-cache';
import { ROUTES } from '../routes';

function deferred() {
  let resolve!: (json: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('AnswerCache (docs/adr/0031)', () => {
  it('keeps an answer for 30 s from the store read, then reads again', async () => {
    let now = 1_000_000;
    const cache = new AnswerCache(() => now);
    let reads = 0;
    const read = async () => JSON.stringify({ read: ++reads });
    expect((await cache.answer('all-x', read)).json).toBe('{"read":1}');
    now += KEEP_ANSWER_MS - 1;
    const kept = await cache.answer('all-x', read);
    expect(kept.json).toBe('{"read":1}');
    expect(cache.ageOf(kept)).toBe(29);
    now += 1;
    expect((await cache.answer('all-x', read)).json).toBe('{"read":2}');
  });

  it('shares one running read between simultaneous callers', async () => {
    const cache = new AnswerCache();
    const pending = deferred();
    let reads = 0;
    const read = () => {
      reads += 1;
      return pending.promise;
    };
    const answers = Promise.all([cache.answer('all-x', read), cache.answer('all-x', read), cache.answer('all-x', read)]);
    pending.resolve('[1]');
    expect((await answers).map((answer) => answer.json)).toEqual(['[1]', '[1]', '[1]']);
    expect(reads).toBe(1);
  });

  it('keeps lists apart by key', async () => {
    const cache = new AnswerCache();
    expect((await cache.answer('all-a', async () => '"a"')).json).toBe('"a"');
    expect((await cache.answer('all-b', async () => '"b"')).json).toBe('"b"');
  });

  it('never keeps a read that was running when the answers were dropped (it may predate the write)', async () => {
    const cache = new AnswerCache();
    const before = deferred();
    const running = cache.answer('all-x', () => before.promise);
    cache.drop();
    let reads = 0;
    const after = cache.answer('all-x', async () => `"after ${++reads}"`);
    before.resolve('"before"');
    expect((await running).json).toBe('"before"');
    expect((await after).json).toBe('"after 1"');
    expect((await cache.answer('all-x', async () => `"after ${++reads}"`)).json).toBe('"after 1"');
  });

  it('does not keep a failed read', async () => {
    const cache = new AnswerCache();
    await expect(cache.answer('all-x', async () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect((await cache.answer('all-x', async () => '"ok"')).json).toBe('"ok"');
  });

  it('keeps exactly the public lists anonymous callers read: the all-* lists but all-accounts, and stats/counts', () => {
    const kept = ROUTES.filter(isKeptList).map((route) => route.route);
    const lists = ROUTES.map((route) => route.route).filter((route) => route.startsWith('all-') && route !== 'all-accounts');
    expect(lists).toContain('all-authors');
    expect(kept.sort()).toEqual([...lists, 'stats/counts'].sort());
  });
});
