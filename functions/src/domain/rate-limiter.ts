/**
 * At most `limit` uses per `windowMs` for each key (an account id), in this instance's memory: the
 * DOI lookups' limit of spec 3-api §3.16.4 (30 a minute per account). Each key keeps the times of
 * its uses within the window, so its memory is bounded by the limit; the number of keys is
 * bounded too: past `maxKeys`, the key used least recently is forgotten (it gets a fresh window,
 * the cheaper mistake than refusing everyone). With several instances each counts its own
 * requests (docs/adr/0046-doi-metadata-lookup.md).
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly uses = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one use for `key` when allowed; a refused use is not counted. */
  take(key: string): RateDecision {
    const now = this.now();
    const recent = (this.uses.get(key) ?? []).filter((at) => now - at < this.windowMs);
    // Re-inserted so that the map's order is the order of last use (the first key is the stalest).
    this.uses.delete(key);
    if (recent.length >= this.limit) {
      this.uses.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.uses.set(key, recent);
    while (this.uses.size > this.maxKeys) {
      const stalest = this.uses.keys().next().value;
      if (stalest === undefined) break;
      this.uses.delete(stalest);
    }
    return { allowed: true };
  }

  /** Keys currently remembered (tests of the bound). */
  get size(): number {
    return this.uses.size;
  }
}
