import { describe, expect, it } from 'vitest';
import { tagColourIndex } from '../text/tag-colour';
import { bilingualOption, titleOption } from './options';

describe('bilingual selector options', () => {
  const topic = { id: 'topic-1', name_en: 'Aging', name_fr: 'Vieillissement' };

  it('labels in the active language and searches both', () => {
    expect(bilingualOption(topic, 'en')).toMatchObject({ id: 'topic-1', label: 'Aging', searchText: 'Aging Vieillissement' });
    expect(bilingualOption(topic, 'fr').label).toBe('Vieillissement');
  });

  it('colours a record alike in both languages, from "<en>|<fr>" (spec 4-shell §4.11.2 vector: orange)', () => {
    const en = bilingualOption(topic, 'en').seed;
    expect(bilingualOption(topic, 'fr').seed).toBe(en);
    expect(tagColourIndex(en)).toBe(4);
    expect(tagColourIndex(bilingualOption({ id: 't2', name_en: 'Mobility', name_fr: null }, 'fr').seed)).toBe(8);
  });

  it('titles fall back to the other language and keep the same seed', () => {
    const product = { id: 'p', title_en: null, title_fr: 'Rapport' };
    expect(titleOption(product, 'en')).toMatchObject({ label: 'Rapport', seed: '|Rapport' });
  });
});
