import { describe, expect, it } from 'vitest';
import { answerBytes } from './list-json';

describe('answerBytes (docs/adr/0039)', () => {
  it('writes exactly what JSON.stringify writes, in UTF-8', () => {
    const bodies: unknown[] = [
      [],
      [{ id: 'a', title_fr: 'Étude « santé » — 2024', n: 1, none: null, list: ['x', { y: 2 }] }, { id: 'b' }],
      [1, 'two', null, true, undefined, () => 0],
      { counts: { members: 3 } },
      'text',
      [[1, 2], [3]],
    ];
    for (const body of bodies) expect(answerBytes(body).toString('utf8')).toBe(JSON.stringify(body));
  });

  it('serialises an item object once: the same object in a later list reuses its bytes', () => {
    const kept = { id: 'a', name: 'first' };
    expect(answerBytes([kept]).toString()).toBe('[{"id":"a","name":"first"}]');
    // Items are never mutated (list-views.ts); were one mutated, the kept bytes would show it.
    kept.name = 'changed';
    expect(answerBytes([{ id: 'b' }, kept]).toString()).toBe('[{"id":"b"},{"id":"a","name":"first"}]');
    // A new object with the same content is serialised afresh.
    expect(answerBytes([{ ...kept }]).toString()).toBe('[{"id":"a","name":"changed"}]');
  });
});
