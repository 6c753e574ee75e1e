import { createHash } from 'node:crypto';
import type { RecordKind } from '../domain/records';
import type { RouteDefinition } from './route-definition';

/**
 * The list answers an instance keeps in memory (docs/adr/0031-anonymous-answer-cache.md, made
 * exact by docs/adr/0033-lists-cost-what-changed.md): every GET route that names the kinds it is
 * built from (`changesWith`: the `all-*` lists and the home figures `stats/counts` and
 * `stats/dashboard`), kept under the value of those kinds' change markers. A request reads the markers (one point read each); while they have not
 * moved, the kept body is answered without a query, on every instance, with no time limit.
 */

/**
 * Bump when a list's shape changes without a data change (a new projection): the tags of the
 * answers kept by clients then stop matching after a deployment, though the markers did not move.
 */
export const LIST_FORMAT = 3;

/** A serialised answer (JSON, as text or UTF-8 bytes) and what is derived from it, computed once per marker value. */
export interface KeptAnswer {
  body: string | Uint8Array;
  /** Strong validator (spec 3-api §3.1.4). */
  tag: string;
  /** Compressed bodies by content coding, started on first use and shared by later callers. */
  encoded: Map<string, Promise<Uint8Array>>;
}

interface Entry {
  marker: string;
  answer: Promise<KeptAnswer>;
}

/** True for the routes whose answers are kept: the lists that name their change markers. */
export function isKeptList(route: RouteDefinition): route is RouteDefinition & { changesWith: readonly RecordKind[] } {
  return route.method === 'GET' && route.changesWith !== undefined && !route.route.includes('{');
}

/** Strong tag of an answer's JSON, for answers without markers. */
export function contentTag(json: string | Uint8Array): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/**
 * Strong tag of a list answer, from its route and its markers only: every instance computes the
 * same one without building the answer, so a revalidation costs the marker reads alone.
 */
export function markerTag(key: string, marker: string): string {
  return `"${createHash('sha256').update(`${LIST_FORMAT}\n${key}\n${marker}`).digest('base64url').slice(0, 27)}"`;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * The kept answer of `key` while `marker` is the one it was kept under, else `read()`'s,
   * kept under `marker`. Callers that arrive while a read runs share it. Without a marker (never
   * written), nothing is kept and the tag is the content's.
   */
  answer(key: string, marker: string | null, read: () => Promise<string | Uint8Array>): Promise<KeptAnswer> {
    if (marker === null) return read().then((body) => ({ body, tag: contentTag(body), encoded: new Map() }));
    const kept = this.entries.get(key);
    if (kept && kept.marker === marker) return kept.answer;

    // The markers were read before the query, so the body is at least as new as the marker: a
    // write that lands in between moves the marker, and the next request reads again.
    const entry: Entry = { marker, answer: read().then((body) => ({ body, tag: markerTag(key, marker), encoded: new Map() })) };
    this.entries.set(key, entry);
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.answer;
  }

  /**
   * Forgets every kept answer and every read still running: for the local host, when documents
   * are written behind the API's back without markers (tests seeding the store).
   */
  drop(): void {
    this.entries.clear();
  }
}
