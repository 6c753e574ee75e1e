import { describe, expect, it } from 'vitest';
import { supervisionLinkChecks, withPrincipalFirst } from './supervision-writes';
import type { SupervisionRecord } from './records';

describe('withPrincipalFirst', () => {
  it('puts the caller first and never twice', () => {
    expect(withPrincipalFirst('me', [])).toEqual(['me']);
    expect(withPrincipalFirst('me', ['a', 'b'])).toEqual(['me', 'a', 'b']);
    expect(withPrincipalFirst('me', ['a', 'me', 'b'])).toEqual(['me', 'a', 'b']);
  });
});

describe('supervisionLinkChecks', () => {
  it('checks the faculty and level against their lists and each role list sent against the members', () => {
    const stored = { faculty_id: 'faculty-graduate-studies', level_id: null } as SupervisionRecord;
    expect(supervisionLinkChecks({ faculty_id: 'faculty-graduate-studies', level_id: 'level-doctorate', co_supervisor_ids: ['m1'] }, stored)).toEqual([
      { field: 'faculty_id', kind: 'reference', list: 'faculties', ids: ['faculty-graduate-studies'], single: true, stored: ['faculty-graduate-studies'] },
      { field: 'level_id', kind: 'reference', list: 'levels', ids: ['level-doctorate'], single: true, stored: [] },
      { field: 'co_supervisor_ids', kind: 'member', ids: ['m1'] },
    ]);
  });
});
