import { describe, expect, it } from 'vitest';
import { capFieldErrors, FIELD_ERRORS_MAX } from './result';
import { idList } from './id-list';
import { partnershipList, problemList } from './embedded-list';
import { validateUpdate } from './schema';
import { memberPublicSchema } from './schemas/member-public';

/**
 * Issue 12: a body of 256 KB can hold 100,000 bad list items; their errors made a 7.9 MB answer.
 * The lists stop collecting once more errors than can be answered were found, and the answer
 * keeps the first FIELD_ERRORS_MAX in body order (spec 3-api §3.2.1).
 */
const MANY = 100_000;

function errorsOf(result: { ok: boolean; errors?: unknown[] }): unknown[] {
  return result.ok ? [] : (result.errors ?? []);
}

describe('field errors are bounded', () => {
  it('a list of 100,000 bad ids yields too_many and at most FIELD_ERRORS_MAX item errors', () => {
    for (const item of [0, 'not an id!', 'k1']) {
      const errors = errorsOf(idList(20).parse(Array(MANY).fill(item), 'keyword_ids'));
      expect(errors[0]).toMatchObject({ field: 'keyword_ids', code: 'too_many', params: { max: 20 } });
      expect(errors.length).toBe(FIELD_ERRORS_MAX + 1);
      expect(errors.at(-1)).toMatchObject({ field: `keyword_ids[${item === 'k1' ? FIELD_ERRORS_MAX : FIELD_ERRORS_MAX - 1}]` });
    }
  });

  it('a list of 100,000 bad embedded entries stops collecting as well', () => {
    expect(errorsOf(problemList().parse(Array(MANY).fill({ name_en: '' }), 'problems')).length).toBeLessThanOrEqual(
      FIELD_ERRORS_MAX + 2,
    );
    expect(errorsOf(partnershipList().parse(Array(MANY).fill(7), 'partnerships')).length).toBe(FIELD_ERRORS_MAX + 1);
  });

  it('a body with 100,000 bad ids validates without overflowing the stack, first errors first', () => {
    const result = validateUpdate(memberPublicSchema, { first_name: '', keyword_ids: Array(MANY).fill(0) });
    const { errors, truncated } = capFieldErrors(errorsOf(result));
    expect(truncated).toBe(true);
    expect(errors).toHaveLength(FIELD_ERRORS_MAX);
    expect(errors.slice(0, 3)).toMatchObject([
      { field: 'first_name', code: 'required' },
      { field: 'keyword_ids', code: 'too_many' },
      { field: 'keyword_ids[0]', code: 'invalid_type' },
    ]);
    expect(JSON.stringify(errors).length).toBeLessThan(16 * 1024);
  });

  it('a body of 40,000 unknown keys is answered with the first ones only', () => {
    const body = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, 0]));
    const { errors, truncated } = capFieldErrors(errorsOf(validateUpdate(memberPublicSchema, body)));
    expect(truncated).toBe(true);
    expect(errors[0]).toMatchObject({ field: 'k0', code: 'unknown_field' });
    expect(errors.at(-1)).toMatchObject({ field: `k${FIELD_ERRORS_MAX - 1}` });
  });

  it('capFieldErrors keeps a short list whole and unmarked', () => {
    expect(capFieldErrors(['a', 'b'])).toEqual({ errors: ['a', 'b'], truncated: false });
    const exact = Array(FIELD_ERRORS_MAX).fill('e');
    expect(capFieldErrors(exact)).toEqual({ errors: exact, truncated: false });
  });
});
