/** Pieces of the record detail pages (spec 5-pages §5.2.3, §5.2.4): description lists, member tags, tabs. */
import type { MemberReference } from '@portal/common/api/refs';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import { Tag } from './tag';
import { Link } from 'wouter';
import { formatDate } from '../lib/i18n/format';
import { BilingualText, MissingValue } from './values';
import './record-pages.css';
import { tagSeed } from '../lib/text/tag-colour';
import { MissingLanguageBadge } from './translation-markers';
import { pairState } from '@portal/common/bilingual/completeness';

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="detail-list">{children}</dl>;
}

/**
 * One label/value pair. In the public view (`hideEmpty`) an empty value leaves the pair out; in
 * the private view it shows "—" (or "None" for a list). `badge` follows the label (the editors'
 * translation badge of spec 6-data-and-beyond §6.3.6).
 */
export function DetailItem({ label, children, empty, hideEmpty, list, badge }: { label: string; children: ReactNode; empty: boolean; hideEmpty?: boolean; list?: boolean; badge?: ReactNode }) {
  const { t } = useLanguage();
  if (empty && hideEmpty) return null;
  return (
    <>
      <dt>
        {label}
        {badge}
      </dt>
      <dd>{empty ? list ? t('lists.none') : <MissingValue /> : children}</dd>
    </>
  );
}

/** Member tags: a link to `/members/{id}` when active, else a plain tag and "(inactive)". */
export function MemberTags({ members }: { members: readonly MemberReference[] }) {
  const { t } = useLanguage();
  return (
    <ul className="tag-row">
      {members.map((member) => {
        const name = `${member.first_name} ${member.last_name}`;
        return (
          <li key={member.id}>
            {member.is_active ? (
              <Tag seed={tagSeed.person(member.first_name, member.last_name)} href={`/members/${encodeURIComponent(member.id)}`}>
                {name}
              </Tag>
            ) : (
              <>
                <Tag seed={tagSeed.person(member.first_name, member.last_name)}>{name}</Tag> {t('records.inactive')}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Plain or linked tags. */
/** Tags of records; `seed` is the colour seed of the record's kind (spec 4-shell §4.11.2). */
export function TagList({ items }: { items: ReadonlyArray<{ id: string; seed: string; label: ReactNode; href?: string; lang?: string }> }) {
  return (
    <ul className="tag-row">
      {items.map((item) => (
        <li key={item.id} lang={item.lang}>
          <Tag seed={item.seed} {...(item.href ? { href: item.href } : {})} label={typeof item.label === 'string' ? item.label : ''}>
            {item.label}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/**
 * A record's name or title in both languages (spec 5-pages §5.2.3): where empty items are left out
 * (the public page, whose heading shows the active language), only the other language's, when
 * both exist; elsewhere both, "—" when empty, the empty one of a one-sided pair with the editors'
 * badge (spec 6-data-and-beyond §6.3.6).
 */
export function BilingualNameItems({ en, fr, labels, hideEmpty }: { en: string | null; fr: string | null; labels: { en: string; fr: string }; hideEmpty: boolean }) {
  const { language } = useLanguage();
  const has = (text: string | null) => Boolean(text?.trim());
  if (hideEmpty) {
    if (!has(en) || !has(fr)) return null;
    const other = language === 'fr' ? 'en' : 'fr';
    return (
      <DetailItem label={labels[other]} empty={false}>
        <span lang={other}>{other === 'en' ? en : fr}</span>
      </DetailItem>
    );
  }
  const state = pairState(en, fr);
  return (
    <>
      <DetailItem label={labels.en} empty={!has(en)} badge={state === 'missing-en' ? <MissingLanguageBadge language="en" /> : null}>
        <span lang="en">{en}</span>
      </DetailItem>
      <DetailItem label={labels.fr} empty={!has(fr)} badge={state === 'missing-fr' ? <MissingLanguageBadge language="fr" /> : null}>
        <span lang="fr">{fr}</span>
      </DetailItem>
    </>
  );
}

/** A linked record: an event or a product (bilingual names), or a grant (one title). */
export type LinkedRecord =
  | { id: string; name_en: string | null; name_fr: string | null; start_date?: string | null }
  | { id: string; title_en: string | null; title_fr: string | null }
  | { id: string; title: string };

/** Links to records of one section, one per line; events show their start date. */
export function RecordLinks({ section, records }: { section: 'events' | 'products' | 'grants'; records: readonly LinkedRecord[] }) {
  const { language } = useLanguage();
  return (
    <ul className="plain-list">
      {records.map((record) => {
        const date = 'start_date' in record ? formatDate(record.start_date ?? null, language) : null;
        let name: ReactNode;
        if ('name_en' in record) name = <BilingualText en={record.name_en} fr={record.name_fr} />;
        else if ('title_en' in record) name = <BilingualText en={record.title_en} fr={record.title_fr} />;
        else name = record.title;
        return (
          <li key={record.id}>
            <Link href={`/${section}/${encodeURIComponent(record.id)}`}>{name}</Link>
            {date ? ` (${date})` : null}
          </li>
        );
      })}
    </ul>
  );
}

export interface TabDefinition {
  key: string;
  label: string;
}

/** The ARIA tab pattern: arrow keys move between tabs, Tab enters the panel. */
export function RecordTabs({ tabs, active, onSelect, idBase, children }: { tabs: readonly TabDefinition[]; active: string; onSelect: (key: string) => void; idBase: string; children: ReactNode }) {
  const { t } = useLanguage();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('records.tabs')} className="tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${idBase}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel-${active}`} aria-labelledby={`${idBase}-tab-${active}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
