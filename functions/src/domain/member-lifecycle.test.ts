import { describe, expect, it } from 'vitest';
import { memberSummary, newMemberRecords, sameSummary } from './member-lifecycle';

describe('newMemberRecords (2-data-model §2.5.2)', () => {
  const now = new Date('2026-04-02T03:00:00.000Z');
  const { member, insight } = newMemberRecords({ id: 'acc', first_name: 'Ana', last_name: 'Silva' }, '2026-04-01', null, now);

  it('is an active member joined today, with the names of its account and everything else empty', () => {
    expect(member).toMatchObject({
      account_id: 'acc',
      first_name: 'Ana',
      last_name: 'Silva',
      date_joined: '2026-04-01',
      is_active: true,
      last_active: null,
      deactivated_by: null,
      orcid: null,
      keyword_ids: [],
      problems: [],
      partnerships: [],
      missing_languages: [],
      created_at: now.toISOString(),
      updated_by: null,
    });
    expect(member.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Object.entries(member).filter(([, value]) => value === undefined)).toEqual([]);
  });

  it('comes with an empty insight whose id is the member id, with a version of its own', () => {
    expect(insight).toMatchObject({ id: member.id, member_id: member.id, interview_date: null, dream: null, other_notes: null });
    expect(insight.etag).not.toBe(member.etag);
  });

  it('is summarised on the account as {id, is_active, work_email, work_phone, mobile_phone}', () => {
    const summary = memberSummary(member);
    expect(summary).toEqual({ id: member.id, is_active: true, work_email: null, work_phone: null, mobile_phone: null });
    expect(sameSummary(summary, { ...summary })).toBe(true);
    expect(sameSummary(summary, { ...summary, is_active: false })).toBe(false);
    expect(sameSummary(null, null)).toBe(true);
  });
});
