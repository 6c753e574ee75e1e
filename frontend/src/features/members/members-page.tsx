import { API_PATHS } from '@portal/common/api/paths';
import type { MemberListItem } from '@portal/common/api/member';
import { useCallback, useMemo, type CSSProperties } from 'react';
import { Link } from 'wouter';
import type { DataTableProps, TableColumn } from '../../components/data-table';
import type { FilterDefinition } from '../../components/filter-bar';
import { ListPageFrame } from '../../components/list-page-frame';
import { OrcidLink } from '../../components/orcid-link';
import { BilingualText } from '../../components/values';
import { useEntityList, useReferenceList } from '../../lib/api/lists';
import { bilingualText, pickBilingual } from '../../lib/i18n/bilingual';
import { sortByTexts } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { EMPTY_VALUE, useListView } from '../../lib/lists/list-view';
import { TRANSLATION_FILTER, TRANSLATION_KNOWN, translationFilter } from '../../lib/lists/translation-filter';
import { tagColour, tagSeed } from '../../lib/text/tag-colour';
import { filterMembers, keywordLabel, MEMBERS_VIEW, sortMemberRows, type NamedEntry } from './members-view';
import { filterOption } from '../../lib/records/options';
import { MEMBER_CSV } from './member-csv';

export const ALL_MEMBERS_PATH = API_PATHS['all-members']();
export const ALL_FACULTIES_PATH = API_PATHS['all-faculties']();
export const ALL_MEMBER_TYPES_PATH = API_PATHS['all-member-types']();
export const ALL_KEYWORDS_PATH = API_PATHS['all-keywords']();

const memberHref = (member: MemberListItem) => `/members/${encodeURIComponent(member.id)}`;
const memberName = (member: MemberListItem) => `${member.account.first_name} ${member.account.last_name}`;

function byId(entries: readonly NamedEntry[]): Map<string, NamedEntry> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}

function knownIds(entries: readonly NamedEntry[], loaded: boolean): ReadonlySet<string> | undefined {
  return loaded ? new Set([EMPTY_VALUE, ...entries.map((entry) => entry.id)]) : undefined;
}

/**
 * Members list (spec 5-pages §5.4.1): the active members, URL-synced filters (name, faculty,
 * member type, keywords), column toggles, sortable columns, keyword tags that add a filter,
 * expandable rows with the member's problems, and the result count.
 */
export function MembersPage() {
  const { t, language } = useLanguage();
  const faculties = useReferenceList<NamedEntry>(ALL_FACULTIES_PATH);
  const memberTypes = useReferenceList<NamedEntry>(ALL_MEMBER_TYPES_PATH);
  const keywords = useReferenceList<NamedEntry>(ALL_KEYWORDS_PATH);
  const list = useEntityList<MemberListItem>(ALL_MEMBERS_PATH, {
    alsoRefresh: [ALL_FACULTIES_PATH, ALL_MEMBER_TYPES_PATH, ALL_KEYWORDS_PATH],
  });

  const facultyById = useMemo(() => byId(faculties.items), [faculties.items]);
  const memberTypeById = useMemo(() => byId(memberTypes.items), [memberTypes.items]);
  const keywordById = useMemo(() => byId(keywords.items), [keywords.items]);

  const known = useMemo(
    () => ({
      memberIds: list.items ? new Set(list.items.map((member) => member.id)) : undefined,
      faculties: knownIds(faculties.items, !faculties.loading && !faculties.failed),
      memberTypes: knownIds(memberTypes.items, !memberTypes.loading && !memberTypes.failed),
      keywords: knownIds(keywords.items, !keywords.loading && !keywords.failed),
      [TRANSLATION_FILTER]: TRANSLATION_KNOWN,
    }),
    [list.items, faculties, memberTypes, keywords],
  );
  const { view, update, reset } = useListView(MEMBERS_VIEW, known);

  const addKeywordFilter = useCallback(
    (id: string) => {
      const chosen = view.filters.keywords ?? [];
      if (chosen.includes(id)) return;
      update({ ...view, filters: { ...view.filters, keywords: [...chosen, id] } });
    },
    [update, view],
  );

  const all = useMemo(() => list.items ?? [], [list.items]);
  // Sorted once per list, sort and language; a filter change only filters (the order is kept).
  const sorted = useMemo(
    () => sortMemberRows(all, view.sort, language, { faculties: facultyById, memberTypes: memberTypeById }),
    [all, view.sort, language, facultyById, memberTypeById],
  );
  const rows = useMemo(() => filterMembers(sorted, view), [sorted, view]);

  const filters = useMemo<FilterDefinition[]>(() => {
    const reference = (entries: readonly NamedEntry[]) =>
      sortByTexts(entries, [(entry) => bilingualText(entry.name_en, entry.name_fr, language)], language).map((entry) => filterOption(entry, language));
    return [
      {
        name: 'memberIds',
        label: t('members.filterName'),
        options: sortMemberRows(all, null, language, { faculties: facultyById, memberTypes: memberTypeById }).map(
          (member) => ({ id: member.id, label: memberName(member) }),
        ),
      },
      {
        name: 'faculties',
        label: t('members.filterFaculty'),
        options: reference(faculties.items),
        allowEmpty: true,
        failed: faculties.failed,
        onRetry: faculties.retry,
      },
      {
        name: 'memberTypes',
        label: t('members.filterMemberType'),
        options: reference(memberTypes.items),
        allowEmpty: true,
        failed: memberTypes.failed,
        onRetry: memberTypes.retry,
      },
      {
        name: 'keywords',
        label: t('members.filterKeyword'),
        options: sortByTexts(keywords.items, [(entry) => keywordLabel(entry, language)], language).map((entry) => ({
          id: entry.id,
          label: keywordLabel(entry, language),
          searchText: `${entry.name_en ?? ''} ${entry.name_fr ?? ''}`,
          seed: tagSeed.bilingual(entry.name_en, entry.name_fr),
        })),
        allowEmpty: true,
        failed: keywords.failed,
        onRetry: keywords.retry,
      },
      translationFilter(t),
    ];
  }, [t, language, all, faculties, memberTypes, keywords, facultyById, memberTypeById]);

  const columns = useMemo<Array<TableColumn<MemberListItem>>>(() => {
    const reference = (entry: NamedEntry | undefined) =>
      entry ? <BilingualText en={entry.name_en} fr={entry.name_fr} /> : null;
    const result: Array<TableColumn<MemberListItem>> = [
      {
        key: 'name',
        header: t('members.name'),
        sortable: true,
        cell: (member) => <Link href={memberHref(member)}>{memberName(member)}</Link>,
      },
    ];
    if (view.columns.faculty) {
      result.push({
        key: 'faculty',
        header: t('members.faculty'),
        sortable: true,
        cell: (member) => reference(member.faculty_id ? facultyById.get(member.faculty_id) : undefined),
      });
    }
    if (view.columns.memberType) {
      result.push({
        key: 'memberType',
        header: t('members.memberType'),
        sortable: true,
        cell: (member) => reference(member.member_type_id ? memberTypeById.get(member.member_type_id) : undefined),
      });
    }
    if (view.columns.keywords) {
      result.push({
        key: 'keywords',
        header: t('members.keywords'),
        cell: (member) => {
          const tags = sortByTexts(
            member.keyword_ids
              .map((id) => keywordById.get(id))
              .filter((entry): entry is NamedEntry => entry !== undefined),
            [(entry) => bilingualText(entry.name_en, entry.name_fr, language)],
            language,
          );
          if (tags.length === 0) return null;
          return (
            <span className="tag-list">
              {tags.map((entry) => {
                const label = bilingualText(entry.name_en, entry.name_fr, language);
                const colour = tagColour(tagSeed.bilingual(entry.name_en, entry.name_fr));
                const style = { '--tag-bg': colour.background, '--tag-fg': colour.text } as CSSProperties;
                return (
                  <span key={entry.id} className="tag" style={style}>
                    <button
                      type="button"
                      className="tag-filter-button"
                      aria-label={t('members.filterByKeyword', { label })}
                      onClick={() => addKeywordFilter(entry.id)}
                    >
                      {label}
                    </button>
                  </span>
                );
              })}
            </span>
          );
        },
      });
    }
    if (view.columns.orcid) {
      result.push({
        key: 'orcid',
        header: t('members.orcid'),
        cell: (member) => (member.orcid ? <OrcidLink orcid={member.orcid} /> : null),
      });
    }
    return result;
  }, [t, language, view.columns, facultyById, memberTypeById, keywordById, addKeywordFilter]);

  const expandable: NonNullable<DataTableProps<MemberListItem>['expandable']> = {
    rowName: memberName,
    content: (member) => {
      const problems = member.problems
        .map((problem) => pickBilingual(problem.name_en, problem.name_fr, language))
        .filter((problem) => problem !== null);
      if (problems.length === 0) return null;
      return (
        <div className="row-details">
          <h2 className="row-details-heading">{t('members.problems')}</h2>
          <ol>
            {member.problems.map((problem, index) =>
              pickBilingual(problem.name_en, problem.name_fr, language) ? (
                <li key={index}>
                  <BilingualText en={problem.name_en} fr={problem.name_fr} />
                </li>
              ) : null,
            )}
          </ol>
        </div>
      );
    },
  };

  return (
    <ListPageFrame
      csv={MEMBER_CSV}
      heading={t('members.heading')}
      list={list}
      rows={rows}
      addButton={null}
      filters={filters}
      view={view}
      update={update}
      reset={reset}
      toggles={[
        { key: 'faculty', label: t('members.toggleFaculty') },
        { key: 'memberType', label: t('members.toggleMemberType') },
        { key: 'keywords', label: t('members.toggleKeywords') },
        { key: 'orcid', label: t('members.toggleOrcid') },
      ]}
      noun={{ one: t('members.nounOne'), other: t('members.nounOther') }}
      table={{ rowKey: (member) => member.id, columns, rowHref: memberHref, expandable }}
      countAlways
    />
  );
}
