import type { Rng } from '@portal/common/demo/random';
import { orcidCheckCharacter } from '@portal/common/validation/orcid';

/**
 * Drawing helpers of the large-network generator (spec 6-data-and-beyond §6.2.3): everything
 * comes from the seeded generator, never from Math.random or the clock.
 */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 22;

/** A 22-character id, the shape of server ids (§6.2.4). */
export function drawId(rng: Rng): string {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i += 1) id += ID_ALPHABET.charAt(Math.floor(rng.next() * ID_ALPHABET.length));
  return id;
}

/** A standard normal value (Box–Muller). */
export function normal(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A log-normal value with the given median and shape, clamped to [min, max]. */
export function logNormal(rng: Rng, median: number, sigma: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, median * Math.exp(sigma * normal(rng))));
}

export function logNormalInt(rng: Rng, median: number, sigma: number, min: number, max: number): number {
  return Math.round(logNormal(rng, median, sigma, min, max));
}

/**
 * A count from min to max whose mean is about `mean`: min plus a geometric draw (the long tail
 * of real networks: most records have few links, some many), clamped to max.
 */
export function countWithMean(rng: Rng, min: number, max: number, mean: number): number {
  const extra = mean - min;
  if (extra <= 0 || max <= min) return min;
  const p = 1 / (1 + extra);
  const draw = Math.floor(Math.log(1 - rng.next()) / Math.log(1 - p));
  return Math.min(max, min + draw);
}

/** Draws indexes from a fixed weight table in O(log n) (cumulative weights, binary search). */
export class WeightedTable {
  private readonly cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let total = 0;
    weights.forEach((weight, i) => {
      total += weight;
      this.cumulative[i] = total;
    });
  }

  get size(): number {
    return this.cumulative.length;
  }

  draw(rng: Rng): number {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const roll = rng.next() * total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] ?? 0) > roll) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** `count` distinct indexes (fewer when the table is smaller), skipping those `accept` refuses. */
  drawDistinct(rng: Rng, count: number, accept: (index: number) => boolean = () => true): number[] {
    const chosen = new Set<number>();
    const wanted = Math.min(count, this.size);
    for (let attempt = 0; chosen.size < wanted && attempt < wanted * 50; attempt += 1) {
      const index = this.draw(rng);
      if (accept(index)) chosen.add(index);
    }
    return [...chosen];
  }
}

/** Zipf weights 1/k^s over n ranks (§6.2.3: keywords with exponent 1.1). */
export function zipfTable(n: number, exponent: number): WeightedTable {
  return new WeightedTable(Array.from({ length: n }, (_, k) => 1 / (k + 1) ** exponent));
}

/** `count` distinct items drawn uniformly (partial Fisher–Yates over indexes). */
export function sampleDistinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const n = Math.min(count, items.length);
  if (n * 4 < items.length) {
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(rng.int(0, items.length - 1));
    return [...chosen].map((i) => items[i] as T);
  }
  return rng.sample(items, n);
}

/** A valid ORCID iD (ISO 7064 MOD 11-2 check character) in the 0000-0002/0000-0003 blocks. */
export function drawOrcid(rng: Rng): string {
  const digits = `000000${rng.int(2, 3)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
  const full = digits + orcidCheckCharacter(digits);
  return `${full.slice(0, 4)}-${full.slice(4, 8)}-${full.slice(8, 12)}-${full.slice(12)}`;
}

const DAY = 86_400_000;

export function dayOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY;
}

export function dateOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export function dateBetween(rng: Rng, from: string, to: string): string {
  return dateOf(rng.int(dayOf(from), dayOf(to)));
}

export function addDays(date: string, days: number): string {
  return dateOf(dayOf(date) + days);
}

/** Cuts `text` to at most `max` code points at a word boundary, without trailing white space. */
export function clip(text: string, max: number): string {
  const points = [...text];
  if (points.length <= max) return text;
  const cut = points.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/u, '');
}

/** Sentences joined until the text reaches `length` code points, then cut there. */
export function textOfLength(rng: Rng, sentences: readonly string[], length: number): string {
  let text = '';
  while ([...text].length < length) text += (text ? ' ' : '') + rng.pick(sentences);
  return clip(text, length);
}
