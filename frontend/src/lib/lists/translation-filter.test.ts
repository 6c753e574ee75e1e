import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/dictionary';
import { parseListView, pruneUnknown, type ListViewDefinition } from './list-view';
import { knownFilterValues } from '../../components/filter-bar';
import { maskOf, matchesTranslation, nameTranslation, titleTranslation, TRANSLATION_FILTER, translationFilter, translationIndex, translationMatcher } from './translation-filter';

describe('matchesTranslation', () => {
  const complete = maskOf([]);
  const noEnglish = maskOf(['en']);
  const noFrench = maskOf(['fr']);
  const neither = maskOf(['en', 'fr']);

  it('passes every record when no value is chosen', () => {
    for (const mask of [complete, noEnglish, noFrench, neither]) {
      expect(matchesTranslation([], mask)).toBe(true);
      expect(matchesTranslation(undefined, mask)).toBe(true);
    }
  });

  it('keeps complete records for "complete", and a record missing both under each missing value', () => {
    expect([complete, noEnglish, noFrench, neither].map((mask) => matchesTranslation(['complete'], mask))).toEqual([true, false, false, false]);
    expect([complete, noEnglish, noFrench, neither].map((mask) => matchesTranslation(['missing-en'], mask))).toEqual([false, true, false, true]);
    expect([complete, noEnglish, noFrench, neither].map((mask) => matchesTranslation(['missing-fr'], mask))).toEqual([false, false, true, true]);
  });

  it('combines the chosen values with OR', () => {
    expect([complete, noEnglish, noFrench].map((mask) => matchesTranslation(['complete', 'missing-fr'], mask))).toEqual([true, false, true]);
  });
});

describe('translationMatcher', () => {
  it('computes no mask while no value is chosen, and filters on the masks once one is', () => {
    let computed = 0;
    const maskOf = (item: { mask: number }) => {
      computed += 1;
      return item.mask;
    };
    const items = [{ mask: 0 }, { mask: 1 }, { mask: 2 }];
    expect(items.filter(translationMatcher(undefined, maskOf))).toEqual(items);
    expect(items.filter(translationMatcher([], maskOf))).toEqual(items);
    expect(computed).toBe(0);
    expect(items.filter(translationMatcher(['complete'], maskOf))).toEqual([{ mask: 0 }]);
    expect(computed).toBe(3);
  });
});

describe('translationIndex', () => {
  it('computes a record’s mask once per item object, again for a new version of the item', () => {
    let calls = 0;
    const index = translationIndex<{ name_en: string | null }>((item) => {
      calls += 1;
      return item.name_en ? [] : ['en'];
    });
    const item = { name_en: null };
    expect(index(item)).toBe(maskOf(['en']));
    expect(index(item)).toBe(maskOf(['en']));
    expect(calls).toBe(1);
    expect(index({ name_en: 'Name' })).toBe(0);
    expect(calls).toBe(2);
  });

  it('reads names and titles with the shared rule (blank counts as empty; both empty is complete)', () => {
    expect(nameTranslation({ name_en: 'Name', name_fr: '  ' })).toBe(maskOf(['fr']));
    expect(titleTranslation({ title_en: null, title_fr: null })).toBe(0);
  });
});

describe('translationFilter', () => {
  it('offers Complete, English missing and French missing under "Filter by translation", in both languages', () => {
    const en = translationFilter((key) => translate('en', key));
    const fr = translationFilter((key) => translate('fr', key));
    expect(en.name).toBe('translation');
    expect(translate('en', 'lists.filterBy', { name: en.label })).toBe('Filter by translation');
    expect(translate('fr', 'lists.filterBy', { name: fr.label })).toBe('Filtrer par traduction');
    expect(en.options.map((o) => [o.id, o.label])).toEqual([
      ['complete', 'Complete'],
      ['missing-en', 'English missing'],
      ['missing-fr', 'French missing'],
    ]);
    expect(fr.options.map((o) => o.label)).toEqual(['Complète', 'Anglais manquant', 'Français manquant']);
  });

  it('is kept in the URL and drops values it does not know', () => {
    const definition: ListViewDefinition = { filters: [TRANSLATION_FILTER], columns: {}, sortable: [] };
    const parsed = parseListView('?translation=missing-fr,bogus', definition);
    const known = knownFilterValues([translationFilter((key) => translate('en', key))]);
    expect(pruneUnknown(parsed, known).filters.translation).toEqual(['missing-fr']);
  });
});
