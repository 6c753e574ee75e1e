import type { AccountMemberSummary } from '@portal/common/api/account';
import type { Caller } from './caller';
import { removeLinksTo } from './integrity';
import type { Account, Identity, Member } from './ports';
import type { InsightRecord, RecordStore, UniqueKey } from './records';
import { memberKeys } from './unique-keys';
import { creationMetadata } from './record-metadata';

/**
 * Creating and deleting member information (spec 2-data-model §2.5.2, §2.5.4, §2.5.9): a member
 * record always comes with its insight, and an account carries a summary of its member.
 */

/** The guard of a bound identity; its id is the one `identityGuardId` (data layer) gives. */
export function identityKey(identity: Identity): UniqueKey {
  return { scope: 'identity', value: `${identity.tid}.${identity.oid}`, field: 'identity' };
}

/** The member summary an account carries (2-data-model §2.4.2). */
export function memberSummary(member: Pick<Member, 'id' | 'is_active' | 'work_email' | 'work_phone' | 'mobile_phone'>): AccountMemberSummary {
  return { id: member.id, is_active: member.is_active, work_email: member.work_email, work_phone: member.work_phone, mobile_phone: member.mobile_phone };
}

export function sameSummary(a: AccountMemberSummary | null, b: AccountMemberSummary | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A new member of the account with its empty insight: active, joined `today`, every other field
 * null or empty; the names are copies of the account's (2-data-model §2.5.2).
 */
export function newMemberRecords(
  account: Pick<Account, 'id' | 'first_name' | 'last_name'>,
  today: string,
  caller: Caller | null,
  now: Date,
): { member: Member; insight: InsightRecord } {
  const metadata = creationMetadata(caller, now);
  const member: Member = {
    ...metadata,
    account_id: account.id,
    first_name: account.first_name,
    last_name: account.last_name,
    faculty_id: null,
    member_type_id: null,
    work_email: null,
    work_phone: null,
    about_me_en: null,
    about_me_fr: null,
    website_link: null,
    twitter_link: null,
    linkedin_link: null,
    facebook_link: null,
    cv_link: null,
    orcid: null,
    keyword_ids: [],
    problems: [],
    partnerships: [],
    address: null,
    city: null,
    province: null,
    country: null,
    postal_code: null,
    mobile_phone: null,
    date_joined: today,
    is_active: true,
    last_active: null,
    deactivated_by: null,
    missing_languages: [],
  };
  const insight: InsightRecord = {
    ...creationMetadata(caller, now),
    id: member.id,
    member_id: member.id,
    interview_date: null,
    about_member: null,
    about_promotions: null,
    dream: null,
    how_can_we_help: null,
    admin_notes: null,
    other_notes: null,
  };
  return { member, insight };
}

/** Creates the member and its insight together (one wave). */
export async function createMemberRecords(store: RecordStore, records: { member: Member; insight: InsightRecord }): Promise<void> {
  await Promise.all([store.create('insight', records.insight), store.create('member', records.member)]);
}

/** Removes a member that no record links yet, with its insight (undoing a failed creation). */
export async function removeMemberRecords(store: RecordStore, member: Member): Promise<void> {
  await Promise.all([store.remove('insight', member.id), store.remove('member', member.id, memberKeys(member))]);
}

/**
 * Deletes a member's information (2-data-model §2.5.9): every link to the member (product
 * authors, grant investigators and involved members, event members, the four supervision roles,
 * with their copies) is removed first, each holder getting a new version; then the insight and
 * the member record with its ORCID guard.
 */
export async function deleteMemberInformation(store: RecordStore, memberId: string, caller: Caller | null, now: Date): Promise<void> {
  await removeLinksTo(store, 'member', memberId, caller, now);
  const loaded = await store.get('member', memberId);
  await store.remove('insight', memberId);
  await store.remove('member', memberId, loaded ? memberKeys(loaded.record) : []);
}
