import type { Container, SqlParameter } from '@azure/cosmos';
import { queryPartition } from './cosmos-helpers';
import type { Partition } from './documents';
import type { RowSource } from './kept-rows';

/**
 * The four reads KeptRows needs (docs/adr/0039) for the fields `names` (field paths checked by the
 * caller; `id` among them) of every document of `kind` in `partition`.
 */
export function kindRows(container: Container, partition: Partition, kind: string, names: readonly string[]): RowSource<{ id: string }> {
  const select = [...names.map((name) => `c.${name}`), 'c._ts'].join(', ');
  const ofKind: SqlParameter = { name: '@kind', value: kind };
  return {
    all: () => queryPartition(container, partition, { select, where: 'c.kind = @kind', orderBy: 'c.id', parameters: [ofKind] }),
    since: (since) =>
      queryPartition(container, partition, {
        select,
        where: 'c.kind = @kind AND c._ts >= @since',
        parameters: [ofKind, { name: '@since', value: since }],
      }),
    count: async () => (await queryPartition<number>(container, partition, { select: 'VALUE COUNT(1)', where: 'c.kind = @kind', parameters: [ofKind] }))[0] ?? 0,
    ids: () => queryPartition<string>(container, partition, { select: 'VALUE c.id', where: 'c.kind = @kind', parameters: [ofKind] }),
  };
}
