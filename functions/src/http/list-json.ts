/**
 * The UTF-8 JSON of a kept answer. For a list, each item's bytes are kept by item object: the
 * domain hands out the same item objects for unchanged records (functions/src/domain/list-views.ts,
 * docs/adr/0039), so a list of 50,000 products rebuilt after one write serialises one item and
 * copies the others' bytes, instead of serialising 34 MB and converting it to UTF-8 again (half a
 * second, and as much again in garbage collection). Items are never mutated after the domain
 * returns them.
 */
const itemBytes = new WeakMap<object, Buffer>();
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

export function answerBytes(body: unknown): Buffer {
  if (!Array.isArray(body)) return Buffer.from(JSON.stringify(body) ?? 'null');
  const parts: Buffer[] = [OPEN];
  body.forEach((item: unknown, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(bytesOf(item));
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

function bytesOf(item: unknown): Buffer {
  // As JSON.stringify writes array elements: undefined and functions become null.
  if (item === null || typeof item !== 'object') return Buffer.from(JSON.stringify(item) ?? 'null');
  let bytes = itemBytes.get(item);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(item));
    itemBytes.set(item, bytes);
  }
  return bytes;
}
