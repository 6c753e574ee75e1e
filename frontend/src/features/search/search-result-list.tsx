import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { pickBilingual } from '../../lib/i18n/bilingual';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { highlightRanges } from '../../lib/text/match';
import type { SearchItemMap, SearchKind } from './search-index';
import { accountBadges, resultHref, secondLine, type LineContext } from './search-lines';
import type { Ranked } from './search-query';
import { displayName } from './search-query';

/** Results shown per group before "Show all", then added 100 at a time (spec 4-shell §4.11.7). */
export const GROUP_FIRST = 10;
export const GROUP_STEP = 100;

/** `text` with the query's word starts in `mark` (spec 6-data-and-beyond §6.3.3). */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  const ranges = highlightRanges(text, words);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** The display name, with the fallback marker of spec 4-shell §4.4.5 for bilingual names. */
function ResultName<K extends SearchKind>({ kind, item, words }: { kind: K; item: SearchItemMap[K]; words: readonly string[] }) {
  const { t, language } = useLanguage();
  const pair =
    kind === 'products'
      ? [(item as SearchItemMap['products']).title_en, (item as SearchItemMap['products']).title_fr]
      : kind === 'keywords' || kind === 'partners' || kind === 'events'
        ? [(item as SearchItemMap['partners']).name_en, (item as SearchItemMap['partners']).name_fr]
        : null;
  if (!pair) return <Highlighted text={displayName(kind, item, language)} words={words} />;
  const shown = pickBilingual(pair[0], pair[1], language);
  if (!shown) return <>—</>;
  if (!shown.fallback) return <Highlighted text={shown.text} words={words} />;
  return (
    <>
      <span lang={shown.language}>
        <Highlighted text={shown.text} words={words} />
      </span>
      <span className="fallback-marker">
        <span aria-hidden="true">{shown.language.toUpperCase()}</span>
        <span className="visually-hidden"> {t(shown.language === 'en' ? 'values.onlyInEnglish' : 'values.onlyInFrench')}</span>
      </span>
    </>
  );
}

/**
 * One group: its heading "<group> (<n>)" (a target of the summary's links), its 10 best results,
 * then "Show all <n>" and, past 100 more, "Show 100 more"; focus moves to the first new result.
 */
function Group<K extends SearchKind>({
  kind,
  heading,
  results,
  words,
  context,
}: {
  kind: K;
  heading: string;
  results: readonly Ranked<SearchItemMap[K]>[];
  words: readonly string[];
  context: LineContext;
}) {
  const [shown, setShown] = useState(GROUP_FIRST);
  // New results (another query) start again at the first 10. The group is kept rather than
  // mounted anew per query, so the rows whose record is still listed are kept as well.
  const [shownOf, setShownOf] = useState(results);
  if (shownOf !== results) {
    setShownOf(results);
    setShown(GROUP_FIRST);
  }
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('a.search-result-link')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);
  const more = (count: number) => {
    focusFrom.current = shown;
    setShown(Math.min(results.length, shown + count));
  };
  const { tx } = context;
  return (
    <section className="search-group" aria-labelledby={`search-group-${kind}`}>
      <h2 id={`search-group-${kind}`} tabIndex={-1}>
        {heading}
      </h2>
      <ul ref={listRef} className="search-results">
        {results.slice(0, shown).map(({ item }) => (
          <li key={item.id}>
            <Link href={resultHref(kind, item.id)} className="search-result-link">
              <ResultName kind={kind} item={item} words={words} />
            </Link>
            <div className="search-result-line">
              <Highlighted text={secondLine(kind, item, context)} words={words} />
              {kind === 'accounts'
                ? accountBadges(item as SearchItemMap['accounts'], tx).map((badge) => (
                    <span key={badge} className="search-badge">
                      {badge}
                    </span>
                  ))
                : null}
            </div>
          </li>
        ))}
      </ul>
      {shown < results.length ? (
        <button type="button" className="button button-secondary search-more" onClick={() => more(GROUP_STEP)}>
          {shown === GROUP_FIRST ? tx('showAll', { count: formatCount(results.length, context.language) }) : tx('showMore')}
        </button>
      ) : null}
    </section>
  );
}

/**
 * A group re-renders only when its props change: the page renders again on every key typed (the
 * field) and on every URL change, and highlighting a group's lines each time cost a keystroke on
 * the large network as much as its search (spec 6-data-and-beyond §6.3.3, "Performance").
 */
export const ResultGroup = memo(Group) as typeof Group;
