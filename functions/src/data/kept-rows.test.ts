import { describe, expect, it } from 'vitest';
import { KeptRows, SINCE_SLACK_SECONDS, type RowSource } from './kept-rows';

interface Row {
  id: string;
  name: string;
}

/** A store in memory with a write clock in seconds, counting the reads KeptRows makes. */
class FakeKind {
  docs = new Map<string, Row & { _ts: number }>();
  now = 1000;
  reads: string[] = [];
  /** Runs right after the named read (a write landing while the rows are refreshed). */
  after: Partial<Record<'count' | 'since', () => void>> = {};

  write(id: string, name: string): void {
    this.docs.set(id, { id, name, _ts: this.now });
  }

  remove(id: string): void {
    this.docs.delete(id);
  }

  private runAfter(read: 'count' | 'since'): void {
    const write = this.after[read];
    delete this.after[read];
    write?.();
  }

  source(): RowSource<Row> {
    const copies = (rows: Iterable<Row & { _ts: number }>) => [...rows].map((row) => ({ ...row }));
    return {
      all: async () => {
        this.reads.push('all');
        return copies(this.docs.values()).sort((a, b) => (a.id < b.id ? -1 : 1));
      },
      since: async (since) => {
        this.reads.push(`since ${since}`);
        const changed = copies([...this.docs.values()].filter((row) => row._ts >= since));
        this.runAfter('since');
        return changed;
      },
      count: async () => {
        this.reads.push('count');
        const count = this.docs.size;
        this.runAfter('count');
        return count;
      },
      ids: async () => {
        this.reads.push('ids');
        return [...this.docs.keys()];
      },
    };
  }
}

function names(rows: Row[]): string[] {
  return rows.map((row) => `${row.id}=${row.name}`);
}

describe('kept rows of a whole-kind list (docs/adr/0039)', () => {
  it('reads everything once, then only the count and what was written since the newest kept write, less the slack', async () => {
    const kind = new FakeKind();
    kind.write('b', 'B');
    kind.now = 1010;
    kind.write('a', 'A');
    const kept = new KeptRows<Row>();
    expect(names(await kept.read(kind.source()))).toEqual(['a=A', 'b=B']);
    expect(kind.reads).toEqual(['all']);

    kind.reads = [];
    kind.now = 1020;
    kind.write('b', 'B2');
    expect(names(await kept.read(kind.source()))).toEqual(['a=A', 'b=B2']);
    expect(kind.reads).toEqual(['count', `since ${1010 - SINCE_SLACK_SECONDS}`]);

    kind.reads = [];
    expect(names(await kept.read(kind.source()))).toEqual(['a=A', 'b=B2']);
    expect(kind.reads).toEqual(['count', `since ${1020 - SINCE_SLACK_SECONDS}`]);
  });

  it('places a created row in id order, and never hands out its own array or the store fields', async () => {
    const kind = new FakeKind();
    kind.write('a', 'A');
    kind.write('c', 'C');
    const kept = new KeptRows<Row>();
    const first = await kept.read(kind.source());
    first.pop();
    kind.now = 1001;
    kind.write('b', 'B');
    const rows = await kept.read(kind.source());
    expect(names(rows)).toEqual(['a=A', 'b=B', 'c=C']);
    expect(rows.every((row) => !('_ts' in row))).toBe(true);
  });

  it('drops deleted rows after reading the ids, without reading everything again', async () => {
    const kind = new FakeKind();
    for (const id of ['a', 'b', 'c']) kind.write(id, id.toUpperCase());
    const kept = new KeptRows<Row>();
    await kept.read(kind.source());
    kind.reads = [];
    kind.remove('b');
    kind.now = 1001;
    kind.write('c', 'C2');
    expect(names(await kept.read(kind.source()))).toEqual(['a=A', 'c=C2']);
    expect(kind.reads).toEqual(['count', `since ${1000 - SINCE_SLACK_SECONDS}`, 'ids']);
  });

  it('a deletion balanced by a creation is still seen: the created row comes with the changes', async () => {
    const kind = new FakeKind();
    for (const id of ['a', 'b']) kind.write(id, id.toUpperCase());
    const kept = new KeptRows<Row>();
    await kept.read(kind.source());
    kind.remove('a');
    kind.now = 1001;
    kind.write('z', 'Z');
    expect(names(await kept.read(kind.source()))).toEqual(['b=B', 'z=Z']);
  });

  it.each([
    ['between the count and the changes: it comes with the changes, the ids settle the count', 'count', ['ids']],
    ['after the changes were read, before the ids: everything is read again, which is exact', 'since', ['ids', 'all']],
  ] as const)('a row created %s', async (_case, after, lastReads) => {
    const kind = new FakeKind();
    for (const id of ['a', 'b']) kind.write(id, id.toUpperCase());
    const kept = new KeptRows<Row>();
    await kept.read(kind.source());
    kind.reads = [];
    kind.remove('a');
    kind.after[after] = () => {
      kind.now = 1001;
      kind.write('c', 'C');
    };
    expect(names(await kept.read(kind.source()))).toEqual(['b=B', 'c=C']);
    expect(kind.reads).toEqual(['count', `since ${1000 - SINCE_SLACK_SECONDS}`, ...lastReads]);
  });

  it('a write of the same second as the newest kept one, not yet visible before, is picked up', async () => {
    const kind = new FakeKind();
    kind.write('a', 'A');
    const kept = new KeptRows<Row>();
    await kept.read(kind.source());
    kind.write('b', 'B'); // same second (1000)
    expect(names(await kept.read(kind.source()))).toEqual(['a=A', 'b=B']);
  });

  it('an emptied kind ends with no rows; drop() reads everything again', async () => {
    const kind = new FakeKind();
    kind.write('a', 'A');
    const kept = new KeptRows<Row>();
    await kept.read(kind.source());
    kind.remove('a');
    expect(await kept.read(kind.source())).toEqual([]);
    kind.write('b', 'B');
    kept.drop();
    kind.reads = [];
    expect(names(await kept.read(kind.source()))).toEqual(['b=B']);
    expect(kind.reads).toEqual(['all']);
  });

  it('concurrent reads run one after the other, and a failed read does not stop the next', async () => {
    const kind = new FakeKind();
    kind.write('a', 'A');
    const kept = new KeptRows<Row>();
    const failing: RowSource<Row> = { ...kind.source(), all: () => Promise.reject(new Error('store down')) };
    await expect(kept.read(failing)).rejects.toThrow('store down');
    const [first, second] = await Promise.all([kept.read(kind.source()), kept.read(kind.source())]);
    expect(names(first)).toEqual(['a=A']);
    expect(names(second)).toEqual(['a=A']);
    expect(kind.reads).toEqual(['all', 'count', `since ${1000 - SINCE_SLACK_SECONDS}`]);
  });
});
