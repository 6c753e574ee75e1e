import { describe, expect, it } from 'vitest';
import { asciiFileName } from './document-file-name';

describe('asciiFileName', () => {
  it('removes accents, turns other characters into hyphens and collapses their runs', () => {
    expect(asciiFileName('CV-Éric-Lévesque-2026-11-22')).toBe('CV-Eric-Levesque-2026-11-22');
    expect(asciiFileName("CV-Zoë-O'Brien-2026-01-02")).toBe('CV-Zoe-O-Brien-2026-01-02');
    expect(asciiFileName('CV-Jean Pierre-Dubois--Martin')).toBe('CV-Jean-Pierre-Dubois-Martin');
    expect(asciiFileName('ARN-rapport-annuel-2024-04-01-2025-03-31')).toBe('ARN-rapport-annuel-2024-04-01-2025-03-31');
    expect(asciiFileName('CV – Çağlar Øst 李')).toBe('CV-Caglar-st');
  });
});
