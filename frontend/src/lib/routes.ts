/**
 * The route patterns of the SPA (seed §2; spec 4-shell §4.5, 5-pages §5.1) and the document title
 * section of each. A path that matches no pattern is "Page not found" (spec 4-shell §4.10.1),
 * including unknown paths under a known section.
 */
import type { MessageKey } from './i18n/dictionary';

export type SectionTitle = Extract<MessageKey, `titles.${string}`>;

export const ENTITY_SECTIONS = ['members', 'products', 'partners', 'grants', 'events', 'supervisions'] as const;
export type EntitySection = (typeof ENTITY_SECTIONS)[number];

const SECTION_TITLES: Record<EntitySection, SectionTitle> = {
  members: 'titles.members',
  products: 'titles.products',
  partners: 'titles.partners',
  grants: 'titles.grants',
  events: 'titles.events',
  supervisions: 'titles.supervisions',
};

/** Registration pages under a section (spec 5-pages §5.1.1). */
const SECTION_REGISTER_PAGES: Record<EntitySection, readonly string[]> = {
  members: [],
  products: ['register'],
  partners: ['register', 'register-partner'],
  grants: ['register'],
  events: ['register'],
  supervisions: ['register', 'register-supervision'],
};

/** Any single segment stands for a record id there (the record page decides whether it exists). */
const isId = (segment: string | undefined): boolean => Boolean(segment);

export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return trimmed || '/';
}

/** The document-title section of a path, or null when no route matches. */
export function routeSection(path: string): SectionTitle | null {
  const segments = normalisePath(path).split('/').filter(Boolean);
  if (segments.length === 0) return 'titles.home';
  const [first = '', second, third, ...rest] = segments;
  if (rest.length > 0) return null;
  if (segments.length === 1) {
    switch (first) {
      case '404':
        return 'titles.notFound';
      case 'accounts':
        return 'titles.accounts';
      case 'register':
        return 'titles.register';
      case 'my-profile':
        return 'titles.myProfile';
    }
  }
  if (first === 'accounts') return segments.length === 2 && isId(second) ? 'titles.accounts' : null;
  if (!(ENTITY_SECTIONS as readonly string[]).includes(first)) return null;
  const section = first as EntitySection;
  const title = SECTION_TITLES[section];
  if (second === undefined) return title;
  if (third === undefined) {
    if (SECTION_REGISTER_PAGES[section].includes(second)) return title;
    return isId(second) ? title : null;
  }
  return isId(second) && (third === 'public' || third === 'private') ? title : null;
}

/** Dictionary key of the section title of `path` ("Page not found" for unknown paths). */
export function sectionTitleKey(path: string): SectionTitle {
  return routeSection(path) ?? 'titles.notFound';
}
