import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { demoDocuments } from './demo-documents';
import { danglingLinks, type StoredRecordLike } from '../domain/integrity-scan';

const demo = () => demoDocuments(buildDemoDataset()) as unknown as StoredRecordLike[];

describe('danglingLinks', () => {
  it('finds nothing in the demo data', () => {
    expect(danglingLinks(demo())).toEqual([]);
  });

  it('finds a link to a deleted record, a reference of another list, and a stale member copy', () => {
    const records = demo().filter((record) => !(record.kind === 'organization' && record.id === 'org-lakeview-health'));
    const product = records.find((r) => r.kind === 'product' && r.id === 'product-01') as StoredRecordLike;
    product.product_type_id = 'faculty-health-sciences';
    (product.member_refs as Record<string, unknown>)['member-nobody'] = { first_name: 'A', last_name: 'B', is_active: true };
    const found = danglingLinks(records);
    expect(found).toContainEqual({ kind: 'member', id: 'member-claire-dubois-martin', field: 'partnerships.organization_id', target: 'org-lakeview-health' });
    expect(found).toContainEqual({ kind: 'product', id: 'product-01', field: 'product_type_id', target: 'faculty-health-sciences' });
    expect(found).toContainEqual({ kind: 'product', id: 'product-01', field: 'member_refs', target: 'member-nobody' });
  });
});
