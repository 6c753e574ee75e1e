import type { MemberReference } from '@portal/common/api/refs';
import { describe, expect, it } from 'vitest';
import { byId, csvAmount, csvDate, csvTimestamp, linkedName, linkedNames, memberNames, recordLink } from './csv-values';

describe('CSV values (spec 6-data-and-beyond §6.3.1)', () => {
  it('writes amounts with two decimals, no grouping, no sign and the language decimal sign', () => {
    expect(csvAmount(72500.5, 'en')).toBe('72500.50');
    expect(csvAmount(72500.5, 'fr')).toBe('72500,50');
    expect(csvAmount(1234567.89, 'en')).toBe('1234567.89');
    expect(csvAmount(0, 'fr')).toBe('0,00');
    expect(csvAmount(5, 'en')).toBe('5.00');
    expect(csvAmount(null, 'en')).toBeNull();
  });

  it('writes amounts exactly: no floating-point artefact from the dollars the API sends', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.005 is 1.00499999999999989 in binary.
    expect(csvAmount(0.29, 'en')).toBe('0.29');
    expect(csvAmount(0.1 + 0.2, 'en')).toBe('0.30');
    expect(csvAmount(19.99, 'fr')).toBe('19,99');
    expect(csvAmount(9007199254740.99, 'en')).toBe('9007199254740.99');
    expect(csvAmount(-12.05, 'en')).toBe('-12.05');
  });

  it('keeps calendar dates as YYYY-MM-DD and drops anything else', () => {
    expect(csvDate('2024-03-14')).toBe('2024-03-14');
    expect(csvDate(null)).toBeNull();
    expect(csvDate('2024-03-14T10:00:00Z')).toBeNull();
  });

  it('writes the last login as YYYY-MM-DD HH:mm in the network time zone, whatever the viewer’s', () => {
    // 2026-01-15 03:30 UTC is the evening before in Toronto (UTC-5); in July Toronto is UTC-4.
    expect(csvTimestamp('2026-01-15T03:30:00Z', 'America/Toronto')).toBe('2026-01-14 22:30');
    expect(csvTimestamp('2026-07-01T00:05:00Z', 'America/Toronto')).toBe('2026-06-30 20:05');
    expect(csvTimestamp('2026-07-01T00:05:00Z', 'America/Vancouver')).toBe('2026-06-30 17:05');
    expect(csvTimestamp('2026-07-01T12:00:00Z', 'UTC')).toBe('2026-07-01 12:00');
    expect(csvTimestamp(null, 'UTC')).toBeNull();
    expect(csvTimestamp('not a date', 'UTC')).toBeNull();
  });

  it('names linked records in the active language with fallback and no marker, joined with "; "', () => {
    const entries = byId([
      { id: 'k1', name_en: 'Water', name_fr: 'Eau' },
      { id: 'k2', name_en: null, name_fr: 'Santé' },
      { id: 'k3', name_en: 'Soil', name_fr: '' },
    ]);
    expect(linkedNames(['k1', 'k2', 'k3'], entries, 'en')).toBe('Water; Santé; Soil');
    expect(linkedNames(['k1', 'k2', 'k3'], entries, 'fr')).toBe('Eau; Santé; Soil');
    expect(linkedNames(['gone'], entries, 'en')).toBeNull();
    expect(linkedName(null, entries, 'en')).toBeNull();
    expect(linkedName('k2', entries, 'en')).toBe('Santé');
  });

  it('writes members as "<first name> <last name>" joined with "; ", inactive ones included', () => {
    const members: MemberReference[] = [
      { id: 'm1', first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
      { id: 'm2', first_name: 'Éric', last_name: 'Lévesque', is_active: false },
    ];
    expect(memberNames(members)).toBe('Claire Dubois-Martin; Éric Lévesque');
    expect(memberNames([])).toBeNull();
  });

  it('links to the absolute redirect route of the record', () => {
    expect(recordLink('https://portal.example', 'grants', 'grant-13')).toBe('https://portal.example/grants/grant-13');
    expect(recordLink('http://localhost:4280', 'members', 'a b')).toBe('http://localhost:4280/members/a%20b');
  });
});
