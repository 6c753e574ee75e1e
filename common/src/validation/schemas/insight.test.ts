import { describe, expect, it } from 'vitest';
import type { SchemaResult } from '../schema';
import { validateUpdate } from '../schema';
import { INSIGHT_TEXT_MAX, insightSchema } from './insight';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('update-member insight (3-api §3.7.5)', () => {
  it('accepts the interview date and the six texts, normalised; empty texts become null', () => {
    expect(validateUpdate(insightSchema, { interview_date: '2024-02-29', dream: ' Line one\r\nLine two ', admin_notes: '   ', other_notes: 'Tab\tkept' })).toEqual({
      ok: true,
      value: { interview_date: '2024-02-29', dream: 'Line one\nLine two', admin_notes: null, other_notes: 'Tab\tkept' },
    });
  });

  it('refuses bad dates, texts over 4000 characters, control characters and other fields', () => {
    const result = validateUpdate(insightSchema, {
      interview_date: '2023-02-29',
      about_member: 'x'.repeat(INSIGHT_TEXT_MAX + 1),
      how_can_we_help: 'bell\u0007',
      member_id: 'm',
      etag: 'e',
    });
    expect(summary(result)).toEqual(['interview_date:invalid_format', 'about_member:too_long', 'how_can_we_help:invalid_characters', 'member_id:unknown_field', 'etag:unknown_field']);
  });
});
