import type { MemberListItem } from '@portal/common/api/member';
import { sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';

/**
 * Default order of the members list (seed §9; spec 4-shell §4.4.3): the account's first name,
 * then last name, with the active language's collator; ties by id.
 */
export function sortMembers(members: readonly MemberListItem[], language: Language): MemberListItem[] {
  return sortByTexts(members, [(m) => m.account.first_name, (m) => m.account.last_name], language);
}
