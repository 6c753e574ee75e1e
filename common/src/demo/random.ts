/** Seed of the demo dataset (spec 6-data-and-beyond §6.1.2). */
export const DEMO_SEED = 20260105;

/** mulberry32: a 32-bit state generator returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly source: () => number;

  constructor(seed: number = DEMO_SEED) {
    this.source = mulberry32(seed);
  }

  next(): number {
    return this.source();
  }

  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      const held = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = held;
    }
    return copy;
  }

  /** `count` distinct items, in draw order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) throw new Error(`cannot draw ${count} of ${items.length} items`);
    return this.shuffle(items).slice(0, count);
  }

  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let roll = this.next() * total;
    for (let i = 0; i < items.length; i += 1) {
      roll -= weights[i] ?? 0;
      if (roll < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** `count` distinct items drawn one after the other with the given weights. */
  weightedSample<T>(items: readonly T[], weights: readonly number[], count: number): T[] {
    const pool = items.map((item, i) => ({ item, weight: weights[i] ?? 0 }));
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const entry = this.weighted(pool, pool.map((p) => p.weight));
      chosen.push(entry.item);
      pool.splice(pool.indexOf(entry), 1);
    }
    return chosen;
  }
}
