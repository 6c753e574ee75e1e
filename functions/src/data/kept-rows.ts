/**
 * The rows of a whole-kind list, kept by an instance and brought up to date with what changed
 * (docs/adr/0039-list-rows-kept-and-refreshed.md). A list answer is rebuilt when its change
 * marker moves (docs/adr/0033); reading every document again for that costs seconds and tens of
 * thousands of request units on a large network (50,000 products), while a write changes one.
 * So the second and later rebuilds ask the store for two small things instead:
 *
 * 1. how many documents the kind has now (a COUNT, answered from the index);
 * 2. the documents written since the newest one already kept (`_ts`, the store's write time in
 *    seconds, range-indexed by default), with a few seconds of slack;
 *
 * and merge them in. Creations and replacements come with (2). Deletions leave no document to
 * find, so they are told by (1): when the merged rows do not number what the store counts, the ids
 * are read (a narrow query) and the rows that are gone are dropped; should the numbers still
 * disagree, everything is read again. The count is read before the changes: a document created in
 * between is then in the changes but not in the count (a mismatch, so the ids are read), and one
 * deleted in between is in neither, which is the store as it was at the count.
 */

export interface RowSource<Row> {
  /** Every row of the kind, each with the store's `_ts`. */
  all(): Promise<Array<Row & { _ts: number }>>;
  /** The rows written at or after `since` (seconds), each with its `_ts`. */
  since(since: number): Promise<Array<Row & { _ts: number }>>;
  /** How many documents of the kind the store holds. */
  count(): Promise<number>;
  /** The ids of every document of the kind. */
  ids(): Promise<string[]>;
}

/**
 * Seconds re-read before the newest kept write: `_ts` has a resolution of one second and is
 * assigned when the write commits, so a write of the same second as the newest kept one may not
 * have been visible yet; the slack also covers a small clock step on a failover.
 */
export const SINCE_SLACK_SECONDS = 5;

export class KeptRows<Row extends { id: string }> {
  private rows: Map<string, Row> | null = null;
  private ordered: Row[] = [];
  private newest = 0;
  /** Refreshes run one after the other: each one starts from the rows the previous one left. */
  private queue: Promise<unknown> = Promise.resolve();

  /** The current rows, ordered by id. The array is the caller's; the rows are shared: never mutate them. */
  read(source: RowSource<Row>): Promise<Row[]> {
    const next = this.queue.then(() => this.refresh(source));
    this.queue = next.catch(() => undefined);
    return next.then((rows) => [...rows]);
  }

  /** Forgets the rows (tests, and a store emptied behind the API's back). */
  drop(): void {
    this.rows = null;
    this.ordered = [];
    this.newest = 0;
  }

  private async refresh(source: RowSource<Row>): Promise<Row[]> {
    if (!this.rows) return this.replaceAll(await source.all());

    const count = await source.count();
    const changed = await source.since(Math.max(0, this.newest - SINCE_SLACK_SECONDS));
    let added = false;
    for (const item of changed) {
      const row = withoutTs(item);
      if (!this.rows.has(row.id)) added = true;
      this.rows.set(row.id, row);
      if (item._ts > this.newest) this.newest = item._ts;
    }
    let removed = false;
    if (this.rows.size !== count) {
      const present = new Set(await source.ids());
      for (const id of this.rows.keys()) {
        if (!present.has(id)) {
          this.rows.delete(id);
          removed = true;
        }
      }
      // A document created after the changes were read: its row is not here yet, so read everything.
      if (this.rows.size !== present.size) return this.replaceAll(await source.all());
    }
    if (added) this.setRows(orderById([...this.rows.values()]));
    else if (removed || changed.length > 0) this.ordered = [...this.rows.values()];
    return this.ordered;
  }

  private replaceAll(items: Array<Row & { _ts: number }>): Row[] {
    let newest = 0;
    const rows = items.map((item) => {
      if (item._ts > newest) newest = item._ts;
      return withoutTs(item);
    });
    this.newest = newest;
    this.setRows(orderById(rows));
    return this.ordered;
  }

  /** Keeps the map in id order too, so that replacing rows in place keeps the order without a sort. */
  private setRows(ordered: Row[]): void {
    this.ordered = ordered;
    this.rows = new Map(ordered.map((row) => [row.id, row]));
  }
}

function withoutTs<Row>(item: Row & { _ts: number }): Row {
  const { _ts: _written, ...row } = item;
  return row as Row;
}

/** The order of the full query (`ORDER BY c.id`): ids are ASCII (common/src/validation/id.ts). */
function orderById<Row extends { id: string }>(rows: Row[]): Row[] {
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
