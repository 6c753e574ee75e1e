import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { announce } from '../lib/announcer';
import { isSingular } from '../lib/i18n/format';
import { formatCount } from '../lib/i18n/format-count';
import { useLanguage } from '../lib/i18n/language-context';
import { firstMatches, searchIndex, searchWords, type Indexed } from '../lib/text/match';
import { Tag } from './tag';

/** At most this many options are rendered (spec 4-shell §4.11.1). */
export const MAX_RENDERED_OPTIONS = 50;
/** Delay before the number of matches is announced. */
export const MATCH_ANNOUNCE_DELAY_MS = 500;

export interface SelectorOption {
  id: string;
  /** The label shown in the list and on the tag. */
  label: string;
  /** Text matched against the typed words (defaults to the label); both languages for bilingual records. */
  searchText?: string;
  /** Seed of the tag colour (defaults to the label). */
  seed?: string;
  /** Link of the tag (for example a member tag). */
  href?: string;
}

export interface SelectorCreate {
  /** True when the trimmed text equals (after normalisation) an existing name. */
  exists: (text: string) => boolean;
  /** The option's label for the text, for example Create keyword “text”. */
  label: (text: string) => string;
  onCreate: (text: string) => void;
}

export interface SelectorProps {
  /** The visible label above the input. */
  label: ReactNode;
  /** Every option, in the default sort order (spec 4-shell §4.4.3). */
  options: readonly SelectorOption[];
  /** The selected items, in the order they were added (items absent from the options stay). */
  selected: readonly SelectorOption[];
  onChange: (next: SelectorOption[]) => void;
  /** Maximum number of selected items (none for filters). */
  max?: number;
  /** Ids never offered (for example the record being edited). */
  excludeIds?: readonly string[];
  /** The options' list failed to load: the dropdown offers Try again. */
  failed?: boolean;
  onRetry?: () => void;
  create?: SelectorCreate;
  /** Edit button on tags (administrators' keyword tags). */
  onEditTag?: (item: SelectorOption) => void;
  /** Help text between the label and the input (spec 5-pages §5.2.6), part of its description. */
  help?: ReactNode;
  /** Extra ids for the input's aria-describedby (error texts). */
  describedBy?: string;
  invalid?: boolean;
  inputId?: string;
  /** The body field it edits, as the input's name: the form's error summary links to it. */
  name?: string;
}

/**
 * The search keys of each options list, built once per list (the pages keep their options lists
 * while their data does not change): not while the page loads, but when the browser is idle after
 * it, or at the latest when the dropdown opens.
 */
const indexes = new WeakMap<readonly SelectorOption[], Indexed<SelectorOption>[]>();

function optionIndex(options: readonly SelectorOption[]): Indexed<SelectorOption>[] {
  let index = indexes.get(options);
  if (!index) {
    index = searchIndex(options, (option) => option.searchText ?? option.label, (option) => option.label);
    indexes.set(options, index);
  }
  return index;
}

type Entry =
  | { kind: 'option'; option: SelectorOption; disabled: boolean }
  | { kind: 'create'; text: string }
  | { kind: 'retry' };

/**
 * The search-as-you-type multi-select of spec 4-shell §4.11.1 (ARIA combobox with a listbox
 * popup): accent-insensitive matching, selected items as removable tags in the order added, a
 * maximum with its message, polite announcements, and full keyboard use.
 */
export function Selector({
  label,
  options,
  selected,
  onChange,
  max,
  excludeIds,
  failed = false,
  onRetry,
  create,
  onEditTag,
  help,
  describedBy,
  invalid,
  inputId,
  name,
}: SelectorProps) {
  const { t, language } = useLanguage();
  const ownId = useId();
  const id = inputId ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const limitId = `${ownId}-limit`;
  const helpId = `${ownId}-help`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  const full = max !== undefined && selected.length >= max;
  const selectedIds = useMemo(() => new Set(selected.map((item) => item.id)), [selected]);
  const excluded = useMemo(() => new Set(excludeIds ?? []), [excludeIds]);
  // The options' normalised keys are computed once per options list (optionIndex), not per
  // keystroke: matching on them takes a few milliseconds even over 50,000 options, so it follows
  // the typed text in the same render (a deferred value cost a second render per keystroke).
  const words = useMemo(() => searchWords(text), [text]);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => optionIndex(options));
    return () => cancelIdleCallback(handle);
  }, [options]);

  // Only an open dropdown shows or announces matches; only the rendered ones are collected.
  const matches = useMemo(
    () => (open ? firstMatches(optionIndex(options), words, MAX_RENDERED_OPTIONS, (option) => !selectedIds.has(option.id) && !excluded.has(option.id)) : { shown: [], total: 0 }),
    [open, options, selectedIds, excluded, words],
  );

  const trimmed = text.trim();
  const showCreate = Boolean(create && trimmed && !full && !create.exists(trimmed));
  const entries: Entry[] = failed
    ? onRetry
      ? [{ kind: 'retry' }]
      : []
    : [
        ...matches.shown.map((option): Entry => ({ kind: 'option', option, disabled: full })),
        ...(showCreate ? [{ kind: 'create', text: trimmed } as Entry] : []),
      ];
  const hidden = failed ? 0 : matches.total - matches.shown.length;
  const activeIndex = Math.min(active, Math.max(0, entries.length - 1));
  const activeEntryId = open && entries.length > 0 ? `${ownId}-opt-${activeIndex}` : undefined;

  // Announce the number of matches after 500 ms without typing.
  const matchCount = matches.total;
  useEffect(() => {
    if (!open || failed) return;
    const timer = setTimeout(() => {
      const key = isSingular(matchCount, language) ? 'selector.matchesOne' : 'selector.matchesOther';
      announce(t(key, { count: formatCount(matchCount, language) }), 'polite');
    }, MATCH_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, failed, matchCount, text, language, t]);

  // A click outside closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // After a removal, focus the next tag's remove button, or the previous one, or the input.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const button = target ? removeButtons.current.get(target) : undefined;
    (button ?? inputRef.current)?.focus();
  });

  const add = (option: SelectorOption) => {
    if (full || selectedIds.has(option.id)) return;
    onChange([...selected, option]);
    setText('');
    setActive(0);
    announce(t('selector.added', { label: option.label }), 'polite');
    if (max !== undefined && selected.length + 1 >= max) announce(t('selector.maximum', { count: max }), 'polite');
  };

  const remove = (option: SelectorOption) => {
    const index = selected.findIndex((item) => item.id === option.id);
    const next = selected.filter((item) => item.id !== option.id);
    onChange(next);
    announce(t('selector.removed', { label: option.label }), 'polite');
    const neighbour = selected[index + 1] ?? selected[index - 1];
    pendingFocus.current = neighbour ? neighbour.id : '';
  };

  const choose = (entry: Entry | undefined) => {
    if (!entry) return;
    if (entry.kind === 'option') {
      if (!entry.disabled) add(entry.option);
    } else if (entry.kind === 'create') {
      create?.onCreate(entry.text);
      setOpen(false);
    } else {
      onRetry?.();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else setActive(Math.min(activeIndex + 1, Math.max(0, entries.length - 1)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter':
        if (open && entries.length > 0) {
          event.preventDefault();
          choose(entries[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const describedByIds = [help ? helpId : undefined, describedBy, full ? limitId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="selector" ref={containerRef}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
      <div className="selector-control">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          className="text-input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeEntryId}
          aria-describedby={describedByIds}
          aria-invalid={invalid ? 'true' : undefined}
          autoComplete="off"
          placeholder={t('selector.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <div className="selector-dropdown" hidden={!open}>
          {failed ? <p className="selector-note">{t('lists.listFailed')}</p> : null}
          <ul id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} className="selector-options">
            {open
              ? entries.map((entry, index) => {
                  const optionId = `${ownId}-opt-${index}`;
                  const isActive = index === activeIndex;
                  const text =
                    entry.kind === 'option'
                      ? entry.option.label
                      : entry.kind === 'create'
                        ? (create?.label(entry.text) ?? entry.text)
                        : t('session.tryAgain');
                  return (
                    <li
                      key={entry.kind === 'option' ? entry.option.id : entry.kind}
                      id={optionId}
                      role="option"
                      aria-selected={isActive}
                      aria-disabled={entry.kind === 'option' && entry.disabled ? 'true' : undefined}
                      className={`selector-option${isActive ? ' is-active' : ''}`}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(entry)}
                    >
                      {text}
                    </li>
                  );
                })
              : null}
          </ul>
          {open && !failed && matches.total === 0 && !showCreate ? (
            <p className="selector-note">{t('selector.noMatches')}</p>
          ) : null}
          {open && hidden > 0 ? (
            <p className="selector-note">{t('selector.moreMatches', { count: formatCount(hidden, language) })}</p>
          ) : null}
        </div>
      </div>
      {full ? (
        <p id={limitId} className="selector-limit">
          {t('selector.maximum', { count: max ?? 0 })}
        </p>
      ) : null}
      {selected.length > 0 ? (
        <ul className="selector-tags">
          {selected.map((item) => (
            <li key={item.id}>
              <Tag
                seed={item.seed ?? item.label}
                label={item.label}
                onRemove={() => remove(item)}
                {...(onEditTag ? { onEdit: () => onEditTag(item) } : {})}
                removeRef={(element) => {
                  if (element) removeButtons.current.set(item.id, element);
                  else removeButtons.current.delete(item.id);
                }}
              >
                {item.label}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
