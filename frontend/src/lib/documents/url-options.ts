/**
 * A document page's options in its URL (spec 7-reports §7.2.3 "URL"): each option has a codec;
 * values equal to their default are not written, malformed values are ignored (the default
 * stands), and the page writes the query string by replacement, so Back leaves the page.
 */

export interface OptionCodec<T> {
  /** The value of a query parameter, or undefined when it is malformed. */
  parse: (raw: string) => T | undefined;
  format: (value: T) => string;
}

export type OptionCodecs<V> = { readonly [K in keyof V]: OptionCodec<V[K]> };

/** One of a fixed set of words. */
export function oneOf<T extends string>(values: readonly T[]): OptionCodec<T> {
  return {
    parse: (raw) => (values as readonly string[]).includes(raw) ? (raw as T) : undefined,
    format: (value) => value,
  };
}

/** `true` or `false`. */
export const flag: OptionCodec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  format: (value) => String(value),
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists; empty means none. */
export const calendarDate: OptionCodec<string | null> = {
  parse: (raw) => {
    if (raw === '') return null;
    const match = DATE.exec(raw);
    if (!match) return undefined;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1 ? raw : undefined;
  },
  format: (value) => value ?? '',
};

/**
 * A comma-separated set of words (sections, type ids). With `allowed`, words outside it are
 * dropped (an id that no longer exists); an empty parameter is the empty set. Kept in a stable
 * order so that equal sets write equal URLs.
 */
export function wordSet(allowed?: (word: string) => boolean): OptionCodec<readonly string[]> {
  return {
    parse: (raw) => {
      if (raw === '') return [];
      const words = raw.split(',').filter((word) => /^[A-Za-z0-9_-]+$/.test(word));
      if (words.length === 0) return undefined;
      const kept = allowed ? words.filter(allowed) : words;
      return [...new Set(kept)].sort();
    },
    format: (value) => [...new Set(value)].sort().join(','),
  };
}

/** The options in `search` (a query string, with or without "?"), each defaulting where absent or malformed. */
export function readOptions<V>(search: string, codecs: OptionCodecs<V>, defaults: V): V {
  const params = new URLSearchParams(search);
  const values = { ...defaults };
  for (const key of Object.keys(codecs) as (keyof V & string)[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = codecs[key].parse(raw);
    if (parsed !== undefined) values[key] = parsed;
  }
  return values;
}

/**
 * The query string (without "?") for `values`: only the options that differ from their default,
 * in the codecs' order; other parameters of `search` are kept.
 */
export function writeOptions<V>(values: V, codecs: OptionCodecs<V>, defaults: V, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(codecs) as (keyof V & string)[]) {
    const codec = codecs[key];
    const text = codec.format(values[key]);
    if (text === codec.format(defaults[key])) params.delete(key);
    else params.set(key, text);
  }
  return params.toString();
}
