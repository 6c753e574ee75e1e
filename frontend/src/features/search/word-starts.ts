/**
 * Which records have a word starting with a given two characters, built with the search texts
 * (docs/adr/0040). The first key of a word ("tr", "sa") is the one query no earlier result can
 * narrow: without this table it tests every record's text, 50,000 products on the large
 * network. With it, a query reads the records under its rarest word's first two characters, and
 * a one-word, two-character query needs no text test at all (spec 6-data-and-beyond §6.3.3,
 * "each query runs in under 50 ms").
 */

/** Below this code both characters index a flat table; other pairs go through a map. */
const FLAT = 128;
const INITIAL_CAPACITY = 8;

export class WordStartTable {
  /** Slot + 1 of each pair of codes under FLAT (0: no slot yet). */
  private readonly flat = new Int32Array(FLAT * FLAT);
  private readonly wide = new Map<number, number>();
  /** Per slot: the record positions, ascending, each once. */
  private lists: Int32Array[] = [];
  private lengths: number[] = [];

  private slot(a: number, b: number, create: boolean): number {
    if (a < FLAT && b < FLAT) {
      const at = a * FLAT + b;
      const slot = (this.flat[at] as number) - 1;
      if (slot >= 0 || !create) return slot;
      this.flat[at] = this.newSlot() + 1;
      return (this.flat[at] as number) - 1;
    }
    const key = a * 65536 + b;
    const slot = this.wide.get(key);
    if (slot !== undefined || !create) return slot ?? -1;
    const created = this.newSlot();
    this.wide.set(key, created);
    return created;
  }

  private newSlot(): number {
    this.lists.push(new Int32Array(INITIAL_CAPACITY));
    this.lengths.push(0);
    return this.lists.length - 1;
  }

  /**
   * Records that the record at `position` has the word starts in `codes[0, length)`: a search
   * text made of words, each after one space (see `WordKeyWriter`). Positions must be added in
   * ascending order.
   */
  add(position: number, codes: readonly number[], length: number): void {
    for (let i = 0; i + 2 < length; i += 1) {
      if (codes[i] !== 32) continue;
      const b = codes[i + 2] as number;
      if (b === 32) continue; // a one-character word: no two-character query starts it
      const slot = this.slot(codes[i + 1] as number, b, true);
      const count = this.lengths[slot] as number;
      let list = this.lists[slot] as Int32Array;
      if (count > 0 && list[count - 1] === position) continue;
      if (count === list.length) {
        const grown = new Int32Array(count * 2);
        grown.set(list);
        list = grown;
        this.lists[slot] = list;
      }
      list[count] = position;
      this.lengths[slot] = count + 1;
    }
  }

  /**
   * The positions of the records with a word starting with `word`'s first two characters, or
   * null when `word` is shorter (the table cannot narrow it).
   */
  recordsStarting(word: string): Int32Array | null {
    if (word.length < 2) return null;
    const slot = this.slot(word.charCodeAt(0), word.charCodeAt(1), false);
    return slot < 0 ? new Int32Array(0) : (this.lists[slot] as Int32Array).subarray(0, this.lengths[slot]);
  }
}
