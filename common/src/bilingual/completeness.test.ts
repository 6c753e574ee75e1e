import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '../demo/dataset';
import { incompleteCount, memberPairs, memberPublicPairs, missingLanguages, missingSide, namePairs, pairState, titlePairs } from './completeness';

const member = (about: [string | null, string | null], problems: Array<[string | null, string | null]>, partnerships: Array<[string | null, string | null]> = []) => ({
  about_me_en: about[0],
  about_me_fr: about[1],
  problems: problems.map(([name_en, name_fr]) => ({ name_en, name_fr })),
  partnerships: partnerships.map(([description_en, description_fr]) => ({ description_en, description_fr })),
});

describe('pairState', () => {
  it('tells complete, empty and each one-sided pair apart', () => {
    expect(pairState('Title', 'Titre')).toBe('complete');
    expect(pairState(null, undefined)).toBe('empty');
    expect(pairState('', '')).toBe('empty');
    expect(pairState('Title', null)).toBe('missing-fr');
    expect(pairState(null, 'Titre')).toBe('missing-en');
  });

  it('counts blank text (spaces, line breaks, no-break spaces) as empty', () => {
    expect(pairState('  \n', 'Titre')).toBe('missing-en');
    expect(pairState('Title', '\u00a0')).toBe('missing-fr');
    expect(pairState(' ', '\t')).toBe('empty');
  });
});

describe('missingLanguages and incompleteCount', () => {
  it('names each lacking language once, English first, and counts the one-sided pairs', () => {
    const pairs = [
      { en: 'A', fr: null },
      { en: null, fr: 'B' },
      { en: 'C', fr: null },
      { en: null, fr: null },
      { en: 'D', fr: 'E' },
    ];
    expect(missingLanguages(pairs)).toEqual(['en', 'fr']);
    expect(incompleteCount(pairs)).toBe(3);
    expect(missingSide({ en: 'A', fr: null })).toBe('fr');
    expect(missingSide({ en: 'A', fr: 'B' })).toBeNull();
  });

  it('is empty for no pair at all and for pairs that are all complete or empty', () => {
    expect(missingLanguages([])).toEqual([]);
    expect(missingLanguages([{ en: null, fr: null }, { en: 'A', fr: 'B' }])).toEqual([]);
    expect(incompleteCount([{ en: null, fr: null }])).toBe(0);
  });
});

describe('the pairs of each kind (spec 6-data-and-beyond §6.3.6)', () => {
  it('member: about me and each problem are public; partnership descriptions only count for editors', () => {
    const m = member(['About', 'À propos'], [['Problem', 'Problème'], [null, 'Problème seul']], [['Only English', null]]);
    expect(missingLanguages(memberPublicPairs(m))).toEqual(['en']);
    expect(missingLanguages(memberPairs(m))).toEqual(['en', 'fr']);
    expect(incompleteCount(memberPairs(m))).toBe(2);
    expect(missingLanguages(memberPublicPairs(member(['About', null], [])))).toEqual(['fr']);
    expect(missingLanguages(memberPublicPairs(member([null, null], [])))).toEqual([]);
    // Without partnerships (a public projection), the member's pairs are the public ones.
    expect(memberPairs({ about_me_en: null, about_me_fr: 'À propos', problems: [] })).toEqual([{ en: null, fr: 'À propos' }]);
  });

  it('keyword, organization and event: their name; product: its title', () => {
    expect(missingLanguages(namePairs({ name_en: 'Mobility', name_fr: null }))).toEqual(['fr']);
    expect(missingLanguages(namePairs({ name_en: null, name_fr: 'SantéLab Québec' }))).toEqual(['en']);
    expect(missingLanguages(namePairs({ name_en: 'Event', name_fr: 'Événement' }))).toEqual([]);
    expect(missingLanguages(titlePairs({ title_en: null, title_fr: 'Titre' }))).toEqual(['en']);
    expect(missingLanguages(titlePairs({ title_en: 'Title', title_fr: ' ' }))).toEqual(['fr']);
    expect(missingLanguages(titlePairs({ title_en: null, title_fr: null }))).toEqual([]);
  });
});

describe('on the demo data (acceptance criteria of §6.3.6)', () => {
  const d = buildDemoDataset();
  const lacking = <T>(records: readonly T[], pairs: (record: T) => ReturnType<typeof namePairs>, language: 'en' | 'fr') =>
    records.filter((record) => missingLanguages(pairs(record)).includes(language));

  it('products: 6 miss French (03 and five generated) and 6 miss English (02 and five generated)', () => {
    const missingFr = lacking(d.products, titlePairs, 'fr');
    const missingEn = lacking(d.products, titlePairs, 'en');
    expect(missingFr).toHaveLength(6);
    expect(missingEn).toHaveLength(6);
    expect(missingFr).toContain(d.products[2]);
    expect(missingEn).toContain(d.products[1]);
  });

  it('partners: SantéLab Québec alone misses English, Meridian Robotics Inc. alone misses French', () => {
    expect(lacking(d.organizations, namePairs, 'en').map((o) => o.name_fr)).toEqual(['SantéLab Québec']);
    expect(lacking(d.organizations, namePairs, 'fr').map((o) => o.name_en)).toEqual(['Meridian Robotics Inc.']);
  });

  it('events: 08 misses English, 09 misses French', () => {
    expect(lacking(d.events, namePairs, 'en')).toEqual([d.events[7]]);
    expect(lacking(d.events, namePairs, 'fr')).toEqual([d.events[8]]);
  });

  it('keywords: Mobility and Citizen science miss French; the two French-only keywords miss English', () => {
    expect(lacking(d.keywords, namePairs, 'fr').map((k) => k.name_en).sort()).toEqual(['Citizen science', 'Mobility']);
    expect(lacking(d.keywords, namePairs, 'en').map((k) => k.name_fr).sort()).toEqual(['Francophonie en situation minoritaire', 'Économie sociale']);
  });

  it('members: Éric Lévesque misses English through his French-only problem', () => {
    const eric = d.members.find((m) => m.id === 'member-eric-levesque');
    expect(eric).toBeDefined();
    if (!eric) return;
    expect(missingLanguages(memberPublicPairs(eric))).toEqual(['en']);
    const incompleteProblems = eric.problems.filter((p) => missingSide({ en: p.name_en, fr: p.name_fr }) === 'en');
    expect(incompleteProblems).toHaveLength(1);
  });
});
