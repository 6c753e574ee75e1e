import { describe, expect, it } from 'vitest';
import { fnv1a32, tagColour, tagColourIndex, tagSeed } from './tag-colour';

describe('tag colours (4-shell §4.11.2)', () => {
  it('matches the test vectors of the specification', () => {
    expect(fnv1a32('Jane Doe')).toBe(2699389185);
    expect(tagColourIndex('Jane Doe')).toBe(5);
    expect(tagColour('Jane Doe').name).toBe('gold');
    expect(fnv1a32('Éric Lévesque')).toBe(2401422830);
    expect(tagColour('Éric Lévesque').name).toBe('magenta');
    expect(fnv1a32('Aging|Vieillissement')).toBe(3139523994);
    expect(tagColour('Aging|Vieillissement').name).toBe('orange');
    expect(fnv1a32('Mobility|')).toBe(3709780888);
    expect(tagColour('Mobility|').name).toBe('geekblue');
  });

  it('normalises to NFC first, so decomposed accents give the same colour', () => {
    expect(fnv1a32('E\u0301ric Le\u0301vesque')).toBe(fnv1a32('Éric Lévesque'));
  });

  it('builds the seed per kind', () => {
    expect(tagSeed.person('Jane', 'Doe')).toBe('Jane Doe');
    expect(tagSeed.bilingual('Mobility', null)).toBe('Mobility|');
  });
});
