/**
 * Document titles (spec 4-shell §4.5): "<short name> - <section>", the section taken from the
 * first path segment.
 */
import type { MessageKey } from './i18n/dictionary';

const SECTIONS: Record<string, MessageKey> = {
  '': 'titles.home',
  members: 'titles.members',
  accounts: 'titles.accounts',
  register: 'titles.register',
  'my-profile': 'titles.myProfile',
  products: 'titles.products',
  partners: 'titles.partners',
  grants: 'titles.grants',
  events: 'titles.events',
  supervisions: 'titles.supervisions',
};

/** Dictionary key of the section of `path`; unknown paths are "Page not found". */
export function sectionTitleKey(path: string): MessageKey {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const segments = clean.split('/').filter(Boolean);
  if (segments.length === 0) return 'titles.home';
  const first = segments[0] ?? '';
  // Top-level pages exist only as exactly one segment.
  if ((first === 'register' || first === 'my-profile') && segments.length > 1) return 'titles.notFound';
  return SECTIONS[first] ?? 'titles.notFound';
}

export function documentTitle(shortName: string, section: string): string {
  return `${shortName} - ${section}`;
}
