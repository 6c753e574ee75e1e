import { describe, expect, it } from 'vitest';
import { holdingKindsText, usageText } from './usage-text';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('usage texts (spec 6-data-and-beyond §6.3.4, plural rules of 4-shell §4.4.4)', () => {
  it('says one record in the singular: "1 supervision", "1 grant" / "1 subvention"', () => {
    expect(usageText({ by_kind: [{ kind: 'supervision', count: 1 }] }, 'en')).toBe('1 supervision');
    expect(usageText({ by_kind: [{ kind: 'grant', count: 1 }] }, 'en')).toBe('1 grant');
    expect(usageText({ by_kind: [{ kind: 'grant', count: 1 }] }, 'fr')).toBe('1 subvention');
  });

  it('lists the kinds in the API order, plural forms, counts formatted, zero counts left out', () => {
    const usage = { by_kind: [{ kind: 'supervision' as const, count: 2 }, { kind: 'member' as const, count: 1234 }, { kind: 'grant' as const, count: 0 }] };
    expect(usageText(usage, 'en')).toBe('1,234 members, 2 supervisions');
    expect(plain(usageText(usage, 'fr'))).toBe('1 234 membres, 2 supervisions');
    expect(usageText({ by_kind: [{ kind: 'organization', count: 3 }] }, 'fr')).toBe('3 partenaires');
  });

  it('says "Not used" / "Non utilisée" without any use', () => {
    expect(usageText(undefined, 'en')).toBe('Not used');
    expect(usageText({ by_kind: [] }, 'fr')).toBe('Non utilisée');
    expect(usageText({ by_kind: [{ kind: 'event', count: 0 }] }, 'en')).toBe('Not used');
  });

  it('names the holding kinds of a list: "members, supervisions" / "membres, supervisions"', () => {
    expect(holdingKindsText(['supervision', 'member'], 'en')).toBe('members, supervisions');
    expect(holdingKindsText(['member', 'supervision'], 'fr')).toBe('membres, supervisions');
    expect(holdingKindsText(['product', 'grant', 'event'], 'fr')).toBe('produits, subventions, événements');
  });
});
