import { createHash } from 'node:crypto';
import type { PublicRoute, RouteDefinition } from './route-definition';

/**
 * The anonymous list answers an instance keeps in memory (issue 12, docs/adr/0031-anonymous-answer-cache.md):
 * every public GET route without a path parameter (the `all-*` lists anonymous callers may read
 * and `stats/counts`), for the 30 s their `Cache-Control` already promises, so that one anonymous
 * loop costs at most one store refresh per list per instance per 30 s. Any write through the
 * instance drops them all (the wrapper calls `drop`), and so does the local host when data is
 * loaded behind the API's back.
 */
export const KEEP_ANSWER_MS = 30_000;

/** A serialised answer and what is derived from it, computed once per refresh. */
export interface KeptAnswer {
  json: string;
  /** Weak content tag (spec 3-api §3.1.4). */
  tag: string;
  /** When the store was read for it (ms): the answer's age is counted from here. */
  readAt: number;
  /** Compressed bodies by content coding, filled on first use. */
  encoded: Map<string, Uint8Array>;
}

interface Entry {
  answer: Promise<KeptAnswer>;
  /** Until the read settles, an entry is shared by every caller (one store query for all). */
  expiresAt: number;
}

/** True for the routes whose answers are kept: public GET lists, the same for every caller. */
export function isKeptList(route: RouteDefinition): route is PublicRoute {
  return route.access === 'public' && route.method === 'GET' && !route.route.includes('{');
}

export function contentTag(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: () => number = Date.now) {}

  /**
   * The kept answer of `key`, or `read()`'s (serialised), kept for KEEP_ANSWER_MS. Callers that
   * arrive while a read runs share it. A read that was running when `drop` was called is given to
   * its callers but never kept: it may predate the write that caused the drop.
   */
  answer(key: string, read: () => Promise<string>): Promise<KeptAnswer> {
    const now = this.clock();
    const kept = this.entries.get(key);
    if (kept && now < kept.expiresAt) return kept.answer;

    const entry: Entry = {
      answer: read().then((json) => ({ json, tag: contentTag(json), readAt: now, encoded: new Map() })),
      expiresAt: Number.POSITIVE_INFINITY,
    };
    this.entries.set(key, entry);
    entry.answer.then(
      () => {
        if (this.entries.get(key) === entry) entry.expiresAt = now + KEEP_ANSWER_MS;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  /** Forgets every kept answer and every read still running (after any write). */
  drop(): void {
    this.entries.clear();
  }

  /** Seconds since the store was read for the answer, for the `Age` header. */
  ageOf(answer: KeptAnswer): number {
    return Math.max(0, Math.floor((this.clock() - answer.readAt) / 1000));
  }
}
