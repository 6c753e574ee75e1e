/**
 * Telling members with the same name apart (spec 4-shell §4.11.1, §4.11.5): the member's faculty
 * and member type in the active language, "(Medicine · Regular member)"; an absent value is left
 * out. The two reference lists are loaded through the shared cache only when two names collide.
 */
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { useMemo } from 'react';
import type { SelectorOption } from '../../components/selector';
import { useReferenceList } from '../api/lists';
import { bilingualText } from '../i18n/bilingual';
import type { Language } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';

export interface MemberRefs {
  id: string;
  faculty_id: string | null;
  member_type_id: string | null;
}

/** "Medicine · Regular member", or one of them, or '' when neither is known. */
export function memberDetailsText(member: MemberRefs, faculties: readonly ReferenceEntry[], memberTypes: readonly ReferenceEntry[], language: Language): string {
  const name = (items: readonly ReferenceEntry[], id: string | null) => {
    const entry = id ? items.find((item) => item.id === id) : undefined;
    return entry ? bilingualText(entry.name_en, entry.name_fr, language) : '';
  };
  return [name(faculties, member.faculty_id), name(memberTypes, member.member_type_id)].filter((part) => part !== '').join(' · ');
}

/** The details of members by id; the lists load only while `needed`. */
export function useMemberDetails(members: readonly MemberRefs[], needed: boolean): (id: string) => string {
  const { language } = useLanguage();
  const faculties = useReferenceList<ReferenceEntry>(needed ? REFERENCE_LIST_PATHS.faculties : null);
  const memberTypes = useReferenceList<ReferenceEntry>(needed ? REFERENCE_LIST_PATHS.memberTypes : null);
  return useMemo(() => {
    const byId = new Map(members.map((member) => [member.id, member]));
    return (id: string) => {
      const member = byId.get(id);
      return member ? memberDetailsText(member, faculties.items, memberTypes.items, language) : '';
    };
  }, [members, faculties.items, memberTypes.items, language]);
}

/**
 * Member options of a selector, the ones whose label another option shares followed by
 * " (<faculty> · <member type>)"; the others (and the tags of chosen members) keep the name alone.
 */
export function useDistinctMemberOptions<O extends SelectorOption>(options: readonly O[], members: readonly MemberRefs[]): O[] {
  const shared = useMemo(() => {
    const seen = new Map<string, number>();
    for (const option of options) seen.set(option.label, (seen.get(option.label) ?? 0) + 1);
    return new Set([...seen].filter(([, count]) => count > 1).map(([label]) => label));
  }, [options]);
  const details = useMemberDetails(members, shared.size > 0);
  return useMemo(
    () =>
      options.map((option) => {
        const extra = shared.has(option.label) ? details(option.id) : '';
        // The tag colour stays the name's; the faculty and type become searchable too.
        return extra === '' ? option : { ...option, label: `${option.label} (${extra})`, seed: option.seed ?? option.label };
      }),
    [options, shared, details],
  );
}
