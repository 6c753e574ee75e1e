import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, IDENTITY, makeStore, renderWith, sessionStateFor } from '../../test/render';
import { AvatarMenu } from './avatar-menu';
import { initialsOf } from './initials';

const NOTICE_EN =
  'This account is not registered. If you are a member, please ask an administrator to register you.';
const NOTICE_FR =
  "Ce compte n'est pas enregistré. Si vous êtes membre, veuillez demander à un administrateur de vous inscrire.";

function open(name: RegExp | string) {
  const button = screen.getByRole('button', { name });
  fireEvent.click(button);
  return button;
}

function panelText(): string {
  return screen.getByRole('group').textContent ?? '';
}

describe('avatar dropdown', () => {
  it('unregistered: identity name, username, notice, Logout, no badges', () => {
    renderWith(<AvatarMenu />, { role: 'unregistered' });
    const button = open('JL, account menu of Jordan Lee');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Jordan Lee' });
    expect(group.textContent).toContain(IDENTITY.username);
    expect(group.textContent).toContain(NOTICE_EN);
    expect(group.textContent).not.toContain('Administrator');
    expect(group.textContent).not.toContain('Member');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('unregistered, in French', () => {
    renderWith(<AvatarMenu />, { role: 'unregistered', language: 'fr' });
    open('JL, menu du compte de Jordan Lee');
    expect(panelText()).toContain(NOTICE_FR);
    expect(screen.getByRole('button', { name: 'Déconnecter' })).toBeTruthy();
  });

  it('account not loaded: message and Try again instead of the notice', () => {
    const { store } = renderWith(<AvatarMenu />, { role: 'unavailable' });
    const refresh = vi.spyOn(store, 'refresh').mockResolvedValue();
    open(/account menu of Jordan Lee/);
    expect(panelText()).toContain('Your account could not be loaded.');
    expect(panelText()).not.toContain(NOTICE_EN);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('registered, not a member: local name and login e-mail, no badge', () => {
    renderWith(<AvatarMenu />, { role: 'registered' });
    open('ÉL, account menu of Élise Lavoie');
    const text = panelText();
    expect(text).toContain('Élise Lavoie');
    expect(text).toContain('elise.lavoie@aurora-network.example');
    expect(text).not.toContain(NOTICE_EN);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('member: Member badge only', () => {
    renderWith(<AvatarMenu />, { role: 'member' });
    open(/account menu/);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Member']);
  });

  it('administrator and member: both badges, Administrator first (French too)', () => {
    renderWith(<AvatarMenu />, { role: 'admin', language: 'fr' });
    open(/menu du compte/);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Administrateur', 'Membre']);
  });

  it('Escape closes the panel and returns focus to the button', () => {
    renderWith(<AvatarMenu />, { role: 'member' });
    const button = screen.getByRole('button', { name: /account menu/ });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Logout');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('Logout clears the local account and signs out without navigating', async () => {
    const auth = fakeAuth();
    const store = makeStore(sessionStateFor('admin'), auth);
    renderWith(<AvatarMenu />, { store });
    open(/account menu/);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(store.getSnapshot().account).toBeNull();
    await waitFor(() => expect(auth.logout).toHaveBeenCalledOnce());
  });
});

describe('initials', () => {
  it('from the local account, the identity name, or the username', () => {
    expect(initialsOf({ first_name: 'élise', last_name: 'lavoie' } as never, null)).toBe('ÉL');
    expect(initialsOf(null, { ...IDENTITY, name: 'Jordan Alex Lee' })).toBe('JL');
    expect(initialsOf(null, { ...IDENTITY, name: 'Jordan' })).toBe('J');
    expect(initialsOf(null, { ...IDENTITY, name: '' })).toBe('J');
    expect(initialsOf(null, { ...IDENTITY, name: '', username: '' })).toBe('');
    // A combining accent stays with its letter.
    expect(initialsOf({ first_name: 'E\u0301mile', last_name: 'Roy' } as never, null)).toBe('E\u0301R');
  });
});
