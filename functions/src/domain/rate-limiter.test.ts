import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter (spec 3-api §3.16.4: 30 lookups a minute per account)', () => {
  it('allows the limit within the window, refuses the next with the seconds until one use leaves it', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(30, 60_000, () => now);
    for (let i = 0; i < 30; i += 1) {
      expect(limiter.take('a'), `use ${i + 1}`).toEqual({ allowed: true });
      now += 1000;
    }
    // The first use was 30 s ago: it leaves the window in 30 s.
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Another account has its own count.
    expect(limiter.take('b')).toEqual({ allowed: true });
    // Refusals are not counted: once the first use is a minute old, one more is allowed, not two.
    now = 1_000_000 + 60_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('answers at least one second to wait', () => {
    const now = 5000;
    const limiter = new RateLimiter(1, 60_000, () => now);
    limiter.take('a');
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('remembers a bounded number of accounts, forgetting the least recently used', () => {
    const now = 0;
    const limiter = new RateLimiter(1, 60_000, () => now, 3);
    for (const key of ['a', 'b', 'c']) limiter.take(key);
    expect(limiter.take('a').allowed).toBe(false); // a is now the most recent
    limiter.take('d');
    expect(limiter.size).toBe(3);
    // b was the stalest and was forgotten: it starts afresh; a and c are still counted.
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });
});
