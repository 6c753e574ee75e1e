import { authorNames } from '@portal/common/authors/split-authors';
import { comparisonKey } from '@portal/common/validation/normalize';
import type { AuthorEntry } from '@portal/common/api/author';
import type { RecordStore } from './records';

const EN_CA = new Intl.Collator('en-CA');

/**
 * The names and comparison keys of each `all_author` text already split, by text: splitting and
 * normalising 50,000 texts took 2.4 s of the 4 s that `all-authors` spent after every product
 * write on the large preset, though one text at most had changed. Bounded: cleared when it holds
 * `max` texts (the calls after that fill it again).
 */
export class SplitTexts {
  private readonly split = new Map<string, ReadonlyArray<readonly [name: string, key: string]>>();

  constructor(private readonly max: number) {}

  namesAndKeys(text: string): ReadonlyArray<readonly [string, string]> {
    let found = this.split.get(text);
    if (!found) {
      if (this.split.size >= this.max) this.split.clear();
      found = authorNames(text).map((name) => [name, comparisonKey(name)] as const);
      this.split.set(text, found);
    }
    return found;
  }
}

/** Four times the products of the large network (spec 2-data-model §2.6.1). */
const SPLIT_TEXTS = new SplitTexts(200_000);

/**
 * The distinct author names of the products' `all_author` texts: names split as author matching
 * splits them, grouped by comparison key; `name` is the spelling used most often (ties: the first
 * in en-CA collation), `product_count` the number of texts yielding the key. Ordered by key.
 */
export function authorEntries(texts: readonly string[], split: SplitTexts = SPLIT_TEXTS): AuthorEntry[] {
  const byKey = new Map<string, { spellings: Map<string, number>; products: number }>();
  for (const text of texts) {
    const keysOfText = new Set<string>();
    for (const [name, key] of split.namesAndKeys(text)) {
      let entry = byKey.get(key);
      if (!entry) {
        entry = { spellings: new Map(), products: 0 };
        byKey.set(key, entry);
      }
      entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1);
      if (!keysOfText.has(key)) {
        keysOfText.add(key);
        entry.products += 1;
      }
    }
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    // Annotated callback: an object literal returned as AuthorEntry is checked for extra fields.
    .map(([key, { spellings, products }]): AuthorEntry => ({ name: mostUsed(spellings), key, product_count: products }));
}

function mostUsed(spellings: ReadonlyMap<string, number>): string {
  let best: [string, number] | undefined;
  for (const [name, count] of spellings) {
    if (!best || count > best[1] || (count === best[1] && EN_CA.compare(name, best[0]) < 0)) best = [name, count];
  }
  return best?.[0] ?? '';
}

/** `GET /api/all-authors`: one query over the products' author texts (spec 3-api §3.15.1). */
export async function listAuthors(store: RecordStore): Promise<AuthorEntry[]> {
  const products = await store.list('product', ['all_author']);
  return authorEntries(products.map((product) => product.all_author));
}
