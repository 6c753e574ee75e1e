import { describe, expect, it } from 'vitest';
import { calendarDate, flag, oneOf, readOptions, wordSet, writeOptions, type OptionCodecs } from './url-options';

interface Options {
  lang: 'en' | 'fr';
  period: 'all' | '5y' | 'year' | 'custom';
  from: string | null;
  sections: readonly string[];
  private: boolean;
}

const CODECS: OptionCodecs<Options> = {
  lang: oneOf(['en', 'fr'] as const),
  period: oneOf(['all', '5y', 'year', 'custom'] as const),
  from: calendarDate,
  sections: wordSet((word) => ['profile', 'keywords', 'products'].includes(word)),
  private: flag,
};
const DEFAULTS: Options = { lang: 'en', period: 'all', from: null, sections: ['keywords', 'profile'], private: false };

describe('URL options', () => {
  it('writes only the options that differ from their default, and reads them back', () => {
    expect(writeOptions(DEFAULTS, CODECS, DEFAULTS)).toBe('');
    const changed: Options = { lang: 'fr', period: 'custom', from: '2024-01-01', sections: ['products', 'profile'], private: true };
    const query = writeOptions(changed, CODECS, DEFAULTS);
    expect(query).toBe('lang=fr&period=custom&from=2024-01-01&sections=products%2Cprofile&private=true');
    expect(readOptions(query, CODECS, DEFAULTS)).toEqual(changed);
    expect(readOptions(`?${query}`, CODECS, DEFAULTS)).toEqual(changed);
  });

  it('treats a set in another order as the same value, and the empty set as a value', () => {
    expect(writeOptions({ ...DEFAULTS, sections: ['profile', 'keywords'] }, CODECS, DEFAULTS)).toBe('');
    expect(writeOptions({ ...DEFAULTS, sections: [] }, CODECS, DEFAULTS)).toBe('sections=');
    expect(readOptions('sections=', CODECS, DEFAULTS).sections).toEqual([]);
  });

  it('ignores malformed values: the default stands', () => {
    const read = readOptions('lang=de&period=week&from=2024-02-30&private=yes&sections=%3Cscript%3E', CODECS, DEFAULTS);
    expect(read).toEqual(DEFAULTS);
    expect(readOptions('from=24-01-01', CODECS, DEFAULTS).from).toBeNull();
    // Unknown words in a set are dropped, known ones kept.
    expect(readOptions('sections=products,unknown', CODECS, DEFAULTS).sections).toEqual(['products']);
  });

  it('keeps the parameters it does not own', () => {
    expect(writeOptions<Options>({ ...DEFAULTS, lang: 'fr' }, CODECS, DEFAULTS, 'tab=2&lang=en')).toBe('tab=2&lang=fr');
    expect(writeOptions(DEFAULTS, CODECS, DEFAULTS, 'tab=2&lang=fr')).toBe('tab=2');
  });
});
