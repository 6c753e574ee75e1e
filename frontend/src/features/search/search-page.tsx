import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../components/page-heading';
import { announce } from '../../lib/announcer';
import { useSession } from '../../lib/auth/session-context';
import { plural } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { localeOf } from '../../lib/i18n/locale';
import { useLanguage } from '../../lib/i18n/language-context';
import { consumeSearchFieldFocus, SEARCH_FIELD_ID, setSearchShortcut, useSearchShortcut } from '../../lib/search-shortcut';
import { useSearchData, type BuiltKinds } from './search-data';
import type { SearchItemMap, SearchKind } from './search-index';
import { keywordMemberCounts, referenceNamer, type LineContext } from './search-lines';
import { planQuery, searchOrdered, type QueryPlan, type Ranked } from './search-query';
import { ResultGroup } from './search-result-list';
import { searchTranslator } from './search-text';
import './search.css';

/** Results follow the typing after this pause (spec 6-data-and-beyond §6.3.3). */
export const TYPING_PAUSE_MS = 150;
/** The User Timing measure of each query over every kind (read by scripts/bench/search-page.ts). */
export const QUERY_MEASURE = 'search:query';
/** The summary is announced this long after the results change. */
export const ANNOUNCE_DELAY_MS = 500;

type Results = { [K in SearchKind]?: Ranked<SearchItemMap[K]>[] };

const urlOf = (query: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search');

/** Runs `task` in a task after the next frame is painted; answers a function that cancels it. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The results of every built kind, timed as the User Timing measure QUERY_MEASURE. */
function searchKinds(kinds: readonly SearchKind[], built: BuiltKinds, plan: QueryPlan): Results {
  const started = performance.now();
  const out: Results = {};
  for (const kind of kinds) {
    const ready = built[kind];
    if (ready) (out as Record<SearchKind, unknown>)[kind] = searchOrdered(ready.order as never, ready.index as never, plan);
  }
  performance.measure(QUERY_MEASURE, { start: started });
  return out;
}

/** Moves focus between the result links with the arrow keys (Tab works as well). */
function moveAmongResults(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null, fromField: boolean) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = Array.from(container?.querySelectorAll<HTMLAnchorElement>('a.search-result-link') ?? []);
  if (links.length === 0) return;
  const at = fromField ? -1 : links.indexOf(document.activeElement as HTMLAnchorElement);
  if (!fromField && at === -1) return;
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
  event.preventDefault();
  if (next < 0) document.getElementById(SEARCH_FIELD_ID)?.focus();
  else links[next]?.focus();
}

/**
 * The search page (spec 6-data-and-beyond §6.3.3): the field (its text in the URL's `q`), the
 * shortcut preference, then the results of every kind the viewer may open, grouped.
 */
export function SearchPage() {
  const { language } = useLanguage();
  const tx = useMemo(() => searchTranslator(language), [language]);
  const session = useSession();
  const isAdmin = session.account?.is_admin === true;
  const data = useSearchData(isAdmin, language);
  const shortcut = useSearchShortcut();
  const [, navigate] = useLocation();
  const urlQuery = new URLSearchParams(useSearch()).get('q') ?? '';
  const hintId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  // `text` is the field; `query` follows it after the pause and is the one the URL holds.
  const [text, setText] = useState(urlQuery);
  const [query, setQuery] = useState(urlQuery);
  const [seenUrl, setSeenUrl] = useState(urlQuery);
  if (urlQuery !== seenUrl) {
    // The URL changed from outside (Back, Forward, a link): its query is searched at once.
    setSeenUrl(urlQuery);
    if (urlQuery !== query) {
      setText(urlQuery);
      setQuery(urlQuery);
    }
  }

  useEffect(() => {
    if (text === query) return;
    const timer = setTimeout(() => setQuery(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

  // While typing, the URL's entry is replaced; after Enter the next search gets a new entry, so
  // Back returns to the search that Enter confirmed.
  // The URL is written after the results are painted: writing it costs a history call and a
  // render of the page, which would otherwise delay the results of the key (issue 15, Deliver 3).
  const pushNext = useRef(false);
  const enterPending = useRef(false);
  useEffect(() => {
    let cancel: (() => void) | null = null;
    if (query !== urlQuery) {
      const push = pushNext.current;
      pushNext.current = false;
      let written = false;
      const stop = afterNextPaint(() => {
        written = true;
        navigate(urlOf(query), { replace: !push });
      });
      cancel = () => {
        stop();
        // A new entry not written yet is still owed to the next search.
        if (!written && push) pushNext.current = true;
      };
    }
    if (enterPending.current) {
      enterPending.current = false;
      pushNext.current = true;
    }
    return cancel ?? undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- written when the query changes only
  }, [query]);

  useEffect(() => {
    if (consumeSearchFieldFocus()) fieldRef.current?.focus();
  }, []);

  const plan = useMemo(() => planQuery(query), [query]);
  const results = useMemo<Results | null>(() => (plan ? searchKinds(data.kinds, data.built, plan) : null), [plan, data.built, data.kinds]);

  const context = useMemo<LineContext>(
    () => ({ language, tx, names: referenceNamer(data.references, language), keywordMembers: keywordMemberCounts(data.members) }),
    [language, tx, data.members, data.references],
  );

  const groups = data.kinds
    .map((kind) => ({ kind, results: (results?.[kind] ?? []) as Ranked<SearchItemMap[SearchKind]>[] }))
    .filter((group) => group.results.length > 0);
  const total = groups.reduce((sum, group) => sum + group.results.length, 0);
  const busy = data.pending.length > 0;
  const summary = plan && total > 0 ? tx(plural(total, language, 'summaryOne', 'summaryOther'), { count: formatCount(total, language), text: query.trim() }) : null;
  const noResults = plan && total === 0 && !busy ? tx('noResults', { text: query.trim() }) : null;
  const spoken = summary ?? noResults ?? '';

  useEffect(() => {
    if (!spoken) return;
    const timer = setTimeout(() => announce(spoken, 'polite'), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spoken]);

  const failedNames = data.failed.length > 0 ? new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(data.failed.map((kind) => tx(kind))) : '';

  return (
    <div className="search-page">
      <PageHeading>{tx('heading')}</PageHeading>
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text === query) pushNext.current = true;
          else {
            enterPending.current = true;
            setQuery(text);
          }
        }}
      >
        <label htmlFor={SEARCH_FIELD_ID}>{tx('field')}</label>
        <input
          ref={fieldRef}
          id={SEARCH_FIELD_ID}
          type="search"
          className="search-field"
          value={text}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => moveAmongResults(event, resultsRef.current, true)}
        />
        <p id={hintId} className="search-hint">
          {tx(isAdmin ? 'hintAdmin' : 'hint')}
        </p>
        <label className="search-shortcut">
          <input type="checkbox" checked={shortcut} onChange={(event) => setSearchShortcut(event.target.checked)} />
          {tx('shortcut')}
        </label>
      </form>

      {data.failed.length > 0 ? (
        <div className="notice search-missing" role="status">
          <p>{tx('missing', { groups: failedNames })}</p>
          <button type="button" className="button button-secondary" onClick={data.retry}>
            {tx('tryAgain')}
          </button>
        </div>
      ) : null}

      <div ref={resultsRef} className="search-results-area" aria-busy={busy} onKeyDown={(event) => moveAmongResults(event, resultsRef.current, false)}>
        {!plan ? <p className="search-status">{tx('tooShort')}</p> : null}
        {summary ? (
          <div className="search-summary">
            <p>{summary}</p>
            <ul className="search-group-links">
              {groups.map(({ kind, results: list }) => (
                <li key={kind}>
                  <a
                    href={`#search-group-${kind}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(`search-group-${kind}`)?.focus();
                    }}
                  >
                    {tx('groupCount', { group: tx(kind), count: formatCount(list.length, language) })}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {noResults ? (
          <div className="search-status">
            <p>{noResults}</p>
            <p>{tx('noResultsHint')}</p>
          </div>
        ) : null}
        {plan
          ? groups.map(({ kind, results: list }) => (
              <ResultGroup
                key={kind}
                kind={kind}
                heading={tx('groupCount', { group: tx(kind), count: formatCount(list.length, language) })}
                results={list}
                words={plan.words}
                context={context}
              />
            ))
          : null}
        {busy && plan
          ? data.pending.map((kind) => (
              <section key={kind} className="search-group search-skeleton" aria-hidden="true">
                <div className="skeleton-line" />
                <div className="skeleton-line" />
                <div className="skeleton-line" />
              </section>
            ))
          : null}
        {busy ? <span className="visually-hidden">{tx('loading')}</span> : null}
      </div>
    </div>
  );
}
