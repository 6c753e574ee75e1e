import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncement } from '../lib/announcer';
import { renderWith } from '../test/render';
import { Selector, type SelectorCreate, type SelectorOption } from './selector';

const MEMBERS: SelectorOption[] = [
  { id: 'm1', label: 'Éric Lévesque' },
  { id: 'm2', label: 'Jane Doe' },
  { id: 'm3', label: 'John Smith' },
  { id: 'm4', label: 'Marie Côté' },
];

function Harness({
  options = MEMBERS,
  initial = [],
  max,
  failed,
  onRetry,
  create,
}: {
  options?: SelectorOption[];
  initial?: SelectorOption[];
  max?: number;
  failed?: boolean;
  onRetry?: () => void;
  create?: SelectorCreate;
}) {
  const [selected, setSelected] = useState<SelectorOption[]>(initial);
  return (
    <Selector
      label="Member authors"
      options={options}
      selected={selected}
      onChange={setSelected}
      {...(max !== undefined ? { max } : {})}
      {...(failed ? { failed } : {})}
      {...(onRetry ? { onRetry } : {})}
      {...(create ? { create } : {})}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Member authors' });
const optionLabels = () => screen.queryAllByRole('option').map((o) => o.textContent);
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const tags = () =>
  within(document.querySelector('.selector-tags') ?? document.body)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('selector (4-shell §4.11.1)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows its help between the label and the input and describes the input with it', () => {
    renderWith(<Selector label="Previous events" help="Events this one follows." options={MEMBERS} selected={[]} onChange={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Previous events' });
    expect(screen.getByRole('combobox', { description: 'Events this one follows.' })).toBe(box);
    const help = screen.getByText('Events this one follows.');
    expect(help.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Previous events').compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is an ARIA combobox with a listbox popup and the placeholder', () => {
    renderWith(<Harness />);
    const box = input();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('placeholder')).toBe('Search...');
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(optionLabels()).toEqual(['Éric Lévesque', 'Jane Doe', 'John Smith', 'Marie Côté']);
  });

  it('matches accent-insensitively, every word anywhere, first-word prefix first', () => {
    renderWith(<Harness />);
    type('eric');
    expect(optionLabels()).toEqual(['Éric Lévesque']);
    type('doe ja');
    expect(optionLabels()).toEqual(['Jane Doe']);
    type('e');
    expect(optionLabels()).toEqual(['Éric Lévesque', 'Jane Doe', 'Marie Côté']);
    type('zzz');
    expect(optionLabels()).toEqual([]);
    expect(screen.getByText('No matches')).toBeTruthy();
  });

  it('Enter adds the highlighted option, clears the text and keeps the list open; announces it', () => {
    renderWith(<Harness />);
    type('j');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toEqual(['John Smith']);
    expect((input() as HTMLInputElement).value).toBe('');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(optionLabels()).not.toContain('John Smith');
    expect(getAnnouncement('polite').text).toBe('Added: John Smith');
  });

  it('Escape closes, a second Escape clears the text; Tab closes without adding', () => {
    renderWith(<Harness />);
    type('ja');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('ja');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
    type('ja');
    fireEvent.keyDown(input(), { key: 'Tab' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(tags()).toEqual([]);
  });

  it('removing a tag announces it and moves focus to the next remove button, then the input', () => {
    renderWith(<Harness initial={[MEMBERS[0] as SelectorOption, MEMBERS[1] as SelectorOption]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Éric Lévesque' }));
    expect(getAnnouncement('polite').text).toBe('Removed: Éric Lévesque');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Jane Doe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Jane Doe' }));
    expect(document.activeElement).toBe(input());
  });

  it('at the maximum, options are disabled and "Maximum n" is linked to the input', () => {
    renderWith(<Harness max={1} initial={[MEMBERS[0] as SelectorOption]} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    for (const option of screen.getAllByRole('option')) expect(option.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toEqual(['Éric Lévesque']);
    const limit = document.getElementById(input().getAttribute('aria-describedby') ?? '');
    expect(limit?.textContent).toBe('Maximum 1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Éric Lévesque' }));
    expect(input().getAttribute('aria-describedby')).toBeNull();
  });

  it('renders at most 50 options and says how many more match', () => {
    const many = Array.from({ length: 75 }, (_, i) => ({ id: `o${i}`, label: `Option ${String(i).padStart(2, '0')}` }));
    renderWith(<Harness options={many} />);
    fireEvent.click(input());
    expect(screen.getAllByRole('option')).toHaveLength(50);
    expect(screen.getByText('25 more matches: keep typing to narrow the list.')).toBeTruthy();
  });

  it('announces the number of matches after 500 ms without typing', async () => {
    renderWith(<Harness />);
    type('j');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(getAnnouncement('polite').text).toBe('2 matches');
  });

  it('a failed list offers Try again inside the dropdown', () => {
    const onRetry = vi.fn();
    renderWith(<Harness failed onRetry={onRetry} />);
    fireEvent.click(input());
    expect(screen.getByText('The list could not be loaded.')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('the create option appears for a new text only (French with guillemets)', () => {
    const onCreate = vi.fn();
    const create: SelectorCreate = {
      exists: (text) => text.toLowerCase() === 'jane doe',
      label: (text) => `Créer le mot-clé «\u00a0${text}\u00a0»`,
      onCreate,
    };
    renderWith(<Harness create={create} />, { language: 'fr' });
    type('Vieillissement');
    expect(optionLabels()).toEqual(['Créer le mot-clé «\u00a0Vieillissement\u00a0»']);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCreate).toHaveBeenCalledWith('Vieillissement');
    type('jane doe');
    expect(optionLabels()).toEqual(['Jane Doe']);
  });

  it('a click on an option adds it; a click outside closes the list', () => {
    renderWith(<Harness />);
    fireEvent.click(input());
    fireEvent.click(screen.getByRole('option', { name: 'Marie Côté' }));
    expect(tags()).toEqual(['Marie Côté']);
    fireEvent.pointerDown(document.body);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});
