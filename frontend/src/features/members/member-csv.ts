/**
 * The members list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Members). The
 * ORCID iD is in the list item for this export and the list's ORCID column (docs/adr/0033,
 * amendment; spec 6-data-and-beyond §6.3.8).
 */
import type { KeywordReference, MemberListItem } from '@portal/common/api/member';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { CsvColumn } from '../../lib/csv/csv-column';
import { loadedList, type CsvExportSource } from '../../lib/csv/csv-export';
import { byId, JOIN, linkedName, linkedNames, recordLink } from '../../lib/csv/csv-values';

const KEYWORDS_PATH = API_PATHS['all-keywords']();

/** One side of the member's problems, joined with "; " (no fallback: a bilingual field). */
function problems(member: MemberListItem, side: 'name_en' | 'name_fr'): string | null {
  const texts = member.problems.map((problem) => problem[side]).filter((text): text is string => Boolean(text?.trim()));
  return texts.length > 0 ? texts.join(JOIN) : null;
}

export const MEMBER_CSV: CsvExportSource<MemberListItem> = {
  section: 'members',
  lists: [REFERENCE_LIST_PATHS.faculties, REFERENCE_LIST_PATHS.memberTypes, KEYWORDS_PATH],
  columns(lists, { language, origin }): Array<CsvColumn<MemberListItem>> {
    const faculties = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.faculties));
    const memberTypes = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.memberTypes));
    const keywords = byId(loadedList<KeywordReference>(lists, KEYWORDS_PATH));
    return [
      { header: 'firstName', value: (m) => m.account.first_name },
      { header: 'lastName', value: (m) => m.account.last_name },
      { header: 'faculty', value: (m) => linkedName(m.faculty_id, faculties, language) },
      { header: 'memberType', value: (m) => linkedName(m.member_type_id, memberTypes, language) },
      { header: 'keywords', value: (m) => linkedNames(m.keyword_ids, keywords, language) },
      { header: 'problemsEn', value: (m) => problems(m, 'name_en') },
      { header: 'problemsFr', value: (m) => problems(m, 'name_fr') },
      { header: 'orcid', value: (m) => m.orcid },
      { header: 'link', produced: true, value: (m) => recordLink(origin, 'members', m.id) },
    ];
  },
};
