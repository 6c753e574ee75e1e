import { describe, expect, it } from 'vitest';
import { withoutLink } from './integrity';

describe('withoutLink', () => {
  it('filters lists, nulls single links, drops embedded entries and member copies', () => {
    const record = {
      id: 'x',
      member_ids: ['m1', 'm2'],
      faculty_id: 'm1',
      partnerships: [{ organization_id: 'm1', description_en: 'a' }, { organization_id: 'o2', description_en: 'b' }],
      member_refs: { m1: { first_name: 'A', last_name: 'B', is_active: true }, m2: { first_name: 'C', last_name: 'D', is_active: true } },
    };
    expect(withoutLink(record, ['member_ids', 'faculty_id', 'partnerships.organization_id'], 'm1')).toEqual({
      id: 'x',
      member_ids: ['m2'],
      faculty_id: null,
      partnerships: [{ organization_id: 'o2', description_en: 'b' }],
      member_refs: { m2: { first_name: 'C', last_name: 'D', is_active: true } },
    });
  });

  it('leaves other fields and records without the link untouched', () => {
    const record = { id: 'y', member_ids: ['m2'], note: 'kept' };
    expect(withoutLink(record, ['member_ids'], 'm1')).toEqual(record);
  });
});
