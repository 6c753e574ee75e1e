import type { DemoDataset } from '@portal/common/demo/types';
import { memberPublicPairs, missingLanguages } from '@portal/common/bilingual/completeness';
import type { MemberDisplayCopy, UniqueKey } from '../domain/records';
import {
  accountKeys,
  keywordKeys,
  memberKeys,
  organizationKeys,
  productKeys,
  referenceEntryKeys,
} from '../domain/unique-keys';
import { ADMIN_SET_ID, type AdminSetDocument, type Metadata, type StoredDocument, type UniqueDocument } from './documents';
import { uniqueGuardId } from './cosmos-record-store';
import type { MarkerDocument } from './change-markers';
import { newVersion } from '../domain/record-metadata';
import { freshChangeMarkers } from './demo-markers';

/** Metadata of every demo record (spec 6-data-and-beyond §6.1.1). */
const DEMO_TIME = '2026-01-05T14:00:00.000Z';

function metadata(): Metadata {
  return { created_at: DEMO_TIME, updated_at: DEMO_TIME, updated_by: null, etag: newVersion() };
}

type AnyDocument = StoredDocument | UniqueDocument | AdminSetDocument | MarkerDocument;

/**
 * The stored documents of the demo dataset, with the same derived values, copies and unique
 * guards that the API's own writes keep (member names on members, member summaries on accounts,
 * member display copies on the records that link members, uniqueness guards, the administrator set).
 */
export function demoDocuments(dataset: DemoDataset): AnyDocument[] {
  const documents: AnyDocument[] = [];
  const guard = (keys: UniqueKey[], ownerId: string) => {
    for (const key of keys) documents.push({ id: uniqueGuardId(key), pk: 'unique', kind: 'unique', owner_id: ownerId });
  };
  const accountsById = new Map(dataset.accounts.map((account) => [account.id, account]));
  const memberByAccount = new Map(dataset.members.map((member) => [member.account_id, member]));
  const copies = new Map<string, MemberDisplayCopy>();
  for (const member of dataset.members) {
    const account = accountsById.get(member.account_id);
    if (!account) throw new Error(`demo member ${member.id} names a missing account`);
    copies.set(member.id, { first_name: account.first_name, last_name: account.last_name, is_active: member.is_active });
  }
  const memberRefs = (ids: string[]) => Object.fromEntries(ids.flatMap((id) => (copies.has(id) ? [[id, copies.get(id)]] : [])));

  for (const [list, entries] of Object.entries(dataset.referenceLists)) {
    for (const entry of entries) {
      documents.push({ ...entry, pk: 'lookup', kind: 'reference', list, ...metadata() });
      guard(referenceEntryKeys(list as keyof DemoDataset['referenceLists'], entry), entry.id);
    }
  }
  for (const keyword of dataset.keywords) {
    documents.push({ ...keyword, pk: 'lookup', kind: 'keyword', ...metadata() });
    guard(keywordKeys(keyword), keyword.id);
  }

  for (const account of dataset.accounts) {
    const member = memberByAccount.get(account.id);
    documents.push({
      ...account,
      login_email: account.login_email.toLowerCase(),
      pk: 'account',
      kind: 'account',
      identity: null,
      last_login: null,
      member: member
        ? { id: member.id, is_active: member.is_active, work_email: member.work_email, work_phone: member.work_phone, mobile_phone: member.mobile_phone }
        : null,
      ...metadata(),
    });
    guard(accountKeys(account), account.id);
  }
  documents.push({
    id: ADMIN_SET_ID,
    pk: 'unique',
    kind: 'admin-set',
    admin_ids: dataset.accounts.filter((account) => account.is_admin).map((account) => account.id),
  });

  for (const member of dataset.members) {
    const copy = copies.get(member.id) as MemberDisplayCopy;
    documents.push({
      ...member,
      pk: 'member',
      kind: 'member',
      first_name: copy.first_name,
      last_name: copy.last_name,
      missing_languages: missingLanguages(memberPublicPairs(member)),
      ...metadata(),
    });
    guard(memberKeys(member), member.id);
  }
  for (const insight of dataset.insights) {
    documents.push({ ...insight, id: insight.member_id, pk: 'insight', kind: 'insight', ...metadata() });
  }

  for (const organization of dataset.organizations) {
    documents.push({ ...organization, pk: 'organization', kind: 'organization', ...metadata() });
    guard(organizationKeys(organization), organization.id);
  }
  for (const product of dataset.products) {
    documents.push({ ...product, pk: 'product', kind: 'product', member_refs: memberRefs(product.member_author_ids), ...metadata() });
    guard(productKeys(product), product.id);
  }
  for (const { amount, ...grant } of dataset.grants) {
    documents.push({
      ...grant,
      amount_cents: Math.round(amount * 100),
      pk: 'grant',
      kind: 'grant',
      member_refs: memberRefs([...grant.investigator_member_ids, ...grant.involved_member_ids]),
      ...metadata(),
    });
  }
  for (const event of dataset.events) {
    documents.push({ ...event, pk: 'event', kind: 'event', member_refs: memberRefs(event.member_ids), ...metadata() });
  }
  for (const supervision of dataset.supervisions) {
    const linked = [
      ...supervision.trainee_member_ids,
      ...supervision.principal_supervisor_ids,
      ...supervision.co_supervisor_ids,
      ...supervision.committee_member_ids,
    ];
    documents.push({ ...supervision, pk: 'supervision', kind: 'supervision', member_refs: memberRefs(linked), ...metadata() });
  }
  documents.push(...freshChangeMarkers());
  return documents;
}
