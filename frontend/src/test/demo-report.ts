/**
 * `GET /api/report/network/{from}/{to}`'s answer on the demo data, built the way the route builds
 * it (functions/src/domain/network-report.ts: the period rules of common/src/documents/periods.ts
 * over the report's items, common/src/api/report.ts), for the report's unit tests. The demo data
 * stores no creation time for organizations: tests pass the new partners they need.
 */
import type { ReferenceEntry } from '@portal/common/api/reference';
import type {
  DatePeriod,
  NetworkReportData,
  NewPartnerItem,
  ReportEventItem,
  ReportGrantItem,
  ReportProductItem,
  ReportSupervisionItem,
} from '@portal/common/api/report';
import type { MemberReference, OrganizationReference } from '@portal/common/api/refs';
import {
  dateInPeriod,
  eventHasDate,
  eventInPeriod,
  grantHasDate,
  grantInPeriod,
  memberJoinedInPeriod,
  productHasDate,
  productInPeriod,
  supervisionHasDate,
  supervisionInPeriod,
  trendPeriods,
} from '@portal/common/documents/periods';
import type { ReferenceListName } from '@portal/common/demo/types';
import { demo, demoProductItems, memberRefs } from './demo-lists';

/** The demo products as report items: the list item without its partner and target ids, with the two flags. */
export function demoReportProducts(): ReportProductItem[] {
  const stored = new Map(demo.products.map((p) => [p.id, p]));
  return demoProductItems().map(({ partner_ids: _partners, target_ids: _targets, ...item }) => ({
    ...item,
    on_going: stored.get(item.id)?.on_going ?? false,
    peer_reviewed: stored.get(item.id)?.peer_reviewed ?? false,
  }));
}

function demoReportGrants(): ReportGrantItem[] {
  return demo.grants.map((g) => ({
    id: g.id,
    title: g.title,
    amount: g.amount,
    through_network: g.through_network,
    status_id: g.status_id,
    source_id: g.source_id,
    submission_date: g.submission_date,
    obtained_date: g.obtained_date,
    completed_date: g.completed_date,
    all_investigator: g.all_investigator,
  }));
}

function demoReportEvents(): ReportEventItem[] {
  return demo.events.map((e) => ({ id: e.id, name_en: e.name_en, name_fr: e.name_fr, start_date: e.start_date, end_date: e.end_date, event_type_id: e.event_type_id, partner_ids: e.partner_ids }));
}

function demoReportSupervisions(): ReportSupervisionItem[] {
  return demo.supervisions.map((s) => ({
    id: s.id,
    first_name: s.first_name,
    last_name: s.last_name,
    start_date: s.start_date,
    end_date: s.end_date,
    faculty_id: s.faculty_id,
    level_id: s.level_id,
    principal_supervisors: memberRefs(s.principal_supervisor_ids),
  }));
}

/** `/api/all-organizations`: the page names event partners from it. */
export function demoOrganizationReferences(): OrganizationReference[] {
  return demo.organizations.map((o) => ({ id: o.id, name_en: o.name_en, name_fr: o.name_fr }));
}

/** A demo organization as a new partner of the report, created at `createdAt`. */
export function demoNewPartner(index: number, createdAt: string): NewPartnerItem {
  const o = demo.organizations[index];
  if (!o) throw new Error(`no demo organization ${index}`);
  return { id: o.id, name_en: o.name_en, name_fr: o.name_fr, scope_id: o.scope_id, type_id: o.type_id, created_at: createdAt };
}

export function demoReferenceList(name: ReferenceListName): ReferenceEntry[] {
  return demo.referenceLists[name].map(({ id, name_en, name_fr, retired }) => ({ id, name_en, name_fr, retired }));
}

/** The route's answer for a period on the demo data. */
export function demoReport(period: DatePeriod, newPartners: NewPartnerItem[] = []): NetworkReportData {
  const periods = trendPeriods(period.to);
  const tally = <K extends string>(facts: Array<{ date: string | null; type: string | null }>, key: K) => {
    const counts = new Map<string, { period: number; type: string | null; count: number }>();
    for (const fact of facts) {
      const index = fact.date ? periods.findIndex((p) => dateInPeriod(fact.date as string, p)) : -1;
      if (index < 0) continue;
      const id = `${index}|${fact.type ?? ''}`;
      const found = counts.get(id) ?? { period: index, type: fact.type, count: 0 };
      found.count += 1;
      counts.set(id, found);
    }
    return [...counts.values()].map(({ period: index, type, count }) => ({ period: index, [key]: type, count }) as { period: number; count: number } & Record<K, string | null>);
  };
  return {
    ...period,
    products: demoReportProducts().filter((p) => productInPeriod(p, period)),
    grants: demoReportGrants().filter((g) => grantInPeriod(g, period)),
    events: demoReportEvents().filter((e) => eventInPeriod(e, period)),
    supervisions: demoReportSupervisions().filter((s) => supervisionInPeriod(s, period)),
    new_members: demo.members
      .filter((m) => memberJoinedInPeriod(m, period))
      .map((m) => ({ member: memberRefs([m.id])[0] as MemberReference, date_joined: m.date_joined, faculty_id: m.faculty_id, member_type_id: m.member_type_id })),
    new_partners: newPartners,
    undated: {
      products: demo.products.filter((p) => !productHasDate(p)).length,
      grants: demo.grants.filter((g) => !grantHasDate(g)).length,
      events: demo.events.filter((e) => !eventHasDate(e)).length,
      supervisions: demo.supervisions.filter((s) => !supervisionHasDate(s)).length,
    },
    trends: {
      periods,
      products: tally(demo.products.map((p) => ({ date: p.publish_date, type: p.product_type_id })), 'product_type_id'),
      events: tally(demo.events.map((e) => ({ date: e.start_date, type: e.event_type_id })), 'event_type_id'),
    },
    generated_at: '2026-11-27T12:00:00.000Z',
  };
}
