import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button';

function setup(busy = false) {
  const bib = vi.fn();
  const ris = vi.fn();
  render(
    <>
      <MenuButton
        label="Export references"
        busy={busy}
        items={[
          { key: 'bib', label: 'BibTeX (.bib)', onSelect: bib },
          { key: 'ris', label: 'RIS (.ris)', onSelect: ris },
        ]}
      />
      <button type="button">After</button>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Export references' }), bib, ris };
}

describe('MenuButton (spec 7-reports §7.4.6)', () => {
  it.each(['Enter', ' ', 'ArrowDown'])('opens with %j and focuses the first item', (key) => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Export references' })).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'BibTeX (.bib)' }));
  });

  it('moves with the arrows (wrapping), Home and End; Escape closes and returns focus', () => {
    const { button } = setup();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'RIS (.ris)' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'BibTeX (.bib)' }));
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'RIS (.ris)' }));
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'BibTeX (.bib)' }));
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'RIS (.ris)' }));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Tab and on a click outside', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs the chosen item once, closes and returns focus', () => {
    const { button, bib, ris } = setup();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'RIS (.ris)' }));
    expect(ris).toHaveBeenCalledTimes(1);
    expect(bib).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('does not open while busy', () => {
    const { button } = setup(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
