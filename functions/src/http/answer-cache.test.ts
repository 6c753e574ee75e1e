import { describe, expect, it } from 'vitest';
import { AnswerCache, contentTag, isKeptList, markerTag } from './answer-cache';
import { ifNoneMatchMatches } from './if-none-match';
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

describe('AnswerCache (docs/adr/0031, 0033)', () => {
  it('keeps an answer while its marker stands, for any time, and reads again once it moves', async () => {
    const cache = new AnswerCache();
    let reads = 0;
    const read = async () => JSON.stringify({ read: ++reads });
    expect((await cache.answer('all-x', 'm1', read)).body).toBe('{"read":1}');
    expect((await cache.answer('all-x', 'm1', read)).body).toBe('{"read":1}');
    expect((await cache.answer('all-x', 'm2', read)).body).toBe('{"read":2}');
    expect((await cache.answer('all-x', 'm2', read)).body).toBe('{"read":2}');
  });

  it('tags a kept answer by its route and marker (strong, the same on every instance), else by its content', async () => {
    const cache = new AnswerCache();
    const kept = await cache.answer('all-x', 'm1', async () => '[1]');
    expect(kept.tag).toBe(markerTag('all-x', 'm1'));
    expect(kept.tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(markerTag('all-x', 'm2')).not.toBe(kept.tag);
    expect(markerTag('all-y', 'm1')).not.toBe(kept.tag);
    expect((await new AnswerCache().answer('all-x', 'm1', async () => '[2]')).tag).toBe(kept.tag);
    const unmarked = await cache.answer('all-z', null, async () => '[1]');
    expect(unmarked.tag).toBe(contentTag('[1]'));
  });

  it('never keeps an answer without a marker (a kind never written through the API)', async () => {
    const cache = new AnswerCache();
    let reads = 0;
    await cache.answer('all-x', null, async () => `${++reads}`);
    expect((await cache.answer('all-x', null, async () => `${++reads}`)).body).toBe('2');
  });

  it('shares one running read between simultaneous callers', async () => {
    const cache = new AnswerCache();
    const pending = deferred();
    let reads = 0;
    const read = () => {
      reads += 1;
      return pending.promise;
    };
    const answers = Promise.all([cache.answer('all-x', 'm', read), cache.answer('all-x', 'm', read), cache.answer('all-x', 'm', read)]);
    pending.resolve('[1]');
    expect((await answers).map((answer) => answer.body)).toEqual(['[1]', '[1]', '[1]']);
    expect(reads).toBe(1);
  });

  it('keeps lists apart by key', async () => {
    const cache = new AnswerCache();
    expect((await cache.answer('all-a', 'm', async () => '"a"')).body).toBe('"a"');
    expect((await cache.answer('all-b', 'm', async () => '"b"')).body).toBe('"b"');
  });

  it('never keeps a read that was running when the answers were dropped', async () => {
    const cache = new AnswerCache();
    const before = deferred();
    const running = cache.answer('all-x', 'm', () => before.promise);
    cache.drop();
    let reads = 0;
    const after = cache.answer('all-x', 'm', async () => `"after ${++reads}"`);
    before.resolve('"before"');
    expect((await running).body).toBe('"before"');
    expect((await after).body).toBe('"after 1"');
    expect((await cache.answer('all-x', 'm', async () => `"after ${++reads}"`)).body).toBe('"after 1"');
  });

  it('does not keep a failed read', async () => {
    const cache = new AnswerCache();
    await expect(cache.answer('all-x', 'm', async () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect((await cache.answer('all-x', 'm', async () => '"ok"')).body).toBe('"ok"');
  });

  it('keeps every all-* list, all-accounts included, and the home figures', () => {
    const kept = ROUTES.filter(isKeptList).map((route) => route.route);
    const lists = ROUTES.map((route) => route.route).filter((route) => route.startsWith('all-'));
    expect(lists).toContain('all-accounts');
    expect(kept.sort()).toEqual([...lists, 'stats/counts', 'stats/dashboard'].sort());
  });
});

describe('ifNoneMatchMatches (RFC 9110 §13.1.2: weak comparison)', () => {
  it('matches the tag, a weakened copy of it, one of a list, and *', () => {
    expect(ifNoneMatchMatches('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, a bare value, or no header', () => {
    expect(ifNoneMatchMatches('"abd"', '"abc"')).toBe(false);
    expect(ifNoneMatchMatches('abc', '"abc"')).toBe(false);
    expect(ifNoneMatchMatches(null, '"abc"')).toBe(false);
  });
});
