import { describe, expect, it } from 'vitest';
import { grantLinkChecks } from './grant-writes';
import type { GrantRecord } from './records';

describe('grantLinkChecks', () => {
  it('checks the entries sent against their lists, the stored ones allowed to stay retired', () => {
    const stored = { status_id: 'status-a', source_id: 'grant-source-frsq', topic_id: null } as GrantRecord;
    expect(
      grantLinkChecks(
        { status_id: 'status-b', source_id: 'grant-source-frsq', topic_id: 'topic-x', investigator_member_ids: ['m1'], involved_member_ids: [] },
        stored,
      ),
    ).toEqual([
      { field: 'status_id', kind: 'reference', list: 'statuses', ids: ['status-b'], single: true, stored: ['status-a'] },
      { field: 'source_id', kind: 'reference', list: 'sources', ids: ['grant-source-frsq'], single: true, stored: ['grant-source-frsq'] },
      { field: 'topic_id', kind: 'reference', list: 'topics', ids: ['topic-x'], single: true, stored: [] },
      { field: 'investigator_member_ids', kind: 'member', ids: ['m1'] },
      { field: 'involved_member_ids', kind: 'member', ids: [] },
    ]);
    expect(grantLinkChecks({ note: 'x', amount: 5 })).toEqual([]);
  });
});
