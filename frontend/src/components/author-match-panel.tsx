/**
 * The author-matching suggestion panel (spec 4-shell §4.11.5): under "All authors" /
 * "All investigators", suggests the active members that pieces of the free text may name, with
 * the shared matching of spec 3-api §3.14. It only suggests: a member joins the target selector
 * when the user presses its "Add" button, never otherwise.
 */
import { API_PATHS } from '@portal/common/api/paths';
import { indexMembers, suggestAuthors, type MatchableMember } from '@portal/common/authors/author-matching';
import { keepIgnored, openSuggestionCount, suggestionRows, type SuggestionRow } from '@portal/common/authors/suggestion-rows';
import type { MemberListItem } from '@portal/common/api/member';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { announce } from '../lib/announcer';
import { useReferenceList } from '../lib/api/lists';
import { isSingular } from '../lib/i18n/format';
import { formatCount } from '../lib/i18n/format-count';
import { useLanguage } from '../lib/i18n/language-context';
import { useMemberDetails } from '../lib/records/member-details';
import type { SelectorOption } from './selector';

/** The panel runs this long after the text stops changing. */
export const AUTHOR_MATCH_DELAY_MS = 300;

const MEMBERS_PATH = API_PATHS['all-members']();

export interface AuthorMatchPanelProps {
  /** The free text ("All authors" / "All investigators"). */
  text: string;
  /** The members already in the target selector. */
  selected: readonly SelectorOption[];
  /** Other members already linked to the record (shown as "Already linked" too). */
  alsoLinkedIds?: readonly string[];
  /** The target selector's maximum: "Add" is unavailable once it is reached. */
  max: number;
  /** Puts a confirmed member into the target selector. */
  onAdd: (member: SelectorOption) => void;
}

const memberName = (member: MatchableMember) => `${member.first_name} ${member.last_name}`;

/** The selector option of a confirmed member (as the forms' member selectors build them). */
export function memberOption(member: MatchableMember): SelectorOption {
  return { id: member.id, label: memberName(member), href: `/members/${encodeURIComponent(member.id)}` };
}

/** The text, once it stopped changing for the delay (the first value at once). */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return undefined;
    const timer = setTimeout(() => setSettled(text), AUTHOR_MATCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, settled]);
  return settled;
}

export function AuthorMatchPanel({ text, selected, alsoLinkedIds = [], max, onAdd }: AuthorMatchPanelProps) {
  const { t, language } = useLanguage();
  const headingId = useId();
  const settled = useSettled(text);
  const members = useReferenceList<MemberListItem>(MEMBERS_PATH);
  const index = useMemo(
    () => indexMembers(members.items.map((m) => ({ id: m.id, first_name: m.account.first_name, last_name: m.account.last_name, is_active: true }))),
    [members.items],
  );
  const suggestions = useMemo(() => suggestAuthors(settled, index), [settled, index]);

  const [ignored, setIgnored] = useState<ReadonlySet<string>>(new Set());
  const kept = useMemo(() => keepIgnored(ignored, suggestions), [ignored, suggestions]);
  // A piece whose text changed (or left the text) is offered again if it comes back.
  if (kept.size !== ignored.size) setIgnored(kept);

  const linkedIds = useMemo(() => new Set([...selected.map((s) => s.id), ...alsoLinkedIds]), [selected, alsoLinkedIds]);
  const rows = useMemo(() => suggestionRows(suggestions, linkedIds, kept), [suggestions, linkedIds, kept]);
  const open = openSuggestionCount(rows);

  const loaded = members.items.length > 0;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (previous.current !== null && previous.current !== open) {
      announce(t(isSingular(open, language) ? 'authorMatch.announceOne' : 'authorMatch.announceOther', { count: formatCount(open, language) }));
    }
    previous.current = open;
  }, [open, loaded, t, language]);

  const needsDetails = rows.some((row) => row.kind === 'several');
  // "(Medicine · Regular member)", as selectors tell members apart (spec 4-shell §4.11.1, §4.11.5).
  const details = useMemberDetails(members.items, needsDetails);

  if (!loaded || text.trim() === '') return null;
  const full = selected.length >= max;

  const addButton = (member: MatchableMember) => (
    <button type="button" className="button button-secondary button-small" aria-label={t('authorMatch.addMember', { name: memberName(member) })} disabled={full} onClick={() => onAdd(memberOption(member))}>
      {t('authorMatch.add')}
    </button>
  );
  const ignoreButton = (row: SuggestionRow) => (
    <button type="button" className="button button-secondary button-small" aria-label={t('authorMatch.ignorePiece', { text: row.text })} onClick={() => setIgnored(new Set([...kept, row.text]))}>
      {t('authorMatch.ignore')}
    </button>
  );

  return (
    <section className="author-match-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="field-label">
        {t('authorMatch.heading')}
      </h2>
      {rows.length === 0 ? (
        <p className="field-help">{t('authorMatch.none')}</p>
      ) : (
        <ul className="author-match-rows">
          {rows.map((row) => (
            <li key={row.text} className="author-match-row">
              {row.kind === 'linked' ? (
                <p>
                  “{row.text}” → {memberName(row.member)}: {t('authorMatch.alreadyLinked')}
                </p>
              ) : row.kind === 'single' ? (
                <div className="tag-row">
                  <span>
                    “{row.text}” → {memberName(row.candidate)}
                    {row.label ? ` (${t(row.label === 'initials' ? 'authorMatch.initialsOnly' : 'authorMatch.lastNameOnly')})` : null}
                  </span>
                  {addButton(row.candidate)}
                  {ignoreButton(row)}
                </div>
              ) : (
                <>
                  <p>
                    “{row.text}”: {t('authorMatch.several')}
                  </p>
                  <ul className="tag-row">
                    {row.candidates.map((candidate) => {
                      const extra = details(candidate.id);
                      return (
                        <li key={candidate.id}>
                          {memberName(candidate)}
                          {extra ? ` (${extra})` : null} {addButton(candidate)}
                        </li>
                      );
                    })}
                  </ul>
                  {ignoreButton(row)}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
