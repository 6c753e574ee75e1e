/**
 * Deterministic tag colours (spec 4-shell §4.11.2): the seed text, normalised to NFC, hashed
 * with 32-bit FNV-1a over its UTF-16 code units; palette index = hash modulo 10.
 */

export interface TagColour {
  name: string;
  background: string;
  text: string;
}

export const TAG_PALETTE: readonly TagColour[] = [
  { name: 'magenta', background: '#FCE4F1', text: '#8A1050' },
  { name: 'red', background: '#FDE7E7', text: '#A1161B' },
  { name: 'volcano', background: '#FDEBE1', text: '#9A3412' },
  { name: 'blue', background: '#E3EEFD', text: '#1E4FA3' },
  { name: 'orange', background: '#FEF0DB', text: '#874600' },
  { name: 'gold', background: '#FBF3D0', text: '#735600' },
  { name: 'green', background: '#E4F5E6', text: '#1E6B2E' },
  { name: 'cyan', background: '#DDF4F6', text: '#0B5F6A' },
  { name: 'geekblue', background: '#E6E9FB', text: '#2F3EA8' },
  { name: 'purple', background: '#EFE6FA', text: '#5B2A9A' },
];

/** 32-bit FNV-1a over the UTF-16 code units of the NFC form of `text`. */
export function fnv1a32(text: string): number {
  const input = text.normalize('NFC');
  let hash = 2166136261;
  for (let i = 0; i < input.length; i += 1) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash >>> 0;
}

export function tagColourIndex(seed: string): number {
  return fnv1a32(seed) % TAG_PALETTE.length;
}

export function tagColour(seed: string): TagColour {
  return TAG_PALETTE[tagColourIndex(seed)] as TagColour;
}

/** Seed texts per kind (spec 4-shell §4.11.2, step 1). */
export const tagSeed = {
  person: (firstName: string | null | undefined, lastName: string | null | undefined) =>
    `${firstName ?? ''} ${lastName ?? ''}`,
  bilingual: (en: string | null | undefined, fr: string | null | undefined) => `${en ?? ''}|${fr ?? ''}`,
  plain: (text: string | null | undefined) => text ?? '',
};
