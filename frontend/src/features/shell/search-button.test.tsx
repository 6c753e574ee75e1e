import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { consumeSearchFieldFocus, setSearchShortcut } from '../../lib/search-shortcut';
import { renderWith, type TestRole } from '../../test/render';
import { NavBar } from './nav-bar';

/** The header; for a signed-in role, once its search button (loaded on demand) is in. */
async function renderNav(role: TestRole, language: 'en' | 'fr' = 'en', path = '/members') {
  const location = memoryLocation({ path, record: true });
  renderWith(<NavBar />, { role, language, router: (children) => <Router hook={location.hook} searchHook={location.searchHook}>{children}</Router> });
  if (role === 'registered' || role === 'member' || role === 'admin') await screen.findByRole('button', { name: /^(Search|Rechercher)$/ });
  return location;
}

const slash = (target: Element = document.body) => fireEvent.keyDown(target, { key: '/' });

describe('header search button and shortcut (spec 6-data-and-beyond §6.3.3, 4-shell §4.1.1)', () => {
  afterEach(() => {
    act(() => setSearchShortcut(true));
    consumeSearchFieldFocus();
  });

  for (const role of ['visitor', 'unregistered', 'loading'] as const) {
    it(`is absent for a ${role}, and "/" does nothing`, async () => {
      const location = await renderNav(role);
      expect(screen.queryByRole('button', { name: /^Search/ })).toBeNull();
      slash();
      expect(location.history).toEqual(['/members']);
    });
  }

  it('sits right before the language toggle, named "Search" with the tooltip "Search (/)"', async () => {
    await renderNav('member');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('title')).toBe('Search (/)');
    expect(button.nextElementSibling?.className).toBe('language-toggle');
  });

  it('is "Rechercher" in French', async () => {
    await renderNav('registered', 'fr');
    expect(screen.getByRole('button', { name: 'Rechercher' }).getAttribute('title')).toBe('Rechercher (/)');
  });

  it('opens /search and asks for the field focus', async () => {
    const location = await renderNav('member');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.history).toEqual(['/members', '/search']);
    expect(consumeSearchFieldFocus()).toBe(true);
  });

  it('"/" opens /search and prevents the key; typed in a text field it is a character', async () => {
    const location = await renderNav('admin');
    const input = document.body.appendChild(document.createElement('input'));
    expect(fireEvent.keyDown(input, { key: '/' })).toBe(true);
    expect(location.history).toEqual(['/members']);
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    expect(location.history).toEqual(['/members', '/search']);
    input.remove();
  });

  it('with the shortcut off: "/" does nothing and the tooltip is gone', async () => {
    const location = await renderNav('member');
    act(() => setSearchShortcut(false));
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('title')).toBeNull();
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(true);
    expect(location.history).toEqual(['/members']);
  });

  it('on /search, "/" focuses the field and selects its text', async () => {
    const location = await renderNav('member', 'en', '/search');
    const field = document.body.appendChild(document.createElement('input'));
    field.id = 'search-field';
    field.value = 'levesque';
    slash();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 8]);
    expect(location.history).toEqual(['/search']);
    field.remove();
  });
});
