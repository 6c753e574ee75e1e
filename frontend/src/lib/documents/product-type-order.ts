/** The product types in the documents' order (spec 7-reports §7.2.4 item 4, §7.3.4 item 4). */
const PRODUCT_TYPE_ORDER: readonly string[] = [
  'journal-article',
  'book',
  'book-chapter',
  'conference-presentation',
  'report',
  'policy-brief',
  'dataset',
  'software',
  'thesis',
  'media-interview',
  'poster',
].map((name) => `product-type-${name}`);

/**
 * The types of `present` in that order, then the others (types administrators added) as
 * `byName` sorts them; "No type" is the caller's, which puts it last.
 */
export function orderProductTypes(present: Iterable<string>, byName: (a: string, b: string) => number): string[] {
  const ids = new Set(present);
  const known = PRODUCT_TYPE_ORDER.filter((id) => ids.has(id));
  const others = [...ids].filter((id) => !PRODUCT_TYPE_ORDER.includes(id)).sort(byName);
  return [...known, ...others];
}
