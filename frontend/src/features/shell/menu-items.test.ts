import { describe, expect, it } from 'vitest';
import type { Role } from '../../lib/auth/session';
import { translate, type Language } from '../../lib/i18n/dictionary';
import { APP_ROUTES } from '../../lib/routes';
import { currentState, groupIsCurrent, menuFor, type MenuEntry } from './menu-items';

function labels(entries: MenuEntry[], language: Language): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link'
      ? [translate(language, entry.label)]
      : [
          translate(language, entry.label),
          ...entry.items.map((item) => `  ${translate(language, item.label)}`),
        ],
  );
}

const EXPECTED: Record<Role, Record<Language, string[]>> = {
  visitor: { en: ['Home'], fr: ['Accueil'] },
  unregistered: { en: ['Home'], fr: ['Accueil'] },
  registered: {
    en: ['Home', 'Members', 'Products', 'Partners', 'My Profile'],
    fr: ['Accueil', 'Membres', 'Produits', 'Partenaires', 'Mon profil'],
  },
  member: {
    en: ['Home', 'Members', 'Products', 'Partners', 'My Profile'],
    fr: ['Accueil', 'Membres', 'Produits', 'Partenaires', 'Mon profil'],
  },
  admin: {
    en: [
      'Home',
      'Members',
      'Products',
      'Partners',
      'Grants',
      'Events',
      'Supervisions',
      'Accounts',
      '  All accounts',
      '  Register an account',
      'My Profile',
    ],
    fr: [
      'Accueil',
      'Membres',
      'Produits',
      'Partenaires',
      'Subventions',
      'Événements',
      'Supervisions',
      'Comptes',
      '  Tous les comptes',
      '  Enregistrer un compte',
      'Mon profil',
    ],
  },
};

describe('menu items per role', () => {
  for (const role of Object.keys(EXPECTED) as Role[]) {
    for (const language of ['en', 'fr'] as const) {
      it(`${role} in ${language}`, () => {
        expect(labels(menuFor(role), language)).toEqual(EXPECTED[role][language]);
      });
    }
  }

  it('targets', () => {
    const hrefs = menuFor('admin').flatMap((e) => (e.kind === 'link' ? [e.href] : e.items.map((i) => i.href)));
    expect(hrefs).toEqual([
      '/',
      '/members',
      '/products',
      '/partners',
      '/grants',
      '/events',
      '/supervisions',
      '/accounts',
      '/register',
      '/my-profile',
    ]);
  });
});

describe('current item', () => {
  it('Home is current only on /', () => {
    expect(currentState('/', '/')).toBe('page');
    expect(currentState('/members', '/')).toBeUndefined();
  });

  it('exact path is "page", a path below is "true"; query, hash and trailing slash ignored', () => {
    expect(currentState('/members', '/members')).toBe('page');
    expect(currentState('/members/', '/members')).toBe('page');
    expect(currentState('/members?faculties=a#x', '/members')).toBe('page');
    expect(currentState('/members/abc/private', '/members')).toBe('true');
    expect(currentState('/membership', '/members')).toBeUndefined();
    expect(currentState('/accounts/abc', '/accounts')).toBe('true');
  });

  it('the Accounts group is current when a sub-item is', () => {
    const group = menuFor('admin').find((e) => e.kind === 'group');
    if (group?.kind !== 'group') throw new Error('no group');
    expect(groupIsCurrent('/register', group)).toBe(true);
    expect(groupIsCurrent('/accounts/x', group)).toBe(true);
    expect(groupIsCurrent('/members', group)).toBe(false);
  });
});

describe('menu and routes from one table', () => {
  const ROLES: Role[] = ['visitor', 'unregistered', 'registered', 'member', 'admin'];
  const links = (entries: MenuEntry[]) => entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items));
  /** Whether the page's guard lets the role in, as far as the role alone decides. */
  const admits = (role: Role, guardRole: string | undefined) =>
    guardRole === undefined || (guardRole === 'registered' ? ['registered', 'member', 'admin'].includes(role) : role === 'admin');

  it('lists exactly the routes of the table that have a menu entry, in the table order, with their labels', () => {
    const menuRoutes = APP_ROUTES.filter((route) => route.menu);
    expect(links(menuFor('admin')).map((link) => [link.href, link.label])).toEqual(
      menuRoutes.map((route) => [route.path, route.menu?.label]),
    );
  });

  it('groups the items the table puts in a group', () => {
    const groups = menuFor('admin').filter((entry) => entry.kind === 'group');
    for (const group of groups) {
      for (const item of group.items) {
        expect(APP_ROUTES.find((route) => route.path === item.href)?.menu?.group, item.href).toBe(group.label);
      }
    }
  });

  it('shows each item to the roles its page guard lets in', () => {
    for (const role of ROLES) {
      const shown = links(menuFor(role)).map((link) => link.href);
      const expected = APP_ROUTES.filter((route) => route.menu && admits(role, route.guard?.role)).map((route) => route.path);
      expect(shown, role).toEqual(expected);
    }
  });
});
