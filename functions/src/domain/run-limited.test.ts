import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

describe('runLimited', () => {
  it('runs every job with at most `limit` at a time', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const jobs = Array.from({ length: 7 }, (_, index) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      done.push(index);
    });
    await runLimited(jobs, 3);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(3);
    await runLimited([], 3);
  });
});
