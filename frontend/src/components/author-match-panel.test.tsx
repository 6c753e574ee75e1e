import { API_PATHS } from '@portal/common/api/paths';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncement } from '../lib/announcer';
import { swrOptions } from '../lib/api/swr-setup';
import { renderWith } from '../test/render';
import { AUTHOR_MATCH_DELAY_MS, AuthorMatchPanel } from './author-match-panel';
import type { SelectorOption } from './selector';

const member = (id: string, first_name: string, last_name: string, faculty_id: string | null = null, member_type_id: string | null = null) => ({
  id,
  account: { first_name, last_name },
  is_active: true,
  faculty_id,
  member_type_id,
  keyword_ids: [],
  problems: [],
  missing_languages: [],
});

const RESPONSES: Record<string, unknown> = {
  [API_PATHS['all-members']()]: [
    member('m-marie', 'Marie', 'Tremblay', 'f-sci', 't-regular'),
    member('m-marc', 'Marc', 'Tremblay', 'f-law'),
    member('m-anh', 'Anh', 'Nguyen'),
    member('m-jp', 'Jean-Pierre', 'Lévesque'),
  ],
  [API_PATHS['all-faculties']()]: [
    { id: 'f-sci', name_en: 'Science', name_fr: 'Sciences', retired: false },
    { id: 'f-law', name_en: 'Law', name_fr: 'Droit', retired: false },
  ],
  [API_PATHS['all-member-types']()]: [{ id: 't-regular', name_en: 'Regular member', name_fr: 'Membre régulier', retired: false }],
};

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A form with the free text, the target selector's items and the panel. */
function Harness({ initialText = '', initialSelected = [], max = 20 }: { initialText?: string; initialSelected?: SelectorOption[]; max?: number }) {
  const [text, setText] = useState(initialText);
  const [selected, setSelected] = useState<SelectorOption[]>(initialSelected);
  return (
    <>
      <label>
        All authors
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <ul aria-label="Selected">
        {selected.map((s) => (
          <li key={s.id}>
            {s.label}
            <button type="button" onClick={() => setSelected(selected.filter((x) => x.id !== s.id))}>
              Remove {s.label}
            </button>
          </li>
        ))}
      </ul>
      <AuthorMatchPanel text={text} selected={selected} max={max} onAdd={(m) => setSelected([...selected, m])} />
    </>
  );
}

function renderPanel(props: Parameters<typeof Harness>[0] = {}, language: 'en' | 'fr' = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <Harness {...props} />
    </SWRConfig>,
    { role: 'member', language },
  );
}

const selectedNames = () => within(screen.getByRole('list', { name: 'Selected' })).queryAllByRole('listitem').map((li) => li.firstChild?.textContent);

async function type(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'All authors' }), { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(AUTHOR_MATCH_DELAY_MS);
  });
}

describe('author-matching panel (4-shell §4.11.5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(RESPONSES[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('matches the text present when the form opens, and links nothing by itself', async () => {
    renderPanel({ initialText: 'Marie Tremblay; Someone Else' });
    expect(await screen.findByRole('heading', { name: 'Member matches' })).toBeTruthy();
    expect(screen.getByText(/“Marie Tremblay” → Marie Tremblay/)).toBeTruthy();
    expect(selectedNames()).toEqual([]);
  });

  it('runs 300 ms after the text stops changing, and Add puts the member into the selector', async () => {
    renderPanel();
    await screen.findByRole('textbox', { name: 'All authors' });
    fireEvent.change(screen.getByRole('textbox', { name: 'All authors' }), { target: { value: 'Nguyen A' } });
    await act(async () => {
      vi.advanceTimersByTime(AUTHOR_MATCH_DELAY_MS - 50);
    });
    expect(screen.queryByRole('button', { name: 'Add Anh Nguyen' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByText(/“Nguyen A” → Anh Nguyen \(Initials only\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Anh Nguyen' }));
    expect(selectedNames()).toEqual(['Anh Nguyen']);
    expect(screen.getByText(/“Nguyen A” → Anh Nguyen: Already linked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Anh Nguyen' })).toBeNull();
  });

  it('offers every candidate of an ambiguous piece with faculty and member type, none preselected', async () => {
    renderPanel({ initialText: 'Tremblay, M.' });
    expect(await screen.findByText(/Several members match\. Choose one:/)).toBeTruthy();
    // An absent member type is left out; the two parts are joined by a middle dot (4-shell §4.11.1).
    expect(await screen.findByText(/Marie Tremblay \(Science · Regular member\)/)).toBeTruthy();
    expect(screen.getByText(/Marc Tremblay \(Law\)/)).toBeTruthy();
    expect(selectedNames()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Marie Tremblay' }));
    expect(selectedNames()).toEqual(['Marie Tremblay']);
    expect(screen.getByText(/“Tremblay, M\.” → Marie Tremblay: Already linked/)).toBeTruthy();
  });

  it('labels a bare last name "Last name only"', async () => {
    renderPanel({ initialText: 'Nguyen' });
    expect(await screen.findByText(/“Nguyen” → Anh Nguyen \(Last name only\)/)).toBeTruthy();
  });

  it('suggests a member again once removed from the selector', async () => {
    renderPanel({ initialText: 'Marie Tremblay', initialSelected: [{ id: 'm-marie', label: 'Marie Tremblay' }] });
    expect(await screen.findByText(/Already linked/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Marie Tremblay' }));
    expect(screen.getByRole('button', { name: 'Add Marie Tremblay' })).toBeTruthy();
  });

  it('Ignore hides the row until the piece changes; members added by hand stay', async () => {
    renderPanel({ initialText: 'Jean-Pierre Lévesque', initialSelected: [{ id: 'm-anh', label: 'Anh Nguyen' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Ignore Jean-Pierre Lévesque' }));
    expect(screen.queryByRole('button', { name: 'Add Jean-Pierre Lévesque' })).toBeNull();
    expect(screen.getByText('No member matches.')).toBeTruthy();
    await type('Jean-Pierre Lévesque 1');
    expect(screen.getByRole('button', { name: 'Add Jean-Pierre Lévesque' })).toBeTruthy();
    expect(selectedNames()).toEqual(['Anh Nguyen']);
  });

  it('announces the number of open suggestions politely when it changes', async () => {
    renderPanel({}, 'fr');
    await screen.findByRole('textbox', { name: 'All authors' });
    await act(async () => {
      await Promise.resolve();
    });
    await type('Marie Tremblay; Nguyen A');
    expect(getAnnouncement('polite').text).toBe('2 suggestions de membres');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Marie Tremblay' }));
    expect(getAnnouncement('polite').text).toBe('1 suggestion de membre');
  });

  it('cannot add past the selector maximum', async () => {
    renderPanel({ initialText: 'Marie Tremblay', initialSelected: [{ id: 'm-anh', label: 'Anh Nguyen' }], max: 1 });
    const add = await screen.findByRole('button', { name: 'Add Marie Tremblay' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when no piece names a member', async () => {
    renderPanel({ initialText: 'Alice Nobody' });
    expect(await screen.findByText('No member matches.')).toBeTruthy();
  });
});
