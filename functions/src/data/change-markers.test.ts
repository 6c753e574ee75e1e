import { describe, expect, it } from 'vitest';
import { memoryContainer } from '../testing/memory-container';
import { isStatus } from './cosmos';
import { PARTITION_OF } from './cosmos-record-store';
import { bumpMarker, CosmosChangeMarkers, MARKER_ID, writeWithMarker } from './change-markers';

const product = (title: string) => ({ id: 'product-1', pk: 'product', kind: 'product', title_en: title });

describe('change markers (docs/adr/0033)', () => {
  it('moves the partition marker with every write, in the same batch, and reads it by one point read per partition', async () => {
    const store = memoryContainer();
    const markers = new CosmosChangeMarkers(store.container, PARTITION_OF);
    expect(await markers.read(['product'])).toBeNull();

    const created = await writeWithMarker<{ _etag: string }>(store.container, 'product', { operationType: 'Create', resourceBody: product('A') });
    const afterCreate = await markers.read(['product']);
    expect(afterCreate).toMatch(/^product:/);

    await writeWithMarker(store.container, 'product', { operationType: 'Replace', id: 'product-1', resourceBody: product('B'), ifMatch: created?._etag ?? '' });
    const afterReplace = await markers.read(['product']);
    expect(afterReplace).not.toBe(afterCreate);

    await writeWithMarker(store.container, 'product', { operationType: 'Delete', id: 'product-1' });
    expect(await markers.read(['product'])).not.toBe(afterReplace);
    expect(store.get('product-1', 'product')).toBeUndefined();
  });

  it('leaves the marker where it was when the write fails, and reports the write status', async () => {
    const store = memoryContainer([product('A')]);
    await bumpMarker(store.container, 'product');
    const markers = new CosmosChangeMarkers(store.container, PARTITION_OF);
    const before = await markers.read(['product']);
    const stale = writeWithMarker(store.container, 'product', { operationType: 'Replace', id: 'product-1', resourceBody: product('B'), ifMatch: 'old' });
    const error = await stale.catch((caught: unknown) => caught);
    expect(isStatus(error, 412)).toBe(true);
    expect(await markers.read(['product'])).toBe(before);
    expect(store.get('product-1', 'product')?.title_en).toBe('A');
  });

  it('combines the markers of several kinds (sharing a partition counts once); null while one is missing', async () => {
    const store = memoryContainer();
    const markers = new CosmosChangeMarkers(store.container, PARTITION_OF);
    await bumpMarker(store.container, 'lookup');
    expect(await markers.read(['keyword', 'reference'])).toMatch(/^lookup:[^,]+$/);
    expect(await markers.read(['keyword', 'product'])).toBeNull();
    await bumpMarker(store.container, 'product');
    const both = await markers.read(['product', 'keyword']);
    expect(both).toMatch(/^lookup:.+,product:.+$/);
    expect(store.idsIn('product')).toEqual([MARKER_ID]);
  });
});
