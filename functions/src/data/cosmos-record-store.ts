import type { Container, ItemDefinition } from '@azure/cosmos';
import { isId } from '@portal/common/validation/id';
import {
  UniqueViolation,
  WriteConflict,
  type KindRecords,
  type Loaded,
  type RecordKind,
  type RecordStore,
  type UniqueKey,
} from '../domain/records';
import { isStatus } from './cosmos';
import { guardId, queryPartition, toRecord, type PartitionQuery } from './cosmos-helpers';
import type { Partition } from './documents';
import { claimGuard, type OwnerReader } from './unique-guards';
import { writeWithMarker } from './change-markers';
import { KeptRows } from './kept-rows';
import { kindRows } from './kind-rows';

const FIELD_PATH = /^[a-z_]+(\.[a-z_]+)?$/;

export const PARTITION_OF: Record<RecordKind, Partition> = {
  account: 'account',
  member: 'member',
  insight: 'insight',
  keyword: 'lookup',
  reference: 'lookup',
  organization: 'organization',
  product: 'product',
  grant: 'grant',
  event: 'event',
  supervision: 'supervision',
};

type StoredItem = ItemDefinition & { _etag: string; kind: string };

export function uniqueGuardId(key: Pick<UniqueKey, 'scope' | 'value'>): string {
  return guardId(key.scope, key.value);
}

function assertField(field: string): void {
  if (!FIELD_PATH.test(field)) throw new Error(`not a field path: ${field}`);
}

/** The query of the records of a kind that hold `id` in any of `fields` (lists, single links, `list.field`). */
function holdersQuery(select: string, kind: RecordKind, fields: readonly string[], id: string): PartitionQuery {
  const conditions = fields.map((path) => {
    assertField(path);
    const [list, inner] = path.split('.');
    return inner
      ? `EXISTS(SELECT VALUE x FROM x IN c.${list} WHERE x.${inner} = @id)`
      : `ARRAY_CONTAINS(c.${path}, @id) OR c.${path} = @id`;
  });
  return {
    select,
    where: `c.kind = @kind AND (${conditions.join(' OR ')})`,
    parameters: [
      { name: '@kind', value: kind },
      { name: '@id', value: id },
    ],
  };
}

/** The generic record store on the `records` container (docs/adr/0002-cosmos-containers.md). */
export class CosmosRecordStore implements RecordStore {
  /** Rows of whole-kind lists, by kind and fields, refreshed with what changed (kept-rows.ts). */
  private readonly keptRows = new Map<string, KeptRows<{ id: string }>>();

  constructor(private readonly container: Container) {}

  async get<K extends RecordKind>(kind: K, id: string): Promise<Loaded<KindRecords[K]> | null> {
    if (!isId(id)) return null;
    const { resource } = await this.container.item(id, PARTITION_OF[kind]).read<StoredItem>();
    if (!resource || resource.kind !== kind) return null;
    return { record: toRecord<KindRecords[K]>(resource), storeTag: resource._etag };
  }

  async getMany<K extends RecordKind>(kind: K, ids: readonly string[]): Promise<KindRecords[K][]> {
    const wanted = [...new Set(ids)].filter((id) => isId(id));
    if (wanted.length === 0) return [];
    const found = await queryPartition<StoredItem>(this.container, PARTITION_OF[kind], {
      select: '*',
      where: 'c.kind = @kind AND ARRAY_CONTAINS(@ids, c.id)',
      parameters: [
        { name: '@kind', value: kind },
        { name: '@ids', value: wanted },
      ],
    });
    return found.map((item) => toRecord<KindRecords[K]>(item));
  }

  async list<K extends RecordKind, F extends keyof KindRecords[K] & string>(
    kind: K,
    fields: readonly F[],
    where?: { field: F; equals: string | boolean },
  ): Promise<Pick<KindRecords[K], F | ('id' & keyof KindRecords[K])>[]> {
    const names = [...new Set(['id', ...fields])];
    names.forEach(assertField);
    type Row = Pick<KindRecords[K], F | ('id' & keyof KindRecords[K])>;
    if (!where) {
      // A whole kind: the list routes' reads, repeated after every write of the kind.
      const key = `${kind}:${names.join(',')}`;
      let kept = this.keptRows.get(key);
      if (!kept) this.keptRows.set(key, (kept = new KeptRows()));
      return kept.read(kindRows(this.container, PARTITION_OF[kind], kind, names)) as Promise<Row[]>;
    }
    assertField(where.field);
    return queryPartition(this.container, PARTITION_OF[kind], {
      select: names.map((name) => `c.${name}`).join(', '),
      where: `c.kind = @kind AND c.${where.field} = @value`,
      orderBy: 'c.id',
      parameters: [
        { name: '@kind', value: kind },
        { name: '@value', value: where.equals },
      ],
    });
  }


  async holders<K extends RecordKind>(kind: K, field: string | readonly string[], id: string): Promise<Loaded<KindRecords[K]>[]> {
    const found = await queryPartition<StoredItem>(this.container, PARTITION_OF[kind], holdersQuery('*', kind, typeof field === 'string' ? [field] : field, id));
    return found.map((item) => ({ record: toRecord<KindRecords[K]>(item), storeTag: item._etag }));
  }

  async countHolders(kind: RecordKind, fields: readonly string[], id: string): Promise<number> {
    const [count] = await queryPartition<number>(this.container, PARTITION_OF[kind], holdersQuery('VALUE COUNT(1)', kind, fields, id));
    return count ?? 0;
  }

  /**
   * The linked ids of one field of every record of the kind, tallied here: the local stand-in
   * cannot parse GROUP BY, so the grouping of A20 is done on the narrow answer (docs/adr/0043).
   * A record counts once per id even if a list held it twice.
   */
  async countLinks(kind: RecordKind, field: string): Promise<Map<string, number>> {
    assertField(field);
    const values = await queryPartition<unknown>(this.container, PARTITION_OF[kind], {
      select: `VALUE c.${field}`,
      where: 'c.kind = @kind',
      parameters: [{ name: '@kind', value: kind }],
    });
    const counts = new Map<string, number>();
    for (const value of values) {
      for (const id of new Set(Array.isArray(value) ? value : [value])) {
        if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    return counts;
  }

  async create<K extends RecordKind>(kind: K, record: KindRecords[K], unique: UniqueKey[] = []): Promise<void> {
    const id = (record as { id: string }).id;
    await this.claim(unique, id);
    try {
      const partition = PARTITION_OF[kind];
      await writeWithMarker(this.container, partition, { operationType: 'Create', resourceBody: { ...record, pk: partition, kind } });
    } catch (error) {
      await this.release(unique);
      throw error;
    }
  }

  async replace<K extends RecordKind>(
    kind: K,
    record: KindRecords[K],
    storeTag: string,
    unique: { add: UniqueKey[]; drop: UniqueKey[] } = { add: [], drop: [] },
  ): Promise<string> {
    const id = (record as { id: string }).id;
    await this.claim(unique.add, id);
    try {
      const partition = PARTITION_OF[kind];
      const written = await writeWithMarker<StoredItem>(this.container, partition, {
        operationType: 'Replace',
        id,
        resourceBody: { ...record, pk: partition, kind },
        ifMatch: storeTag,
      });
      await this.release(unique.drop);
      return written?._etag ?? '';
    } catch (error) {
      await this.release(unique.add);
      if (isStatus(error, 412)) throw new WriteConflict();
      throw error;
    }
  }

  async remove(kind: RecordKind, id: string, unique: UniqueKey[] = []): Promise<void> {
    try {
      await writeWithMarker(this.container, PARTITION_OF[kind], { operationType: 'Delete', id });
    } catch (error) {
      if (!isStatus(error, 404)) throw error;
    }
    await this.release(unique);
  }

  /**
   * Claims every guard (an orphaned one is taken over: data/unique-guards.ts); when any is taken
   * by another record, releases the ones claimed here.
   */
  private async claim(keys: UniqueKey[], ownerId: string): Promise<void> {
    const created: UniqueKey[] = [];
    const taken: UniqueKey[] = [];
    const readOwner: OwnerReader = async (kind, id) => (await this.get(kind, id))?.record ?? null;
    for (const key of keys) {
      try {
        const outcome = await claimGuard(this.container, key, ownerId, readOwner);
        if (outcome === 'claimed') created.push(key);
        if (outcome === 'taken') taken.push(key);
      } catch (error) {
        await this.release(created);
        throw error;
      }
    }
    if (taken.length > 0) {
      await this.release(created);
      throw new UniqueViolation(taken);
    }
  }

  private async release(keys: UniqueKey[]): Promise<void> {
    for (const key of keys) {
      await this.container
        .item(uniqueGuardId(key), 'unique')
        .delete()
        .catch((error: unknown) => {
          if (!isStatus(error, 404)) throw error;
        });
    }
  }
}
