import type { Container, FeedOptions, SqlQuerySpec } from '@azure/cosmos';
import { describe, expect, it } from 'vitest';
import { queryPartition } from './cosmos-helpers';

/** A container that records the query it is given and answers one page. */
function recordingContainer(rows: unknown[]) {
  const seen: Array<{ spec: SqlQuerySpec; options: FeedOptions | undefined }> = [];
  const container = {
    items: {
      query: (spec: SqlQuerySpec, options?: FeedOptions) => {
        seen.push({ spec, options });
        return { fetchAll: async () => ({ resources: rows }) };
      },
    },
  } as unknown as Container;
  return { container, seen };
}

describe('queryPartition', () => {
  it('names the partition in the options and the WHERE clause, and asks for pages as large as the service allows', async () => {
    const { container, seen } = recordingContainer([{ id: 'a' }]);
    const rows = await queryPartition(container, 'product', { select: 'c.id', where: 'c.x = @x', orderBy: 'c.id', parameters: [{ name: '@x', value: 1 }] });
    expect(rows).toEqual([{ id: 'a' }]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.spec.query).toBe('SELECT c.id FROM c WHERE c.pk = @pk AND (c.x = @x) ORDER BY c.id');
    expect(seen[0]?.spec.parameters).toEqual([{ name: '@pk', value: 'product' }, { name: '@x', value: 1 }]);
    // Cosmos DB's default page is 100 items: 50,000 products would be 500 round trips.
    expect(seen[0]?.options).toEqual({ partitionKey: 'product', maxItemCount: -1 });
  });
});
