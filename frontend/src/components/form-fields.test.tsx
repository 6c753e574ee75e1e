import { fireEvent, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SummaryItem } from '../lib/records/field-errors';
import { renderWith } from '../test/render';
import { ErrorSummary, OrcidField, SubmitButton, TextField } from './form-fields';

function SummaryForm({ items }: { items: SummaryItem[] }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  return (
    <form>
      <ErrorSummary items={items} summaryRef={summaryRef} />
      <TextField label="Titre" name="title" required value="" error="Ce champ est obligatoire." onChange={() => undefined} />
    </form>
  );
}

function Typed({ kind }: { kind: 'url' | 'orcid' }) {
  const [value, setValue] = useState('');
  return kind === 'url' ? <TextField label="Website" name="website_link" type="url" value={value} onChange={setValue} /> : <OrcidField label="ORCID iD" name="orcid" value={value} onChange={setValue} />;
}

describe('form error summary (4-shell §4.12.5)', () => {
  it('French: "Veuillez corriger les champs suivants :", a link per field named "<label> : <message>", a field without control as text', () => {
    renderWith(
      <SummaryForm
        items={[
          { field: 'title', message: 'Ce champ est obligatoire.' },
          { field: 'end_date', message: 'Date invalide.' },
          { field: 'mystery', message: 'Champ refusé.' },
        ]}
      />,
      { language: 'fr' },
    );
    const summary = screen.getByRole('alert');
    expect(summary.querySelector('p')?.textContent).toBe('Veuillez corriger les champs suivants\u00a0:');
    const link = within(summary).getByRole('link', { name: 'Titre\u00a0: Ce champ est obligatoire.' });
    const input = screen.getByRole('textbox', { name: /^Titre/ });
    expect(link.getAttribute('href')).toBe(`#${input.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(input);
    // Not on the form: the field's name from the dictionary, else the message alone (3-api §3.2.4).
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Titre\u00a0: Ce champ est obligatoire.',
      'Date de fin\u00a0: Date invalide.',
      'Champ refusé.',
    ]);
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
  });

  it('nothing when no field is invalid', () => {
    renderWith(<SummaryForm items={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('values reformatted when the field is left (5-pages §5.2.6)', () => {
  it('a web address without scheme is shown with https://', () => {
    renderWith(<Typed kind="url" />);
    const input = screen.getByRole('textbox', { name: 'Website' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'www.example.org/cv' } });
    expect(input.value).toBe('www.example.org/cv');
    fireEvent.blur(input);
    expect(input.value).toBe('https://www.example.org/cv');
  });

  it('an ORCID iD typed without hyphens is shown with them; the placeholder gives the format', () => {
    renderWith(<Typed kind="orcid" />);
    const input = screen.getByRole('textbox', { name: 'ORCID iD' }) as HTMLInputElement;
    expect(input.placeholder).toBe('0000-0000-0000-0000');
    fireEvent.change(input, { target: { value: '000000021825009x' } });
    fireEvent.blur(input);
    expect(input.value).toBe('0000-0002-1825-009X');
  });
});

describe('submit button', () => {
  it('no answer: "The server could not be reached…" above the button (4-shell §4.6.3), in French too', () => {
    renderWith(<SubmitButton busy={false} noAnswer>Save</SubmitButton>, { language: 'fr' });
    expect(screen.getByRole('alert').textContent).toBe('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.');
  });
});
