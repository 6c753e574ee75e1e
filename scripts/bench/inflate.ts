/**
 * A development aid of `npm run bench -- --inflate` only, never the benchmark's figures: until the
 * generator of spec 6-data-and-beyond §6.2 can fill `portal-bench`, the browser part can be run
 * on list answers of the real shapes inflated to the large network's sizes (spec 2-data-model
 * §2.6.1). Each item is copied with a new id and its names and titles varied, so that filters,
 * sorting and keys behave as on distinct records.
 */

/** The large network's list sizes (spec 2-data-model §2.6.1), by list route. */
export const INFLATED_SIZES: Readonly<Record<string, number>> = {
  'all-members': 9_500,
  'all-products': 50_000,
  'all-grants': 5_000,
  'all-accounts': 12_000,
  // The options of the products page's title and author filters.
  'all-product-titles': 50_000,
  'all-authors': 30_000,
};

const NAMED = /(^|_)(name|title)(_en|_fr)?$/;
const SYLLABLES = ['ra', 'lo', 'mi', 'sé', 'ka', 'du', 'vé', 'no', 'ti', 'bé', 'za', 'ré', 'lu', 'po', 'ch', 'an'];

/** A short pronounceable variant of a number ("lomi", "kadu"…), so that names stay names. */
export function variant(n: number): string {
  let text = '';
  let rest = n;
  do {
    text += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  } while (rest > 0);
  return text;
}

function vary(value: unknown, copy: number, depth: number): unknown {
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => vary(entry, copy, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && NAMED.test(key) && field !== '') result[key] = `${field} ${variant(copy)}`;
    else result[key] = vary(field, copy, depth + 1);
  }
  return result;
}

/**
 * `size` items built from `items`: copy k of item i has the id (or, for the authors list, the
 * key) `<id>~k` and varied names.
 */
export function inflateList(items: readonly unknown[], size: number): unknown[] {
  if (items.length === 0) return [];
  const result: unknown[] = [];
  for (let n = 0; n < size; n += 1) {
    const item = items[n % items.length] as Record<string, unknown>;
    const copy = Math.floor(n / items.length);
    if (copy === 0) {
      result.push(item);
      continue;
    }
    const varied = vary(item, copy, 0) as Record<string, unknown>;
    result.push('id' in item ? { ...varied, id: `${String(item.id)}~${copy}` } : { ...varied, key: `${String(item.key)}~${copy}` });
  }
  return result;
}
