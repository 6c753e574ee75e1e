import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from '../../lib/i18n/language-storage';
import { renderWith } from '../../test/render';
import { LanguageToggle } from './language-toggle';

describe('language toggle', () => {
  it('shows FR while English is active and EN while French is active', () => {
    renderWith(<LanguageToggle />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'FR - Français' });
    expect(button.textContent).toBe('FR');
    expect(button.getAttribute('lang')).toBe('fr');
    fireEvent.click(button);
    const after = screen.getByRole('button', { name: 'EN - English' });
    expect(after.textContent).toBe('EN');
    expect(after.getAttribute('lang')).toBe('en');
    expect(after).toBe(button);
  });

  it('stores the choice under preferred-language and sets <html lang>', () => {
    renderWith(<LanguageToggle />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'FR - Français' }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('false');
    expect(document.documentElement.lang).toBe('fr');
    expect(readStoredLanguage()).toBe('fr');
    fireEvent.click(screen.getByRole('button', { name: 'EN - English' }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('true');
    expect(document.documentElement.lang).toBe('en');
    expect(readStoredLanguage()).toBe('en');
  });

  it('reads the stored choice at start; English by default', () => {
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'false');
    renderWith(<LanguageToggle />, {});
    expect(screen.getByRole('button', { name: 'EN - English' })).toBeTruthy();
  });
});
