import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../testing/in-memory-store';
import { ApiError } from './errors';
import { checkReportPeriod, networkReport, reportTrends } from './network-report';

const META = { created_at: '2020-01-01T00:00:00.000Z', updated_at: '2020-01-01T00:00:00.000Z', updated_by: null, etag: 'e' };
const refs = { member_refs: { m1: { first_name: 'Ana', last_name: 'Silva', is_active: true } } };

function refusal(from: string | undefined, to: string | undefined): string[] {
  try {
    checkReportPeriod(from, to);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('validation_failed');
    return ((error as ApiError).options.errors ?? []).map((e) => `${e.field}:${e.code}`);
  }
  return [];
}

describe('checkReportPeriod (spec 7-reports §7.3.2)', () => {
  it('accepts two valid dates in order, equal ones included', () => {
    expect(checkReportPeriod('2024-04-01', '2025-03-31')).toEqual({ from: '2024-04-01', to: '2025-03-31' });
    expect(checkReportPeriod('2024-02-29', '2024-02-29')).toEqual({ from: '2024-02-29', to: '2024-02-29' });
  });
  it('refuses malformed and nonexistent dates with invalid_format', () => {
    expect(refusal('2025-04-31', '2026-03-31')).toEqual(['from:invalid_format']);
    expect(refusal('2023-02-29', '2024-01-01')).toEqual(['from:invalid_format']);
    expect(refusal('2024-01-01', '')).toEqual(['to:invalid_format']);
    expect(refusal(undefined, 'x')).toEqual(['from:invalid_format', 'to:invalid_format']);
  });
  it('refuses years outside 1900–2100 with date_range', () => {
    expect(refusal('1899-12-31', '2101-01-01')).toEqual(['from:date_range', 'to:date_range']);
  });
  it('refuses an end before the start with date_order on to, naming from', () => {
    expect(refusal('2026-03-31', '2025-04-01')).toEqual(['to:date_order']);
    try {
      checkReportPeriod('2026-03-31', '2025-04-01');
    } catch (error) {
      expect((error as ApiError).options.errors?.[0]?.params).toEqual({ after: 'from' });
    }
  });
});

describe('reportTrends', () => {
  it('counts by period and type, oldest first, no type as null and last, zero counts absent', () => {
    const trends = reportTrends(
      '2025-12-31',
      [
        { publish_date: '2025-06-01', product_type_id: 'b' },
        { publish_date: '2025-07-01', product_type_id: null },
        { publish_date: '2025-08-01', product_type_id: 'a' },
        { publish_date: '2025-09-01', product_type_id: 'b' },
        { publish_date: '2021-01-01', product_type_id: 'a' },
        { publish_date: '2020-12-31', product_type_id: 'a' },
        { publish_date: null, product_type_id: 'a' },
      ],
      [{ start_date: '2023-03-03', event_type_id: null }],
    );
    expect(trends.periods[0]).toEqual({ from: '2021-01-01', to: '2021-12-31' });
    expect(trends.products).toEqual([
      { period: 0, product_type_id: 'a', count: 1 },
      { period: 4, product_type_id: 'a', count: 1 },
      { period: 4, product_type_id: 'b', count: 2 },
      { period: 4, product_type_id: null, count: 1 },
    ]);
    expect(trends.events).toEqual([{ period: 2, event_type_id: null, count: 1 }]);
  });
});

describe('networkReport on a store that answers every record', () => {
  const period = { from: '2024-04-01', to: '2025-03-31' };
  const store = new InMemoryStore()
    .put('product', { ...META, ...refs, id: 'p2', title_en: 'In', title_fr: null, publish_date: '2024-04-01', all_author: 'A', doi: null, product_type_id: null, member_author_ids: ['m1'], partner_ids: [], target_ids: [], topic_ids: [], on_going: false, peer_reviewed: true, note: 'private' } as never)
    .put('product', { ...META, ...refs, id: 'p1', title_en: 'Out', title_fr: null, publish_date: '2024-03-31', all_author: 'A', doi: null, product_type_id: null, member_author_ids: [], partner_ids: [], target_ids: [], topic_ids: [], on_going: false, peer_reviewed: false, note: null } as never)
    .put('product', { ...META, ...refs, id: 'p3', title_en: 'Undated', title_fr: null, publish_date: null, all_author: 'A', doi: null, product_type_id: null, member_author_ids: [], partner_ids: [], target_ids: [], topic_ids: [], on_going: true, peer_reviewed: false, note: null } as never)
    .put('grant', { ...META, ...refs, id: 'g1', title: 'Running', amount_cents: 150, through_network: false, status_id: null, source_id: null, topic_id: null, submission_date: null, obtained_date: '2019-01-01', completed_date: null, all_investigator: '', investigator_member_ids: ['m1'], involved_member_ids: [], note: 'secret' } as never)
    .put('grant', { ...META, ...refs, id: 'g2', title: 'Ended', amount_cents: 100, through_network: false, status_id: null, source_id: null, topic_id: null, submission_date: '2019-01-01', obtained_date: null, completed_date: '2024-03-31', all_investigator: '', investigator_member_ids: [], involved_member_ids: [], note: null } as never)
    .put('grant', { ...META, ...refs, id: 'g3', title: 'Undated', amount_cents: 100, through_network: false, status_id: null, source_id: null, topic_id: null, submission_date: null, obtained_date: null, completed_date: null, all_investigator: '', investigator_member_ids: [], involved_member_ids: [], note: null } as never)
    .put('event', { ...META, ...refs, id: 'e1', name_en: 'End only', name_fr: null, start_date: null, end_date: '2025-03-31', event_type_id: null, note: null, member_ids: [], partner_ids: [], resulting_product_ids: [], resulting_grant_ids: [], topic_ids: [], previous_event_ids: [] } as never)
    .put('supervision', { ...META, ...refs, id: 's1', first_name: 'T', last_name: 'R', start_date: '2025-03-31', end_date: null, faculty_id: null, level_id: null, trainee_member_ids: [], principal_supervisor_ids: ['m1'], co_supervisor_ids: [], committee_member_ids: [], note: 'secret' } as never)
    .put('supervision', { ...META, ...refs, id: 's2', first_name: 'T', last_name: 'R', start_date: null, end_date: null, faculty_id: null, level_id: null, trainee_member_ids: [], principal_supervisor_ids: [], co_supervisor_ids: [], committee_member_ids: [], note: null } as never)
    .put('member', { ...META, id: 'm2', first_name: 'Bo', last_name: 'Li', is_active: false, date_joined: '2025-03-31', faculty_id: 'f', member_type_id: null, mobile_phone: '555' } as never)
    .put('member', { ...META, id: 'm1', first_name: 'Ana', last_name: 'Silva', is_active: true, date_joined: '2020-01-01', faculty_id: null, member_type_id: null } as never)
    // 03:30 UTC on April 1 is still March 31 in Toronto: created in the period there.
    .put('organization', { ...META, id: 'o1', created_at: '2025-04-01T03:30:00.000Z', name_en: 'Late', name_fr: null, scope_id: 's', type_id: null, description: null, contact_email: 'x@example.org' } as never)
    .put('organization', { ...META, id: 'o2', created_at: '2024-04-01T03:30:00.000Z', name_en: 'Early', name_fr: null, scope_id: 's', type_id: null, description: null } as never);
  const settings = { timeZone: 'America/Toronto', now: new Date('2026-01-01T00:00:00.000Z') };

  it('keeps exactly what the period rules put in the period, as public list items', async () => {
    const report = await networkReport(store.reports, period, settings);
    expect(report.products.map((p) => [p.id, p.on_going, p.peer_reviewed])).toEqual([['p2', false, true]]);
    expect(report.products[0]).not.toHaveProperty('note');
    expect(report.grants.map((g) => [g.id, g.amount])).toEqual([['g1', 1.5]]);
    expect(report.grants[0]).not.toHaveProperty('note');
    expect(report.events.map((e) => e.id)).toEqual(['e1']);
    expect(report.supervisions.map((s) => s.id)).toEqual(['s1']);
    expect(report.supervisions[0]).not.toHaveProperty('note');
  });

  it('gives each item the fields the report reads, nothing more (common/src/api/report.ts)', async () => {
    const report = await networkReport(store.reports, period, settings);
    const keys = (item: object | undefined) => Object.keys(item ?? {}).sort();
    expect(keys(report.products[0])).toEqual(['all_author', 'doi', 'id', 'member_authors', 'on_going', 'peer_reviewed', 'product_type_id', 'publish_date', 'title_en', 'title_fr']);
    expect(report.products[0]?.member_authors).toEqual([{ id: 'm1', first_name: 'Ana', last_name: 'Silva', is_active: true }]);
    expect(keys(report.grants[0])).toEqual(['all_investigator', 'amount', 'completed_date', 'id', 'obtained_date', 'source_id', 'status_id', 'submission_date', 'through_network', 'title']);
    expect(keys(report.events[0])).toEqual(['end_date', 'event_type_id', 'id', 'name_en', 'name_fr', 'partner_ids', 'start_date']);
    expect(keys(report.supervisions[0])).toEqual(['end_date', 'faculty_id', 'first_name', 'id', 'last_name', 'level_id', 'principal_supervisors', 'start_date']);
    expect(report.supervisions[0]?.principal_supervisors).toEqual([{ id: 'm1', first_name: 'Ana', last_name: 'Silva', is_active: true }]);
  });

  it('counts inactive new members, without private fields, and partners by their local creation date', async () => {
    const report = await networkReport(store.reports, period, settings);
    expect(report.new_members).toEqual([{ member: { id: 'm2', first_name: 'Bo', last_name: 'Li', is_active: false }, date_joined: '2025-03-31', faculty_id: 'f', member_type_id: null }]);
    expect(report.new_partners).toEqual([{ id: 'o1', name_en: 'Late', name_fr: null, scope_id: 's', type_id: null, created_at: '2025-04-01T03:30:00.000Z' }]);
    const inUtc = await networkReport(store.reports, period, { ...settings, timeZone: 'UTC' });
    expect(inUtc.new_partners.map((o) => o.id)).toEqual(['o2']);
  });

  it('counts the records without a usable date and stamps the answer', async () => {
    const report = await networkReport(store.reports, period, settings);
    expect(report.undated).toEqual({ products: 1, grants: 1, events: 0, supervisions: 1 });
    expect(report.generated_at).toBe('2026-01-01T00:00:00.000Z');
    expect(report.trends.periods[4]).toEqual(period);
    expect(report.trends.products).toEqual([
      { period: 3, product_type_id: null, count: 1 },
      { period: 4, product_type_id: null, count: 1 },
    ]);
  });
});
