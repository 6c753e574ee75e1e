import { API_PATHS } from '@portal/common/api/paths';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { SEARCH_SHORTCUT_STORAGE_KEY } from '../../lib/search-shortcut';
import { renderWith, type TestRole } from '../../test/render';
import { SearchPage } from './search-page';

const ref = (id: string, first: string, last: string) => ({ id, first_name: first, last_name: last, is_active: true });
const member = (id: string, first: string, last: string, keywordIds: string[] = []) => ({
  id,
  account: { first_name: first, last_name: last },
  is_active: true,
  faculty_id: 'fac-eng',
  member_type_id: 'mt-reg',
  keyword_ids: keywordIds,
  problems: [],
  orcid: null,
  missing_languages: [],
});
const product = (i: number, title: string) => ({
  id: `product-${i}`,
  title_en: title,
  title_fr: null,
  publish_date: '2024-05-01',
  all_author: 'Lévesque, É.',
  doi: null,
  product_type_id: 'pt-art',
  partner_ids: [],
  target_ids: [],
  member_authors: [],
});
const entry = (id: string, en: string, fr: string) => ({ id, name_en: en, name_fr: fr, retired: false, etag: '' });

const ANSWERS: Record<string, unknown> = {
  [API_PATHS['all-members']()]: [member('m-eric', 'Éric', 'Lévesque', ['k-aging']), member('m-jp', 'Jean-Pierre', 'Lévesque'), member('m-ana', 'Ana', 'Roy')],
  [API_PATHS['all-keywords']()]: [{ id: 'k-aging', name_en: 'Aging', name_fr: 'Vieillissement', etag: '' }],
  [API_PATHS['all-products']()]: [
    ...Array.from({ length: 12 }, (_, i) => product(i + 10, `Winter study ${i + 10}`)),
    { ...product(1, ''), title_en: null, title_fr: 'Élève et santé', all_author: 'Roy, A.' },
  ],
  [API_PATHS['all-partners']()]: [{ id: 'o-1', name_en: 'Aging Well Coalition', name_fr: 'Coalition Bien vieillir', description: null, scope_id: 'sc-loc', type_id: null }],
  [API_PATHS['all-accounts']()]: [
    { id: 'a-louis', first_name: 'Louis', last_name: 'Ouellet', login_email: 'louis@x.ca', is_admin: false, last_login: null, member: null },
  ],
  [API_PATHS['all-grants']()]: [],
  [API_PATHS['all-events']()]: [],
  [API_PATHS['all-supervisions']()]: [{ id: 's-1', first_name: 'Léa', last_name: 'Lévesque', start_date: null, end_date: null, faculty_id: null, level_id: null, trainee_members: [], principal_supervisors: [ref('m-ana', 'Ana', 'Roy')], co_supervisors: [], committee_members: [] }],
  [API_PATHS['all-faculties']()]: [entry('fac-eng', 'Engineering', 'Génie')],
  [API_PATHS['all-member-types']()]: [entry('mt-reg', 'Regular', 'Régulier')],
  [API_PATHS['all-product-types']()]: [entry('pt-art', 'Journal article', 'Article de revue')],
  [API_PATHS['all-org-scopes']()]: [entry('sc-loc', 'Local', 'Local')],
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const requested = () => fetchMock.mock.calls.map(([url]) => url);

function renderSearch(role: TestRole = 'member', path = '/search', language: 'en' | 'fr' = 'en') {
  const location = memoryLocation({ path, record: true });
  const view = renderWith(
    <SWRConfig value={{ ...swrOptions, onError: () => {}, provider: () => new Map() }}>
      <SearchPage />
    </SWRConfig>,
    { role, language, router: (children) => <Router hook={location.hook} searchHook={location.searchHook}>{children}</Router> },
  );
  return { ...view, location };
}

const field = () => screen.getByRole('searchbox');
const groupHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const ready = () => waitFor(() => expect(document.querySelector('.search-results-area')?.getAttribute('aria-busy')).toBe('false'));

describe('search page (spec 6-data-and-beyond §6.3.3)', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset().mockImplementation(async (url) => json(ANSWERS[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a member: searches members, keywords, products and partners only, and never fetches the other lists', async () => {
    renderSearch('member', '/search?q=levesque');
    await ready();
    expect(field()).toHaveProperty('value', 'levesque');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByText('Members, keywords, products and partners: names, titles, keywords, authors, DOI and ORCID iD.')).toBeTruthy();
    expect(groupHeadings()).toEqual(['Members (2)', 'Products (12)']);
    const members = screen.getByRole('region', { name: 'Members (2)' });
    expect(within(members).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Éric Lévesque', '/members/m-eric'],
      ['Jean-Pierre Lévesque', '/members/m-jp'],
    ]);
    expect(within(members).getAllByText('Engineering · Regular')).toHaveLength(2);
    expect([...members.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Lévesque', 'Lévesque']);
    for (const path of ['all-grants', 'all-events', 'all-supervisions', 'all-accounts', 'all-statuses', 'all-sources', 'all-event-types', 'all-levels'] as const) {
      expect(requested()).not.toContain(API_PATHS[path]());
    }
    expect(screen.getByText('14 results for “levesque”')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /\(\d+\)$/ }).map((a) => a.textContent)).toEqual(['Members (2)', 'Products (12)']);
  });

  it('an administrator: every kind, the inactive accounts among accounts', async () => {
    renderSearch('admin', '/search?q=lev');
    await ready();
    expect(screen.getByText('Members, keywords, products, partners, grants, events, supervisions and accounts.')).toBeTruthy();
    expect(groupHeadings()).toEqual(['Members (2)', 'Products (12)', 'Supervisions (1)']);
    expect(screen.getByText('Ana Roy')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'ouellet' } });
    expect(await screen.findByRole('heading', { name: 'Accounts (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Louis Ouellet' }).getAttribute('href')).toBe('/accounts/a-louis');
  });

  it('keywords lead to the filtered members list with their member count; a French query finds them', async () => {
    renderSearch('member', '/search?q=vieilli', 'fr');
    await ready();
    expect(groupHeadings()).toEqual(['Membres (1)', 'Mots-clés (1)', 'Partenaires (1)']);
    // (jsdom names a link with a mark inside as separate words: its text is read instead.)
    const keyword = screen.getAllByRole('link').find((a) => a.textContent === 'Vieillissement');
    expect(keyword?.getAttribute('href')).toBe('/members?keywords=k-aging');
    expect(screen.getByText('1 membre')).toBeTruthy();
    expect(document.querySelector('.search-summary p')?.textContent).toBe('3 résultats pour «\u00a0vieilli\u00a0»');
  });

  it('under 2 characters: no results and the line; no results: the two lines', async () => {
    renderSearch('member', '/search?q=é');
    await ready();
    expect(screen.getByText('Type at least 2 characters.')).toBeTruthy();
    expect(groupHeadings()).toEqual([]);
    fireEvent.change(field(), { target: { value: 'zzz' } });
    expect(await screen.findByText('No results for “zzz”.')).toBeTruthy();
    expect(screen.getByText('Check the spelling or try fewer words.')).toBeTruthy();
  });

  it('follows the typing after the pause, replacing the URL; Enter makes the next search a new entry', async () => {
    const { location } = renderSearch('member', '/search');
    await ready();
    fireEvent.change(field(), { target: { value: 'winter' } });
    expect(await screen.findByRole('heading', { name: 'Products (12)' })).toBeTruthy();
    // the URL is written once the results are painted
    await waitFor(() => expect(location.history).toEqual(['/search?q=winter']));
    fireEvent.submit(field());
    fireEvent.change(field(), { target: { value: 'roy' } });
    expect(await screen.findByRole('heading', { name: 'Members (1)' })).toBeTruthy();
    await waitFor(() => expect(location.history).toEqual(['/search?q=winter', '/search?q=roy']));
  });

  it('shows 10 results per group, then all of them with focus on the first new one', async () => {
    renderSearch('member', '/search?q=winter');
    await ready();
    const group = screen.getByRole('region', { name: 'Products (12)' });
    expect(within(group).getAllByRole('link')).toHaveLength(10);
    fireEvent.click(within(group).getByRole('button', { name: 'Show all 12' }));
    const links = within(group).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(document.activeElement).toBe(links[10]);
    expect(within(group).queryByRole('button')).toBeNull();
    // another query starts again at the first 10
    fireEvent.change(field(), { target: { value: 'winte' } });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Products (12)' })).getAllByRole('link')).toHaveLength(10));
  });

  it('marks a fallback title and highlights accent-insensitively', async () => {
    renderSearch('member', '/search?q=eleve');
    await ready();
    const link = screen.getAllByRole('link').find((a) => a.textContent?.startsWith('Élève et santé')) as HTMLElement;
    expect(link.querySelector('mark')?.textContent).toBe('Élève');
    expect(link.querySelector('[lang="fr"]')?.textContent).toBe('Élève et santé');
    expect(link.querySelector('.fallback-marker')?.textContent).toBe('FR (only available in French)');
  });

  it('a list that fails is left out, named above the results, with Try again', async () => {
    fetchMock.mockImplementation(async (url) => (url === API_PATHS['all-products']() ? json({ code: 'internal' }, 500) : json(ANSWERS[url] ?? [])));
    renderSearch('member', '/search?q=levesque');
    expect(await screen.findByText('Some results are missing: Products could not be loaded.')).toBeTruthy();
    await ready();
    expect(groupHeadings()).toEqual(['Members (2)']);
    fetchMock.mockImplementation(async (url) => json(ANSWERS[url] ?? []));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Products (12)' })).toBeTruthy();
    expect(screen.queryByText(/Some results are missing/)).toBeNull();
  });

  it('is busy while the lists load', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderSearch('member', '/search?q=levesque');
    expect(document.querySelector('.search-results-area')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelectorAll('.search-skeleton')).toHaveLength(4);
  });

  it('stores the shortcut preference as "false" / "true"', async () => {
    renderSearch('member');
    const box = screen.getByRole('checkbox', { name: 'Use the “/” key to open search' });
    expect(box).toHaveProperty('checked', true);
    act(() => fireEvent.click(box));
    expect(localStorage.getItem(SEARCH_SHORTCUT_STORAGE_KEY)).toBe('false');
    expect(box).toHaveProperty('checked', false);
    act(() => fireEvent.click(box));
    expect(localStorage.getItem(SEARCH_SHORTCUT_STORAGE_KEY)).toBe('true');
  });
});
