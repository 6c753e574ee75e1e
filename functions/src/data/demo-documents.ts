import type { DemoDataset } from '@portal/common/demo/types';
import { missingLanguages } from '../domain/member-languages';
import type { AccountDocument, MemberDocument, Metadata, StoredDocument, UniqueDocument } from './documents';
import { loginEmailGuardId } from './cosmos-account-repository';
import { guardId } from './cosmos-helpers';
import { newVersion } from './ids';

/** Metadata of every demo record (spec 6-data-and-beyond §6.1.1). */
const DEMO_TIME = '2026-01-05T14:00:00.000Z';

function metadata(): Metadata {
  return { created_at: DEMO_TIME, updated_at: DEMO_TIME, updated_by: null, etag: newVersion() };
}

type AnyDocument = StoredDocument | AccountDocument | MemberDocument | UniqueDocument;

/**
 * The stored documents of the demo dataset, with the same derived values and copies that the
 * API's own writes keep (member names on members, member summaries on accounts, guards).
 */
export function demoDocuments(dataset: DemoDataset): AnyDocument[] {
  const documents: AnyDocument[] = [];
  const accountsById = new Map(dataset.accounts.map((account) => [account.id, account]));
  const memberByAccount = new Map(dataset.members.map((member) => [member.account_id, member]));

  for (const [list, entries] of Object.entries(dataset.referenceLists)) {
    for (const entry of entries) documents.push({ ...entry, pk: 'lookup', kind: 'reference', list, ...metadata() });
  }
  for (const keyword of dataset.keywords) documents.push({ ...keyword, pk: 'lookup', kind: 'keyword', ...metadata() });

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
        ? {
            id: member.id,
            is_active: member.is_active,
            work_email: member.work_email,
            work_phone: member.work_phone,
            mobile_phone: member.mobile_phone,
          }
        : null,
      ...metadata(),
    });
    documents.push({ id: loginEmailGuardId(account.login_email.toLowerCase()), pk: 'unique', kind: 'unique', owner_id: account.id });
  }

  for (const member of dataset.members) {
    const account = accountsById.get(member.account_id);
    if (!account) throw new Error(`demo member ${member.id} names a missing account`);
    documents.push({
      ...member,
      pk: 'member',
      kind: 'member',
      first_name: account.first_name,
      last_name: account.last_name,
      missing_languages: missingLanguages(member.about_me_en, member.about_me_fr, member.problems),
      ...metadata(),
    });
    if (member.orcid) documents.push({ id: guardId('orcid', member.orcid), pk: 'unique', kind: 'unique', owner_id: member.id });
  }
  for (const insight of dataset.insights) {
    documents.push({ ...insight, id: insight.member_id, pk: 'insight', kind: 'insight', ...metadata() });
  }

  const plain = [
    ['organization', dataset.organizations],
    ['product', dataset.products],
    ['grant', dataset.grants],
    ['event', dataset.events],
    ['supervision', dataset.supervisions],
  ] as const;
  for (const [kind, records] of plain) {
    for (const record of records) documents.push({ ...record, pk: kind, kind, ...metadata() });
  }
  return documents;
}
