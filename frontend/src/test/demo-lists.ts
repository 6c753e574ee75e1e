/**
 * List items built from the demo dataset (spec 6-data-and-beyond §6.1) the way the API projects
 * them (spec 2-data-model §2.4), for tests that check the SPA against the demo's known values.
 */
import type { AccountListItem } from '@portal/common/api/account';
import type { GrantListItem } from '@portal/common/api/grant';
import type { ProductListItem } from '@portal/common/api/product';
import type { MemberReference } from '@portal/common/api/refs';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import type { DemoDataset } from '@portal/common/demo/types';

export const demo: DemoDataset = buildDemoDataset();

const accounts = new Map(demo.accounts.map((account) => [account.id, account]));
const members = new Map(demo.members.map((member) => [member.id, member]));

/** Member references as the API writes them (names from the account, `is_active` from the member). */
export function memberRefs(ids: readonly string[]): MemberReference[] {
  return ids.map((id) => {
    const member = members.get(id);
    const account = member ? accounts.get(member.account_id) : undefined;
    return { id, first_name: account?.first_name ?? '', last_name: account?.last_name ?? '', is_active: member?.is_active ?? false };
  });
}

export function demoGrantItems(): GrantListItem[] {
  return demo.grants.map(({ note: _note, investigator_member_ids, involved_member_ids, ...grant }) => ({
    ...grant,
    investigator_members: memberRefs(investigator_member_ids),
    involved_members: memberRefs(involved_member_ids),
  }));
}

/** Without `partner_ids`, which issue 13 takes out of the list item (the export must not need it). */
export function demoProductItems(): ProductListItem[] {
  return demo.products.map((p) => ({
    id: p.id,
    title_en: p.title_en,
    title_fr: p.title_fr,
    publish_date: p.publish_date,
    all_author: p.all_author,
    doi: p.doi,
    product_type_id: p.product_type_id,
    member_authors: memberRefs(p.member_author_ids),
    partner_ids: p.partner_ids,
    target_ids: p.target_ids,
  }));
}

export function demoAccountItems(): AccountListItem[] {
  const byAccount = new Map(demo.members.map((member) => [member.account_id, member]));
  return demo.accounts.map((account) => {
    const member = byAccount.get(account.id);
    return {
      id: account.id,
      first_name: account.first_name,
      last_name: account.last_name,
      login_email: account.login_email,
      is_admin: account.is_admin,
      last_login: null,
      member: member ? { id: member.id, is_active: member.is_active, work_email: member.work_email, work_phone: member.work_phone, mobile_phone: member.mobile_phone } : null,
    };
  });
}
