import { describe, expect, it } from 'vitest';
import { fieldError } from '@portal/common/errors/field-error';
import { activeFlagChange, canonicalEntries, memberLinkChecks, partnershipPaths } from './member-writes';
import type { Member } from './ports';

describe('memberLinkChecks', () => {
  it('checks the links sent: faculty and member type in their lists (a stored retired entry may stay), keywords, organizations', () => {
    const stored = { faculty_id: 'faculty-old', member_type_id: null } as Member;
    const checks = memberLinkChecks(
      { faculty_id: 'faculty-old', member_type_id: 'type-a', keyword_ids: ['k1'], partnerships: [{ organization_id: 'o1', description_en: null, description_fr: null }] },
      stored,
    );
    expect(checks).toEqual([
      { field: 'faculty_id', kind: 'reference', list: 'faculties', ids: ['faculty-old'], single: true, stored: ['faculty-old'] },
      { field: 'member_type_id', kind: 'reference', list: 'member-types', ids: ['type-a'], single: true, stored: [] },
      { field: 'keyword_ids', kind: 'keyword', ids: ['k1'] },
      { field: 'partnerships', kind: 'organization', ids: ['o1'] },
    ]);
    expect(memberLinkChecks({ about_me_en: 'x' })).toEqual([]);
  });
});

describe('partnershipPaths', () => {
  it("reports a partnership's organization on partnerships[i].organization_id, other errors as they are", () => {
    const errors = [fieldError('partnerships[1]', 'unknown_reference'), fieldError('keyword_ids[0]', 'unknown_reference')];
    expect(partnershipPaths(errors).map((e) => e.field)).toEqual(['partnerships[1].organization_id', 'keyword_ids[0]']);
  });
});

describe('canonicalEntries', () => {
  it('stores embedded entries with their keys in one order, whatever the order sent', () => {
    const values = canonicalEntries({
      problems: [{ name_fr: 'b', name_en: 'a' }],
      partnerships: [{ description_fr: null, description_en: 'd', organization_id: 'o' }],
    });
    expect(JSON.stringify(values)).toBe(
      JSON.stringify({ problems: [{ name_en: 'a', name_fr: 'b' }], partnerships: [{ organization_id: 'o', description_en: 'd', description_fr: null }] }),
    );
  });
});

describe('activeFlagChange (2-data-model §2.5.6)', () => {
  const active = { id: 'm', is_active: true };
  const inactive = { id: 'm', is_active: false };
  it('deactivating stamps today and who did it', () => {
    expect(activeFlagChange(active, false, true, '2026-03-01')).toEqual({ last_active: '2026-03-01', deactivated_by: 'self' });
    expect(activeFlagChange(active, false, false, '2026-03-01')).toEqual({ last_active: '2026-03-01', deactivated_by: 'admin' });
  });
  it('reactivating clears both', () => {
    expect(activeFlagChange(inactive, true, false, '2026-03-01')).toEqual({ last_active: null, deactivated_by: null });
  });
  it('changes nothing when the flag is not sent or keeps its value', () => {
    expect(activeFlagChange(active, undefined, true, '2026-03-01')).toEqual({});
    expect(activeFlagChange(active, true, true, '2026-03-01')).toEqual({});
    expect(activeFlagChange(inactive, false, true, '2026-03-01')).toEqual({});
  });
});
