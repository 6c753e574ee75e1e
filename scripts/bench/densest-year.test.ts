import { describe, expect, it } from 'vitest';
import { densestReportingYear } from './densest-year';

describe('the densest reporting year of the bench', () => {
  it('counts each date in its reporting year and picks the fullest', () => {
    const dates = ['2024-04-01', '2025-03-31', '2025-04-01', '2025-06-01', '2025-07-01', '2026-11-30', '2027-03-31'];
    expect(densestReportingYear(dates)).toEqual({ from: '2025-04-01', to: '2026-03-31', label: '2025–2026', records: 3 });
  });

  it('follows the configured start and prefers the later year on a tie', () => {
    expect(densestReportingYear(['2023-05-05', '2024-05-05'], '01-01')).toEqual({ from: '2024-01-01', to: '2024-12-31', label: '2024', records: 1 });
  });

  it('refuses to choose without any date', () => {
    expect(() => densestReportingYear([])).toThrow(/no dated record/);
  });
});
