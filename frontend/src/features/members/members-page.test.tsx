import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { swrOptions } from '../../lib/api/swr-setup';
import { RequireRole } from '../../components/require-role';
import { useLanguage } from '../../lib/i18n/language-context';
import { renderWith, type TestRole } from '../../test/render';
import { MembersPage } from './members-page';

const MEMBERS = [
  { id: 'm1', account: { first_name: 'Zoé', last_name: 'Martin' } },
  { id: 'm2', account: { first_name: 'Marie', last_name: 'Côte' } },
  { id: 'm3', account: { first_name: 'Marie', last_name: 'Coté' } },
  { id: 'm4', account: { first_name: 'Émile', last_name: 'Roy' } },
].map((m) => ({
  ...m,
  is_active: true,
  faculty_id: null,
  member_type_id: null,
  keyword_ids: [],
  problems: [],
  missing_languages: [],
}));

function SwitchToFrench() {
  const { setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => setLanguage('fr')}>
      Français
    </button>
  );
}

const REFERENCES: Record<string, unknown[]> = {
  [API_PATHS['all-faculties']()]: [{ id: 'f1', name_en: 'Science', name_fr: 'Sciences', retired: false }],
  [API_PATHS['all-member-types']()]: [{ id: 't1', name_en: 'Professor', name_fr: 'Professeur', retired: false }],
  [API_PATHS['all-keywords']()]: [
    { id: 'k1', name_en: 'Water', name_fr: 'Eau' },
    { id: 'k2', name_en: 'Soil', name_fr: 'Sol' },
  ],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const memberCalls = () => fetchMock.mock.calls.filter((call) => call[0] === API_PATHS['all-members']());

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function renderPage(role: TestRole = 'member', path = '/members') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <SwitchToFrench />
      <RequireRole role="registered">
        <MembersPage />
      </RequireRole>
    </SWRConfig>,
    { role, language: 'en', path },
  );
}

describe('members page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(url === API_PATHS['all-members']() ? MEMBERS : (REFERENCES[url] ?? [])));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the active members from the public list, without a token, sorted by name', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'All members' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Zoé Martin' });
    expect(memberCalls()).toHaveLength(1);
    const [url, init] = memberCalls()[0] ?? [];
    expect(url).toBe(API_PATHS['all-members']());
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    const rows = screen.getAllByRole('link').map((a) => a.textContent);
    expect(rows).toEqual(['Émile Roy', 'Marie Coté', 'Marie Côte', 'Zoé Martin']);
    expect(screen.getByText('4 members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Émile Roy' }).getAttribute('href')).toBe('/members/m4');
  });

  it('re-sorts with the French collator when the language changes, without re-fetching', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Zoé Martin' });
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Tous les membres' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Émile Roy',
      'Marie Côte',
      'Marie Coté',
      'Zoé Martin',
    ]);
    expect(screen.getByText('4 membres')).toBeTruthy();
    expect(memberCalls()).toHaveLength(1);
  });

  it('visitors see the login prompt and nothing is loaded', () => {
    renderPage('visitor');
    expect(screen.getByRole('heading', { level: 1, name: 'Login required' })).toBeTruthy();
    expect(screen.getByText('Please log in to view this page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('unregistered users see the not-registered state', () => {
    renderPage('unregistered');
    expect(screen.getByRole('heading', { level: 1, name: 'Account not registered' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a keyword tag adds its filter, and rows with problems expand', async () => {
    const withData = MEMBERS.map((m, i) =>
      i === 0 ? { ...m, keyword_ids: ['k1'], problems: [{ name_en: 'Floods', name_fr: null }] } : m,
    );
    fetchMock.mockImplementation(async (url) => json(url === API_PATHS['all-members']() ? withData : (REFERENCES[url] ?? [])));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Filter by keyword Water' }));
    await screen.findByText('1 of 4 members');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Zoé Martin']);
    fireEvent.click(screen.getByRole('button', { name: 'Show details: Zoé Martin' }));
    expect(screen.getByText('Floods')).toBeTruthy();
    expect(screen.getByText('Problems I work on')).toBeTruthy();
  });

  it('the member type filter keeps a retired type, labelled "(retired)" (spec 6-data-and-beyond §6.3.4, acceptance 4)', async () => {
    const types = [
      { id: 't1', name_en: 'Professor', name_fr: 'Professeur', retired: false },
      { id: 't2', name_en: 'Associate member', name_fr: 'Membre associé', retired: true },
    ];
    fetchMock.mockImplementation(async (url) =>
      json(url === API_PATHS['all-members']() ? MEMBERS : url === API_PATHS['all-member-types']() ? types : (REFERENCES[url] ?? [])),
    );
    renderPage();
    const box = await screen.findByRole('combobox', { name: 'Filter by member type' });
    await waitFor(() => {
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Empty', 'Associate member (retired)', 'Professor']);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Membre associé (retiré)'));
  });

  it('the ORCID iD column is off by default; its toggle shows the iD links (spec 6-data-and-beyond §6.3.8)', async () => {
    const withOrcid = MEMBERS.map((m, i) => ({ ...m, orcid: i === 0 ? '0000-0002-1825-0097' : null }));
    fetchMock.mockImplementation(async (url) => json(url === API_PATHS['all-members']() ? withOrcid : (REFERENCES[url] ?? [])));
    renderPage();
    await screen.findByRole('link', { name: 'Zoé Martin' });
    const toggle = screen.getByRole('checkbox', { name: 'Show ORCID iD' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.queryByRole('columnheader', { name: 'ORCID iD' })).toBeNull();
    expect(screen.queryByRole('link', { name: /orcid\.org/ })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('columnheader', { name: 'ORCID iD' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://orcid.org/0000-0002-1825-0097 (opens in a new tab)' });
    expect(link.closest('tr')?.textContent).toContain('Zoé Martin');
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.getByRole('checkbox', { name: "Afficher l'identifiant ORCID" })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Identifiant ORCID' })).toBeTruthy();
  });

  it('the ORCID iD column is kept in the address (showOrcid=true)', async () => {
    fetchMock.mockImplementation(async (url) => json(url === API_PATHS['all-members']() ? MEMBERS.map((m) => ({ ...m, orcid: '0000-0000-0000-0837' })) : (REFERENCES[url] ?? [])));
    renderPage('member', '/members?showOrcid=true');
    await screen.findByRole('link', { name: 'Zoé Martin' });
    expect((screen.getByRole('checkbox', { name: 'Show ORCID iD' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('link', { name: /^https:\/\/orcid\.org\/0000-0000-0000-0837/ })).toHaveLength(4);
  });

  it('shows an error state with Try again when the list fails', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === API_PATHS['all-members']() ? new Response('nope', { status: 500 }) : json(REFERENCES[url] ?? []),
    );
    renderPage();
    await waitFor(() => expect(screen.getByText('The list could not be loaded.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
