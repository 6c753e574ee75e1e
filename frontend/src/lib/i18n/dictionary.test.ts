import { describe, expect, it } from 'vitest';
import { dictionaryFor, translate, translateAround, type Dictionary, type PagesTexts, type ShellTexts } from './dictionary';
import { pagesEn } from './pages-en';
import { pagesFr } from './pages-fr';
import { shellEn } from './shell-en';
import { shellFr } from './shell-fr';

const en: Dictionary = { ...shellEn, ...pagesEn };
const fr: Dictionary = { ...shellFr, ...pagesFr };

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

describe('typed dictionaries', () => {
  it('French has exactly the English keys, every text non-empty', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    const raw = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr) as string;
    for (const key of keys(fr)) expect(raw(key).trim()).not.toBe('');
  });

  it('French texts use the same placeholders as English', () => {
    for (const key of keys(en)) {
      expect(placeholders(translate('fr', key as never, {}))).toEqual([]);
      const raw = (lang: 'en' | 'fr') =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionaryFor(lang));
      expect(placeholders(raw('fr') as string)).toEqual(placeholders(raw('en') as string));
    }
  });

  it('the type of each French part is the English one', () => {
    // A French part missing a key does not type-check (checked by tsc, not at run time).
    // @ts-expect-error -- 'home' is missing
    const missing: ShellTexts = { ...shellFr, nav: { ...shellFr.nav }, home: undefined };
    // @ts-expect-error -- 'members.nounOne' is missing
    const partial: PagesTexts = { ...pagesFr, members: { heading: 'x', name: 'y', nounOther: 'z' } };
    expect(missing).toBeDefined();
    expect(partial).toBeDefined();
  });

  it('the two parts share no top-level group (a later part would hide an earlier one)', () => {
    expect(Object.keys(shellEn).filter((group) => group in pagesEn)).toEqual([]);
    expect(dictionaryFor('fr')).toEqual(fr);
    expect(dictionaryFor('en')).toEqual(en);
  });

  it('French typography: a no-break space before : ; ! ? and inside « »', () => {
    const raw = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr) as string;
    for (const key of keys(fr)) {
      const text = raw(key).replace(/{{\s*\w+\s*}}/g, 'x');
      for (const match of text.matchAll(/[:;!?»]/g)) {
        expect(text[(match.index ?? 0) - 1], `${key}: "${text}"`).toBe('\u00a0');
      }
      for (const match of text.matchAll(/«/g)) {
        expect(text[(match.index ?? 0) + 1], `${key}: "${text}"`).toBe('\u00a0');
      }
    }
  });

  it('fills placeholders and keeps French non-breaking spaces', () => {
    expect(translate('en', 'home.hello', { name: 'Ana' })).toBe('Hello Ana!');
    expect(translate('fr', 'home.hello', { name: 'Ana' })).toBe('Bonjour Ana\u00a0!');
    expect(translate('fr', 'toast.errorPrefix')).toBe('Erreur\u00a0: ');
    expect(translate('en', 'toast.errorPrefix')).toBe('Error: ');
  });

  it('splits a text around a placeholder', () => {
    expect(translateAround('en', 'home.roleUpdateProfile', 'link')).toEqual(['Please update ', '!']);
    expect(translateAround('fr', 'home.roleUpdateProfile', 'link')).toEqual(['Veuillez mettre à jour ', '\u00a0!']);
  });

  it('seed texts are exact', () => {
    expect(translate('en', 'session.notRegistered')).toBe(
      'This account is not registered. If you are a member, please ask an administrator to register you.',
    );
    expect(translate('fr', 'session.notRegistered')).toBe(
      "Ce compte n'est pas enregistré. Si vous êtes membre, veuillez demander à un administrateur de vous inscrire.",
    );
    expect(translate('en', 'session.sessionExpired')).toBe('Your session has expired, please login again.');
    expect(translate('fr', 'session.sessionExpired')).toBe('Votre session a expiré, veuillez vous reconnecter.');
    expect(translate('en', 'session.loadingAccount')).toBe('Loading your account...');
    expect(translate('fr', 'session.loadingAccount')).toBe('Chargement de votre compte...');
    expect([translate('en', 'session.login'), translate('fr', 'session.login')]).toEqual(['Login', 'Connecter']);
    expect([translate('en', 'session.logout'), translate('fr', 'session.logout')]).toEqual(['Logout', 'Déconnecter']);
  });
});
