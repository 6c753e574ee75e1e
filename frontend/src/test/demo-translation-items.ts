/**
 * Members, partners and events list items built from the demo dataset, for the translation
 * filter's acceptance counts (spec 6-data-and-beyond §6.3.6). Members carry `missing_languages`
 * as the server derives it (the shared rule of common/src/bilingual/completeness.ts).
 */
import type { EventListItem } from '@portal/common/api/event';
import type { MemberListItem } from '@portal/common/api/member';
import type { OrganizationListItem } from '@portal/common/api/organization';
import { memberPublicPairs, missingLanguages } from '@portal/common/bilingual/completeness';
import { demo } from './demo-lists';

export function demoMemberItems(): MemberListItem[] {
  const accounts = new Map(demo.accounts.map((account) => [account.id, account]));
  return demo.members
    .filter((member) => member.is_active)
    .map((member) => ({
      id: member.id,
      account: { first_name: accounts.get(member.account_id)?.first_name ?? '', last_name: accounts.get(member.account_id)?.last_name ?? '' },
      is_active: true,
      faculty_id: member.faculty_id,
      member_type_id: member.member_type_id,
      keyword_ids: member.keyword_ids,
      problems: member.problems,
      orcid: member.orcid,
      missing_languages: missingLanguages(memberPublicPairs(member)),
    }));
}

export function demoPartnerItems(): OrganizationListItem[] {
  return demo.organizations.map(({ id, name_en, name_fr, description, scope_id, type_id }) => ({ id, name_en, name_fr, description, scope_id, type_id }));
}

export function demoEventItems(): EventListItem[] {
  return demo.events.map(({ member_ids, ...event }) => ({ ...event, members: member_ids.map((id) => ({ id, first_name: '', last_name: '', is_active: true })) }));
}
