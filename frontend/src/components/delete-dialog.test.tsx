import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../test/render';
import { DeleteDialog, typedNameMatches } from './delete-dialog';

function Page({ onDelete }: { onDelete: () => Promise<boolean> }) {
  const [open, setOpen] = useState(true);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete product
      </button>
      {deleted ? <p>Gone</p> : null}
      {open ? (
        <DeleteDialog
          entity="product"
          name="Falls in older adults"
          onDelete={onDelete}
          onClose={() => setOpen(false)}
          onDeleted={() => setDeleted(true)}
        />
      ) : null}
    </>
  );
}

describe('typed-name delete dialog (4-shell §4.11.3)', () => {
  it('matches the trimmed value exactly (case, accents, inner spaces)', () => {
    expect(typedNameMatches('  Éric Lévesque ', 'Éric Lévesque')).toBe(true);
    expect(typedNameMatches('eric levesque', 'Éric Lévesque')).toBe(false);
    expect(typedNameMatches('Éric  Lévesque', 'Éric Lévesque')).toBe(false);
  });

  it('shows the title, warning, sentence and expected name; focus in the input', () => {
    renderWith(<Page onDelete={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete product: Falls in older adults' });
    expect(dialog.textContent).toContain('Warning!');
    expect(dialog.textContent).toContain(
      "This action is irreversible: this product will be permanently deleted. To confirm, type the product's title. Links to it elsewhere in the portal are removed as well.",
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Type Falls in older adults to confirm'));
  });

  it('a value that does not match sends nothing and says so', () => {
    const onDelete = vi.fn(async () => true);
    renderWith(<Page onDelete={onDelete} />);
    const input = screen.getByLabelText('Type Falls in older adults to confirm');
    fireEvent.change(input, { target: { value: 'falls in older adults' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('The name does not match.');
    expect(document.activeElement).toBe(input);
  });

  it('Enter in the input with the name deletes, closes and continues', async () => {
    const onDelete = vi.fn(async () => true);
    renderWith(<Page onDelete={onDelete} />);
    const input = screen.getByLabelText('Type Falls in older adults to confirm');
    fireEvent.change(input, { target: { value: ' Falls in older adults ' } });
    await act(async () => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Gone')).toBeTruthy();
  });

  it('a failed delete keeps the dialog open with the typed value', async () => {
    renderWith(<Page onDelete={async () => false} />);
    const input = screen.getByLabelText('Type Falls in older adults to confirm') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Falls in older adults' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(input.value).toBe('Falls in older adults');
  });

  it('French texts with their typography', () => {
    renderWith(<Page onDelete={vi.fn()} />, { language: 'fr' });
    expect(screen.getByRole('alertdialog', { name: 'Supprimer le produit\u00a0: Falls in older adults' })).toBeTruthy();
    expect(screen.getByRole('alertdialog').textContent).toContain('Avertissement\u00a0!');
    expect(screen.getByLabelText('Saisissez Falls in older adults pour confirmer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
