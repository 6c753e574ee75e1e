import { describe, expect, it } from 'vitest';
import type { FieldError } from '../errors/catalog';
import type { Validation } from './result';
import { idList } from './id-list';
import { partnershipList, problemList } from './embedded-list';

function errorsOf(result: Validation<unknown>): Array<Pick<FieldError, 'field' | 'code' | 'params'>> {
  if (result.ok) return [];
  return result.errors.map(({ field, code, params }) => (params ? { field, code, params } : { field, code }));
}

describe('id list', () => {
  const keywords = idList(20);

  it.each([
    [['k1', 'k2'], ['k1', 'k2']],
    [[], []],
    [[' k1 ', 'k2'], ['k1', 'k2']],
  ])('accepts %j in the order sent', (input, value) => {
    expect(keywords.parse(input, 'keyword_ids')).toEqual({ ok: true, value });
  });

  it.each([
    [null, [{ field: 'keyword_ids', code: 'invalid_type' }]],
    ['k1', [{ field: 'keyword_ids', code: 'invalid_type' }]],
    [{ 0: 'k1' }, [{ field: 'keyword_ids', code: 'invalid_type' }]],
    [['k1', 'k1'], [{ field: 'keyword_ids[1]', code: 'duplicate_item' }]],
    [
      ['k1', 'k2', 'k1', 'k1'],
      [
        { field: 'keyword_ids[2]', code: 'duplicate_item' },
        { field: 'keyword_ids[3]', code: 'duplicate_item' },
      ],
    ],
    [
      ['k1', '../x', 42, ''],
      [
        { field: 'keyword_ids[1]', code: 'invalid_format', params: { format: 'id' } },
        { field: 'keyword_ids[2]', code: 'invalid_type' },
        { field: 'keyword_ids[3]', code: 'invalid_format', params: { format: 'id' } },
      ],
    ],
  ])('refuses %j', (input, errors) => {
    expect(errorsOf(keywords.parse(input, 'keyword_ids'))).toEqual(errors);
  });

  it('reports too_many on the list and still checks every item', () => {
    const input = Array.from({ length: 21 }, (_, i) => `k${i}`);
    input[20] = 'k0';
    expect(errorsOf(keywords.parse(input, 'keyword_ids'))).toEqual([
      { field: 'keyword_ids', code: 'too_many', params: { max: 20 } },
      { field: 'keyword_ids[20]', code: 'duplicate_item' },
    ]);
    expect(keywords.parse(input.slice(0, 20), 'keyword_ids').ok).toBe(true);
  });
});

describe('problems list', () => {
  const problems = problemList();

  it('accepts entries in the order sent, normalised, with a missing side as null', () => {
    expect(
      problems.parse(
        [
          { name_en: 'Food insecurity', name_fr: 'Insécurité alimentaire' },
          { name_fr: ' Logement ' },
          { name_en: 'Rural health', name_fr: '' },
        ],
        'problems',
      ),
    ).toEqual({
      ok: true,
      value: [
        { name_en: 'Food insecurity', name_fr: 'Insécurité alimentaire' },
        { name_en: null, name_fr: 'Logement' },
        { name_en: 'Rural health', name_fr: null },
      ],
    });
  });

  it('requires one language per entry, reported on both sides', () => {
    expect(errorsOf(problems.parse([{ name_en: '' }], 'problems'))).toEqual([
      { field: 'problems[0].name_en', code: 'one_language_required', params: { other: 'problems[0].name_fr' } },
      { field: 'problems[0].name_fr', code: 'one_language_required', params: { other: 'problems[0].name_en' } },
    ]);
  });

  it('refuses unknown keys, wrong types and long names at their paths', () => {
    const input = [
      { name_en: 'A' },
      'not an object',
      { name_en: 'B', foo: 1 },
      { name_fr: 'x'.repeat(501), name_en: 7 },
      null,
    ];
    expect(errorsOf(problems.parse(input, 'problems'))).toEqual([
      { field: 'problems[1]', code: 'invalid_type' },
      { field: 'problems[2].foo', code: 'unknown_field' },
      { field: 'problems[3].name_fr', code: 'too_long', params: { max: 500 } },
      { field: 'problems[3].name_en', code: 'invalid_type' },
      { field: 'problems[4]', code: 'invalid_type' },
    ]);
  });

  it('allows at most 10 entries', () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({ name_en: `P${i}` }));
    expect(errorsOf(problems.parse(entries, 'problems'))).toEqual([
      { field: 'problems', code: 'too_many', params: { max: 10 } },
    ]);
    expect(problems.parse(entries.slice(1), 'problems').ok).toBe(true);
    expect(errorsOf(problems.parse(null, 'problems'))).toEqual([{ field: 'problems', code: 'invalid_type' }]);
  });
});

describe('partnerships list', () => {
  const partnerships = partnershipList();

  it('accepts the spec example with the missing description as null', () => {
    expect(
      partnerships.parse([{ organization_id: 'o1', description_en: 'Joint clinic\r\nSince 2020', description_fr: null }], 'partnerships'),
    ).toEqual({
      ok: true,
      value: [{ organization_id: 'o1', description_en: 'Joint clinic\nSince 2020', description_fr: null }],
    });
    expect(partnerships.parse([{ organization_id: 'o2' }], 'partnerships')).toEqual({
      ok: true,
      value: [{ organization_id: 'o2', description_en: null, description_fr: null }],
    });
  });

  it('refuses two entries for one organization, on the later one', () => {
    expect(
      errorsOf(
        partnerships.parse(
          [{ organization_id: 'o1' }, { organization_id: 'o2' }, { description_en: 'x', organization_id: 'o1' }],
          'partnerships',
        ),
      ),
    ).toEqual([{ field: 'partnerships[2].organization_id', code: 'duplicate_item' }]);
  });

  it('requires the organization and refuses unknown keys', () => {
    expect(
      errorsOf(
        partnerships.parse(
          [{ description_en: 'x'.repeat(1001) }, { organization_id: '../o', members: [] }, { organization_id: null }],
          'partnerships',
        ),
      ),
    ).toEqual([
      { field: 'partnerships[0].description_en', code: 'too_long', params: { max: 1000 } },
      { field: 'partnerships[0].organization_id', code: 'required' },
      { field: 'partnerships[1].organization_id', code: 'invalid_format', params: { format: 'id' } },
      { field: 'partnerships[1].members', code: 'unknown_field' },
      { field: 'partnerships[2].organization_id', code: 'required' },
    ]);
  });
});
