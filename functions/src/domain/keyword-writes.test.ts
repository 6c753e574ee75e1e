import { describe, expect, it } from 'vitest';
import { keywordProjection, takenKeywordNames } from './keyword-writes';
import type { KeywordRecord } from './records';

describe('takenKeywordNames (3-api §3.7.6)', () => {
  const key = (language: 'en' | 'fr', value: string) => ({ scope: `keyword-${language}`, value, field: `name_${language}` });

  it('names each name whose comparison key is taken in its own language, in the order of the body', () => {
    const errors = takenKeywordNames({ name_en: 'Santé  Publique', name_fr: 'Santé publique' }, [key('en', 'sante publique'), key('fr', 'sante publique')], {
      name_fr: 'x',
      name_en: 'y',
    });
    expect(errors.map((error) => `${error.field}:${error.code}`)).toEqual(['name_fr:not_unique', 'name_en:not_unique']);
    expect(errors[0]?.message).toBe('This keyword already exists.');
  });

  it('does not report a name that is taken only in the other language, nor a missing name', () => {
    expect(takenKeywordNames({ name_en: 'Aging', name_fr: null }, [key('fr', 'aging')], {})).toEqual([]);
  });
});

describe('keywordProjection', () => {
  it('is {id, name_en, name_fr, etag} (2-data-model §2.4.5)', () => {
    const record = { id: 'k', name_en: 'A', name_fr: null, etag: 'e', created_at: 'c', updated_at: 'u', updated_by: null } as KeywordRecord;
    expect(keywordProjection(record)).toEqual({ id: 'k', name_en: 'A', name_fr: null, etag: 'e' });
  });
});
