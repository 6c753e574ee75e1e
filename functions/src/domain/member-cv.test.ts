import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../testing/in-memory-store';
import { ApiError } from './errors';
import { cvGrantItem, cvSupervisionItem, memberCvData } from './member-cv';

const META = { created_at: '2020-01-01T00:00:00.000Z', updated_at: '2020-01-01T00:00:00.000Z', updated_by: null, etag: 'e' };
const refs = { member_refs: { m1: { first_name: 'Ana', last_name: 'Silva', is_active: true } } };
const grant = (id: string, investigators: string[], involved: string[]) =>
  ({ ...META, ...refs, id, title: id, amount_cents: 0, through_network: false, status_id: null, source_id: null, topic_id: null, submission_date: null, obtained_date: null, completed_date: null, all_investigator: '', investigator_member_ids: investigators, involved_member_ids: involved, note: 'secret' }) as never;
const supervision = (id: string, roles: Partial<Record<'trainee_member_ids' | 'principal_supervisor_ids' | 'co_supervisor_ids' | 'committee_member_ids', string[]>>) =>
  ({ ...META, ...refs, id, first_name: 'T', last_name: 'R', start_date: null, end_date: null, faculty_id: null, level_id: null, trainee_member_ids: [], principal_supervisor_ids: [], co_supervisor_ids: [], committee_member_ids: [], note: 'secret', ...roles }) as never;
const product = (id: string, authors: string[]) =>
  ({ ...META, ...refs, id, title_en: id, title_fr: null, publish_date: null, all_author: 'Silva A', doi: null, product_type_id: null, member_author_ids: authors, partner_ids: [], target_ids: [], topic_ids: ['t'], on_going: true, peer_reviewed: false, note: null }) as never;

describe('CV items (spec 7-reports §7.2.2)', () => {
  it('names the member investigator when named both ways, else involved', () => {
    expect(cvGrantItem(grant('g', ['m1'], ['m1']), 'm1').role).toBe('investigator');
    expect(cvGrantItem(grant('g', ['m9'], ['m1']), 'm1').role).toBe('involved');
    expect(cvGrantItem(grant('g', ['m1'], []), 'm1')).not.toHaveProperty('note');
  });
  it('gives each supervision the member\'s role', () => {
    expect(cvSupervisionItem(supervision('s', { trainee_member_ids: ['m1'] }), 'm1').role).toBe('trainee');
    expect(cvSupervisionItem(supervision('s', { principal_supervisor_ids: ['m1'] }), 'm1').role).toBe('principal_supervisor');
    expect(cvSupervisionItem(supervision('s', { co_supervisor_ids: ['m1'] }), 'm1').role).toBe('co_supervisor');
    expect(cvSupervisionItem(supervision('s', { committee_member_ids: ['m1'] }), 'm1').role).toBe('committee_member');
    expect(cvSupervisionItem(supervision('s', { committee_member_ids: ['m1'] }), 'm1')).not.toHaveProperty('note');
  });
});

describe('memberCvData', () => {
  const member = {
    ...META, id: 'm1', account_id: 'a1', first_name: 'Ana', last_name: 'Silva', is_active: true, faculty_id: 'f1', member_type_id: null,
    keyword_ids: ['k1'], problems: [], partnerships: [{ organization_id: 'o1', description_en: 'D', description_fr: null }, { organization_id: 'gone', description_en: null, description_fr: null }],
    orcid: null, work_email: null, work_phone: null, mobile_phone: '555', about_me_en: null, about_me_fr: null, website_link: null, twitter_link: null,
    linkedin_link: null, facebook_link: null, cv_link: null, address: null, city: null, province: null, country: null, postal_code: null,
    date_joined: '2020-01-01', last_active: null, deactivated_by: null, missing_languages: [],
  };
  const store = new InMemoryStore()
    .put('member', member as never)
    .put('insight', { ...META, id: 'm1', member_id: 'm1', about_member: 'Never in a CV', interview_date: null, about_promotions: null, dream: null, how_can_we_help: null, admin_notes: null, other_notes: null } as never)
    .put('reference', { ...META, id: 'f1', list: 'faculties', name_en: 'Science', name_fr: 'Sciences', retired: false } as never)
    .put('keyword', { ...META, id: 'k1', name_en: 'Aging', name_fr: 'Vieillissement' } as never)
    .put('organization', { ...META, id: 'o1', name_en: 'Org', name_fr: null, scope_id: 's', type_id: null, description: null, contact_name: null, contact_email: null, contact_phone: null, internal_notes: null } as never)
    .put('product', product('p2', ['m1']))
    .put('product', product('p1', ['m1']))
    .put('product', product('p3', ['m2']))
    .put('product', { ...(product('p4', ['m1', 'm2']) as object), member_refs: { ...refs.member_refs, m2: { first_name: 'Bo', last_name: 'Li', is_active: false } } } as never)
    .put('grant', grant('g2', [], ['m1']))
    .put('grant', grant('g1', ['m1'], []))
    .put('supervision', supervision('s1', { committee_member_ids: ['m1'] }))
    .put('event', { ...META, ...refs, id: 'e1', name_en: 'E', name_fr: null, start_date: null, end_date: null, event_type_id: null, note: null, member_ids: ['m1'], partner_ids: [], resulting_product_ids: [], resulting_grant_ids: [], topic_ids: [], previous_event_ids: [] } as never);

  it('gathers the member\'s records in id order, with flags and roles, and never the insight', async () => {
    const cv = await memberCvData(store.records, 'm1', new Date('2026-01-01T00:00:00.000Z'));
    expect(cv.products.map((p) => [p.id, p.on_going, p.peer_reviewed])).toEqual([['p1', true, false], ['p2', true, false], ['p4', true, false]]);
    // A reference to an inactive member is kept, marked inactive.
    expect(cv.products[2]?.member_authors).toEqual([
      { id: 'm1', first_name: 'Ana', last_name: 'Silva', is_active: true },
      { id: 'm2', first_name: 'Bo', last_name: 'Li', is_active: false },
    ]);
    expect(cv.products[0]).not.toHaveProperty('topic_ids');
    expect(cv.grants.map((g) => [g.id, g.role])).toEqual([['g1', 'investigator'], ['g2', 'involved']]);
    expect(cv.supervisions.map((s) => [s.id, s.role])).toEqual([['s1', 'committee_member']]);
    expect(cv.events.map((e) => e.id)).toEqual(['e1']);
    expect(cv.member).not.toHaveProperty('insight');
    expect(JSON.stringify(cv)).not.toContain('Never in a CV');
    expect(cv.member.faculty?.name_en).toBe('Science');
    expect(cv.member.keywords.map((k) => k.id)).toEqual(['k1']);
    expect(cv.member.partnerships.map((p) => p.organization.id)).toEqual(['o1']);
    expect(cv.member.grants.map((g) => g.role).sort()).toEqual(['investigator', 'involved']);
    expect(cv.generated_at).toBe('2026-01-01T00:00:00.000Z');
  });

  it('answers not_found for an unknown or malformed id', async () => {
    await expect(memberCvData(store.records, 'm-unknown', new Date())).rejects.toEqual(new ApiError('not_found'));
    await expect(memberCvData(store.records, 'Not an id', new Date())).rejects.toBeInstanceOf(ApiError);
  });
});
