import type { MemberListItem } from '@portal/common/api/member';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { EMPTY_VALUE, type ListView, type ListViewDefinition } from '../../lib/lists/list-view';
import { translationMatcher, memberTranslation, TRANSLATION_FILTER } from '../../lib/lists/translation-filter';
import { sortMembers } from './sort-members';

/** Filters, toggles and sort keys of the members list (spec 5-pages §5.4.1). */
export const MEMBERS_VIEW: ListViewDefinition = {
  filters: ['memberIds', 'faculties', 'memberTypes', 'keywords', TRANSLATION_FILTER],
  // The ORCID iD column is optional and off by default (spec 6-data-and-beyond §6.3.8): `showOrcid`.
  columns: { faculty: false, memberType: false, keywords: true, orcid: false },
  sortable: ['name', 'faculty', 'memberType'],
};

export interface NamedEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
}

/** "<name in active language> / <name in other language>" (the keyword selector's label). */
export function keywordLabel(keyword: NamedEntry, language: Language): string {
  const [own, other] = language === 'fr' ? [keyword.name_fr, keyword.name_en] : [keyword.name_en, keyword.name_fr];
  const parts = [own, other].filter((part): part is string => part != null && part.trim() !== '');
  return parts.join(' / ');
}

function matchesSingle(value: string | null, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  return chosen.includes(value ?? EMPTY_VALUE);
}

function matchesMany(values: readonly string[], chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  if (values.length === 0) return chosen.includes(EMPTY_VALUE);
  return values.some((value) => chosen.includes(value));
}

/** The members matching the view's filters (AND across filters, OR within one). */
export function filterMembers(members: readonly MemberListItem[], view: ListView): MemberListItem[] {
  const ids = view.filters.memberIds ?? [];
  const translated = translationMatcher(view.filters.translation, memberTranslation);
  return members.filter(
    (member) =>
      (ids.length === 0 || ids.includes(member.id)) &&
      matchesSingle(member.faculty_id, view.filters.faculties ?? []) &&
      matchesSingle(member.member_type_id, view.filters.memberTypes ?? []) &&
      matchesMany(member.keyword_ids, view.filters.keywords ?? []) &&
      translated(member),
  );
}

/** Sorted members: the default order, or the chosen column (empty values last in both directions). */
export function sortMemberRows(
  members: readonly MemberListItem[],
  sort: ListView['sort'],
  language: Language,
  names: { faculties: ReadonlyMap<string, NamedEntry>; memberTypes: ReadonlyMap<string, NamedEntry> },
): MemberListItem[] {
  const base = sortMembers(members, language);
  if (!sort) return base;
  const factor = sort.dir === 'asc' ? 1 : -1;
  if (sort.key === 'name') return sort.dir === 'asc' ? base : [...base].reverse();
  const text = (member: MemberListItem): string => {
    const id = sort.key === 'faculty' ? member.faculty_id : member.member_type_id;
    const entry = id ? (sort.key === 'faculty' ? names.faculties : names.memberTypes).get(id) : undefined;
    return entry ? bilingualText(entry.name_en, entry.name_fr, language) : '';
  };
  const indexed = base.map((member, index) => ({ member, index, text: text(member) }));
  indexed.sort((a, b) => {
    if (a.text === '' || b.text === '') return a.text === b.text ? a.index - b.index : a.text === '' ? 1 : -1;
    return factor * compareText(a.text, b.text, language) || a.index - b.index;
  });
  return indexed.map((entry) => entry.member);
}
