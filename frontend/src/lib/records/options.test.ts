import { describe, expect, it } from 'vitest';
import { tagColourIndex } from '../text/tag-colour';
import { bilingualOption, filterOption, formOptions, titleOption } from './options';

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

describe('retired reference entries (spec 2-data-model §2.1.6, 5-pages §5.2.6, 6-data-and-beyond §6.3.4)', () => {
  const types = [
    { id: 'professor', name_en: 'Professor', name_fr: 'Professeur', retired: false },
    { id: 'associate', name_en: 'Associate member', name_fr: 'Membre associé', retired: true },
    { id: 'emeritus', name_en: 'Emeritus', name_fr: 'Émérite', retired: false },
  ];

  it('a form offers a retired entry only to the record that holds it, labelled "(retired)"', () => {
    expect(formOptions(types, 'en').map((o) => o.label)).toEqual(['Emeritus', 'Professor']);
    expect(formOptions(types, 'en', ['associate']).map((o) => o.label)).toEqual(['Associate member (retired)', 'Emeritus', 'Professor']);
    expect(formOptions(types, 'fr', ['associate']).map((o) => o.label)).toEqual(['Émérite', 'Membre associé (retiré)', 'Professeur']);
  });

  it('a list filter keeps offering a retired entry, labelled "(retired)" / "(retiré)"', () => {
    expect(filterOption(types[1]!, 'en')).toMatchObject({ id: 'associate', label: 'Associate member (retired)', searchText: 'Associate member Membre associé' });
    expect(filterOption(types[1]!, 'fr').label).toBe('Membre associé (retiré)');
    expect(filterOption(types[0]!, 'en').label).toBe('Professor');
  });
});
