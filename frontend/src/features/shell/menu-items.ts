/**
 * Menu of the navigation bar (spec 4-shell §4.2.2): fixed order, each item shown only to its
 * roles.
 */
import type { Role } from '../../lib/auth/session';
import type { MessageKey } from '../../lib/i18n/dictionary';

export interface MenuLink {
  kind: 'link';
  label: MessageKey;
  href: string;
}

export interface MenuGroup {
  kind: 'group';
  label: MessageKey;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (label: MessageKey, href: string): MenuLink => ({ kind: 'link', label, href });

type Audience = 'everyone' | 'registered' | 'admin';

const MENU: ReadonlyArray<{ entry: MenuEntry; audience: Audience }> = [
  { entry: link('nav.home', '/'), audience: 'everyone' },
  { entry: link('nav.members', '/members'), audience: 'registered' },
  { entry: link('nav.products', '/products'), audience: 'registered' },
  { entry: link('nav.partners', '/partners'), audience: 'registered' },
  { entry: link('nav.grants', '/grants'), audience: 'admin' },
  { entry: link('nav.events', '/events'), audience: 'admin' },
  { entry: link('nav.supervisions', '/supervisions'), audience: 'admin' },
  {
    entry: {
      kind: 'group',
      label: 'nav.accounts',
      items: [link('nav.allAccounts', '/accounts'), link('nav.registerAccount', '/register')],
    },
    audience: 'admin',
  },
  { entry: link('nav.myProfile', '/my-profile'), audience: 'registered' },
];

function sees(role: Role, audience: Audience): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'registered':
      return role === 'registered' || role === 'member' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}

/** The menu entries a role sees, in order. */
export function menuFor(role: Role): MenuEntry[] {
  return MENU.filter((m) => sees(role, m.audience)).map((m) => m.entry);
}

function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : clean || '/';
}

/**
 * aria-current of a menu link for the current path (spec 4-shell §4.2.3): "page" when the path
 * equals the target, "true" when it is below it, undefined otherwise. Home is current only on "/".
 */
export function currentState(path: string, href: string): 'page' | 'true' | undefined {
  const current = normalisePath(path);
  if (current === href) return 'page';
  if (href !== '/' && current.startsWith(`${href}/`)) return 'true';
  return undefined;
}

/** True when one of the group's items is current. */
export function groupIsCurrent(path: string, group: MenuGroup): boolean {
  return group.items.some((item) => currentState(path, item.href) !== undefined);
}
