/**
 * `GET /api/report/network/{from}/{to}`'s answer on the demo data, built the way the route builds
 * it (functions/src/domain/network-report.ts: the period rules of common/src/documents/periods.ts
 * over public list items), for the report's unit tests. The demo data stores no creation time for
 * organizations: tests pass the new partners they need.
 */
import type { EventListItem } from '@portal/common/api/event';
import type { ProductWithFlags } from '@portal/common/api/cv';
import type { OrganizationListItem } from '@portal/common/api/organization';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { DatePeriod, NetworkReportData, NewPartnerItem } from '@portal/common/api/report';
import type { SupervisionListItem } from '@portal/common/api/supervision';
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
import { demo, demoGrantItems, demoProductItems } from './demo-lists';

const accounts = new Map(demo.accounts.map((account) => [account.id, account]));
const members = new Map(demo.members.map((member) => [member.id, member]));

function memberRefs(ids: readonly string[]) {
  return ids.map((id) => {
    const member = members.get(id);
    const account = member ? accounts.get(member.account_id) : undefined;
    return { id, first_name: account?.first_name ?? '', last_name: account?.last_name ?? '', is_active: member?.is_active ?? false };
  });
}

export function demoProductsWithFlags(): ProductWithFlags[] {
  const flags = new Map(demo.products.map((p) => [p.id, p]));
  return demoProductItems().map((item) => ({ ...item, on_going: flags.get(item.id)?.on_going ?? false, peer_reviewed: flags.get(item.id)?.peer_reviewed ?? false }));
}

export function demoEventItems(): EventListItem[] {
  return demo.events.map(({ member_ids, ...event }) => ({ ...event, members: memberRefs(member_ids) }));
}

export function demoSupervisionItems(): SupervisionListItem[] {
  return demo.supervisions.map(({ note: _note, trainee_member_ids, principal_supervisor_ids, co_supervisor_ids, committee_member_ids, ...s }) => ({
    ...s,
    trainee_members: memberRefs(trainee_member_ids),
    principal_supervisors: memberRefs(principal_supervisor_ids),
    co_supervisors: memberRefs(co_supervisor_ids),
    committee_members: memberRefs(committee_member_ids),
  }));
}

export function demoOrganizationItems(): OrganizationListItem[] {
  return demo.organizations.map((o) => ({ id: o.id, name_en: o.name_en, name_fr: o.name_fr, description: o.description, scope_id: o.scope_id, type_id: o.type_id }));
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
    products: demoProductsWithFlags().filter((p) => productInPeriod(p, period)),
    grants: demoGrantItems().filter((g) => grantInPeriod(g, period)),
    events: demoEventItems().filter((e) => eventInPeriod(e, period)),
    supervisions: demoSupervisionItems().filter((s) => supervisionInPeriod(s, period)),
    new_members: demo.members
      .filter((m) => memberJoinedInPeriod(m, period))
      .map((m) => ({ member: memberRefs([m.id])[0] as ReturnType<typeof memberRefs>[number], date_joined: m.date_joined, faculty_id: m.faculty_id, member_type_id: m.member_type_id })),
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
