import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../test/render';
import { Dialog } from './dialog';

function Opener({ onCancel = () => {} }: { onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1 tabIndex={-1}>Page</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Edit keyword"
          description={<p>Text of the dialog.</p>}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
          actions={
            <>
              <button type="button">First</button>
              <button type="button">Last</button>
            </>
          }
        />
      ) : null}
    </main>
  );
}

describe('modal dialog (4-shell §4.12.4)', () => {
  it('is labelled and described, modal, and moves focus inside', () => {
    renderWith(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit keyword' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Text of the dialog.');
    expect(screen.getByRole('heading', { level: 2, name: 'Edit keyword' })).toBeTruthy();
    // First focusable control: the "×" button named Close.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
  });

  it('Tab and Shift+Tab cycle inside', () => {
    renderWith(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('Escape cancels and focus returns to the opener; the page is inert meanwhile', () => {
    const onCancel = vi.fn();
    const { container } = renderWith(<Opener onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(container.closest('[inert]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(container.closest('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('a click on the backdrop cancels', () => {
    const onCancel = vi.fn();
    renderWith(<Opener onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('French: the close button is named Fermer', () => {
    renderWith(<Opener />, { language: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
