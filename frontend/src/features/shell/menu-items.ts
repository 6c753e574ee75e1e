/**
 * Menu of the navigation bar (spec 4-shell §4.2.2), read from the route table (lib/routes.ts):
 * fixed order, each item shown only to the roles its page lets in.
 */
import type { Role } from '../../lib/auth/session';
import type { MessageKey } from '../../lib/i18n/dictionary';
import { APP_ROUTES, normalisePath } from '../../lib/routes';

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

type Audience = 'everyone' | 'registered' | 'admin';

interface MenuItem {
  entry: MenuEntry;
  audience: Audience;
}

/**
 * The menu items of the route table, in its order; consecutive items of one group make that
 * group. An item is shown to the roles its page's guard lets in; a group, to those of its first
 * item (the Accounts items are both for administrators).
 */
const MENU: readonly MenuItem[] = APP_ROUTES.reduce<MenuItem[]>((menu, route) => {
  if (!route.menu) return menu;
  const link: MenuLink = { kind: 'link', label: route.menu.label, href: route.path };
  const audience: Audience = route.guard?.role ?? 'everyone';
  const group = route.menu.group;
  const last = menu[menu.length - 1];
  if (group === undefined) menu.push({ entry: link, audience });
  else if (last?.entry.kind === 'group' && last.entry.label === group) last.entry.items.push(link);
  else menu.push({ entry: { kind: 'group', label: group, items: [link] }, audience });
  return menu;
}, []);

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
