import type { MemberListItem, MemberPublicDetail, ReferenceEntryReference } from '@portal/common/api/member';
import type { MemberListRow, NamedLookup, Repositories } from './ports';

export function toMemberListItem(member: MemberListRow): MemberListItem {
  return {
    id: member.id,
    account: { first_name: member.first_name, last_name: member.last_name },
    is_active: true,
    faculty_id: member.faculty_id,
    member_type_id: member.member_type_id,
    keyword_ids: member.keyword_ids,
    problems: member.problems.map((p) => ({ name_en: p.name_en, name_fr: p.name_fr })),
    orcid: member.orcid,
    missing_languages: member.missing_languages,
  };
}

/** `/api/all-members`: active members only (seed §7), one query. */
export async function listActiveMembers(repos: Pick<Repositories, 'members'>): Promise<MemberListItem[]> {
  const members = await repos.members.listActive();
  return members.map(toMemberListItem);
}

/**
 * Public detail (spec 2-data-model §2.4.3): an inactive member shows only the name. Three round
 * trips at most: the member, one batched read of its keywords and reference entries, and one
 * targeted query for its products.
 */
export async function memberPublicDetail(id: string, repos: Repositories): Promise<MemberPublicDetail | null> {
  const member = await repos.members.get(id);
  if (!member) return null;
  const account = { first_name: member.first_name, last_name: member.last_name };
  if (!member.is_active) return { id: member.id, account, is_active: false };

  const lookupIds = [member.faculty_id, member.member_type_id, ...member.keyword_ids].filter(
    (value): value is string => typeof value === 'string',
  );
  const [lookups, products] = await Promise.all([
    lookupIds.length > 0 ? repos.lookups.getMany(lookupIds) : Promise.resolve([]),
    repos.products.titlesByMemberAuthor(member.id),
  ]);
  const byId = new Map(lookups.map((entry) => [entry.id, entry]));
  const entry = (entryId: string | null): ReferenceEntryReference | null => {
    const found = entryId ? byId.get(entryId) : undefined;
    return found && found.kind === 'reference' ? toReference(found) : null;
  };

  return {
    id: member.id,
    account,
    is_active: true,
    faculty: entry(member.faculty_id),
    member_type: entry(member.member_type_id),
    keywords: member.keyword_ids
      .map((keywordId) => byId.get(keywordId))
      .filter((found): found is NamedLookup => found !== undefined && found.kind === 'keyword')
      .map((found) => ({ id: found.id, name_en: found.name_en, name_fr: found.name_fr })),
    problems: member.problems.map((p) => ({ name_en: p.name_en, name_fr: p.name_fr })),
    about_me_en: member.about_me_en,
    about_me_fr: member.about_me_fr,
    work_email: member.work_email,
    work_phone: member.work_phone,
    website_link: member.website_link,
    twitter_link: member.twitter_link,
    linkedin_link: member.linkedin_link,
    facebook_link: member.facebook_link,
    cv_link: member.cv_link,
    orcid: member.orcid,
    products: products.map((p) => ({ id: p.id, title_en: p.title_en, title_fr: p.title_fr })),
  };
}

function toReference(found: NamedLookup): ReferenceEntryReference {
  return { id: found.id, name_en: found.name_en, name_fr: found.name_fr, retired: found.retired === true };
}
