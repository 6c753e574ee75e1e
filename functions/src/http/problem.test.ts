import { describe, expect, it } from 'vitest';
import { fieldError } from '@portal/common/errors/field-error';
import { FIELD_ERRORS_MAX } from '@portal/common/validation/result';
import { problemFor } from './problem';

describe('problemFor', () => {
  it('carries the usage and the filled detail of entry_in_use (spec 3-api §3.2.1), and usage on no other code', () => {
    const usage = { total: 1, by_kind: [{ kind: 'member', count: 1 }] };
    const { status, body } = problemFor('entry_in_use', '/api/delete-keyword/k1', { usage, detail: 'This keyword is still used by 1 members.' });
    expect(status).toBe(409);
    expect(body.usage).toEqual(usage);
    expect(body.detail).toBe('This keyword is still used by 1 members.');
    expect(problemFor('not_found', '/api/x', { usage }).body.usage).toBeUndefined();
  });

  it('answers at most FIELD_ERRORS_MAX field errors and marks the answer when it left some out', () => {
    const errors = Array.from({ length: 100_000 }, (_, i) => fieldError(`keyword_ids[${i}]`, 'invalid_type'));
    const { status, body } = problemFor('validation_failed', '/api/update-member/m1/public', { errors });
    expect(status).toBe(400);
    expect(body.errors).toHaveLength(FIELD_ERRORS_MAX);
    expect(body.errors?.[0]?.field).toBe('keyword_ids[0]');
    expect(body.errors_truncated).toBe(true);
    expect(JSON.stringify(body).length).toBeLessThan(16 * 1024);
  });

  it('leaves a short list whole, without the mark', () => {
    const errors = [fieldError('title_en', 'required')];
    const { body } = problemFor('validation_failed', '/api/register-product', { errors });
    expect(body.errors).toEqual(errors);
    expect(body).not.toHaveProperty('errors_truncated');
  });
});
