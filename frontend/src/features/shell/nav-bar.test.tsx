import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith, type TestRole } from '../../test/render';
import { NavBar } from './nav-bar';

/** The bar; for an administrator, once the Accounts group (loaded on demand) is in. */
async function renderNavBar(options: Parameters<typeof renderWith>[1] & { role: TestRole }) {
  renderWith(<NavBar />, options);
  if (options.role === 'admin') await screen.findByRole('button', { name: /^(Accounts|Comptes)$/ });
}

function menuLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: /Main menu|Menu principal/ });
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent ?? '')
    .concat(within(nav).queryAllByRole('button').map((b) => `[${b.textContent ?? ''}]`));
}

describe('navigation bar', () => {
  const cases: Array<[TestRole, string[]]> = [
    ['visitor', ['Home']],
    ['unregistered', ['Home']],
    ['registered', ['Home', 'Members', 'Products', 'Partners', 'My Profile']],
    ['member', ['Home', 'Members', 'Products', 'Partners', 'My Profile']],
    [
      'admin',
      [
        'Home',
        'Members',
        'Products',
        'Partners',
        'Grants',
        'Events',
        'Supervisions',
        'All accounts',
        'Register an account',
        'My Profile',
        '[Accounts]',
      ],
    ],
  ];
  for (const [role, expected] of cases) {
    it(`shows the menu of a ${role}`, async () => {
      await renderNavBar({ role });
      expect(menuLabels()).toEqual(expected);
    });
  }

  it('shows the French menu of an administrator', async () => {
    await renderNavBar({ role: 'admin', language: 'fr' });
    expect(menuLabels()).toEqual([
      'Accueil',
      'Membres',
      'Produits',
      'Partenaires',
      'Subventions',
      'Événements',
      'Supervisions',
      'Tous les comptes',
      'Enregistrer un compte',
      'Mon profil',
      '[Comptes]',
    ]);
  });

  it('highlights the current item by path', async () => {
    await renderNavBar({ role: 'admin', path: '/members/abc/private' });
    expect(screen.getByRole('link', { name: 'Members' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks the exact page with aria-current="page"', async () => {
    await renderNavBar({ role: 'admin', path: '/register' });
    expect(screen.getByRole('link', { name: 'Register an account' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Accounts' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a spinner in the menu and no session control while the account loads', () => {
    renderWith(<NavBar />, { role: 'loading' });
    expect(menuLabels()).toEqual(['Home']);
    expect(screen.getByRole('img', { name: 'Loading your account...' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: /account menu/ })).toBeNull();
  });

  it('shows the Login button to a visitor, in both languages', () => {
    renderWith(<NavBar />, { role: 'visitor' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'FR - Français' }));
    expect(screen.getByRole('button', { name: 'Connecter' })).toBeTruthy();
  });

  it('Login starts the sign-in', () => {
    const { store } = renderWith(<NavBar />, { role: 'visitor' });
    let called = 0;
    store.login = async () => {
      called += 1;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(called).toBe(1);
  });

  it('shows the avatar to a signed-in user (its code loads on demand, behind a same-size placeholder)', async () => {
    renderWith(<NavBar />, { role: 'member' });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'ÉL, account menu of Élise Lavoie' })).toBeTruthy();
  });

  it('the logo links home with the network name', () => {
    renderWith(<NavBar />, { role: 'visitor', language: 'fr' });
    const logo = screen.getByRole('link', { name: 'Réseau de recherche Aurora - Accueil' });
    expect(logo.getAttribute('href')).toBe('/');
  });

  it('the Accounts group opens with Arrow Down and closes with Escape', async () => {
    await renderNavBar({ role: 'admin' });
    const button = screen.getByRole('button', { name: 'Accounts' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('All accounts');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('the collapsed menu: a disclosure that closes on Escape, on a route change and when focus leaves it', () => {
    renderWith(
      <>
        <NavBar />
        <button type="button">After</button>
      </>,
      { role: 'admin' },
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const last = screen.getByRole('link', { name: 'My Profile' });
    fireEvent.blur(last, { relatedTarget: screen.getByRole('button', { name: 'After' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Logout waits for the unsaved-changes prompt when the page is dirty', async () => {
    const { store, unsaved } = renderWith(<NavBar />, { role: 'member' });
    unsaved.setDirty(true);
    fireEvent.click(await screen.findByRole('button', { name: /account menu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(unsaved.getSnapshot().prompt?.source).toBe('action');
    expect(store.getSnapshot().status).toBe('registered');
    unsaved.discard();
    expect(store.getSnapshot().status).toBe('signed-out');
  });
});
