import { describe, expect, it } from 'vitest';
import { doiPrefillEn } from '../../lib/i18n/sections/doi-prefill-en';
import { doiPrefillFr } from '../../lib/i18n/sections/doi-prefill-fr';
import { existingProductParts, fillStatusText } from './doi-fill-text';

describe('the status line after a fill (spec 6-data-and-beyond §6.3.7)', () => {
  it('counts the fields with the plural rules of each language', () => {
    expect(fillStatusText(1, [], 'en')).toBe('1 field filled from the DOI.');
    expect(fillStatusText(5, [], 'en')).toBe('5 fields filled from the DOI.');
    expect(fillStatusText(0, [], 'en')).toBe('0 fields filled from the DOI.');
    expect(fillStatusText(1, [], 'fr')).toBe('1 champ rempli à partir du DOI.');
    expect(fillStatusText(0, [], 'fr')).toBe('0 champ rempli à partir du DOI.');
    expect(fillStatusText(4, [], 'fr')).toBe('4 champs remplis à partir du DOI.');
  });

  it('follows the count with the notes, in both languages', () => {
    const notes = [{ key: 'monthOnly' as const }, { key: 'authorsCut' as const, k: 212, n: 600 }, { key: 'titleShortened' as const }, { key: 'abstractShortened' as const }];
    expect(fillStatusText(4, notes, 'en')).toBe(
      '4 fields filled from the DOI. Only the year and month are known; the first day of the month was used. Only the first 212 of 600 authors fit in the field. The title was shortened to 500 characters. The abstract was shortened to 2,000 characters.',
    );
    expect(fillStatusText(2, [{ key: 'yearOnly' }], 'fr')).toBe("2 champs remplis à partir du DOI. Seule l'année est connue\u00a0; le 1er janvier a été utilisé.");
    expect(fillStatusText(3, [{ key: 'authorsCut', k: 1200, n: 1500 }, { key: 'abstractShortened' }], 'fr')).toBe(
      '3 champs remplis à partir du DOI. Seuls les 1\u00a0200 premiers des 1\u00a0500 auteurs tiennent dans le champ. Le résumé a été raccourci à 2\u00a0000 caractères.',
    );
  });

  it('splits the already-registered warning around the title', () => {
    expect(existingProductParts('en')).toEqual(['A product with this DOI is already registered: ', '.']);
    expect(existingProductParts('fr')).toEqual(['Un produit avec ce DOI est déjà enregistré\u00a0: ', '.']);
  });

  it('has a French text for every key, with non-breaking spaces before ; : ? and no plain space there', () => {
    expect(Object.keys(doiPrefillFr).sort()).toEqual(Object.keys(doiPrefillEn).sort());
    for (const text of Object.values(doiPrefillFr)) expect(text).not.toMatch(/ [;:?!]/);
    expect(doiPrefillFr.replaceTitle).toBe('Remplacer vos valeurs\u00a0?');
  });
});
