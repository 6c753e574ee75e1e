import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith, type TestRole } from '../../test/render';
import { PartnersPage } from './partners-page';

const ANSWERS: Record<string, unknown> = {
  [API_PATHS['all-partners']()]: [
    { id: 'o1', name_en: 'Lakeside Clinic', name_fr: 'Clinique du lac', scope_id: 'sc1', type_id: 't1', description: 'First line\nSecond line' },
    { id: 'o2', name_en: null, name_fr: 'Écoles unies', scope_id: 'sc1', type_id: null, description: null },
  ],
  [API_PATHS['all-org-types']()]: [{ id: 't1', name_en: 'Hospital', name_fr: 'Hôpital', retired: false }],
  [API_PATHS['all-org-scopes']()]: [{ id: 'sc1', name_en: 'Local', name_fr: 'Locale', retired: false }],
};

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderPage(path: string, language: 'en' | 'fr', role: TestRole = 'admin') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <PartnersPage />
    </SWRConfig>,
    { role, language, path },
  );
}

describe('partners page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(ANSWERS[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists partners with type and scope names, and expands the description of those that have one', async () => {
    renderPage('/partners', 'en');
    const table = await screen.findByRole('table', { name: 'All partners' });
    expect(within(table).getByRole('link', { name: 'Lakeside Clinic' }).getAttribute('href')).toBe('/partners/o1');
    expect(within(table).getByText('Hospital')).toBeTruthy();
    expect(screen.getByText('2 partners')).toBeTruthy();
    const toggles = within(table).getAllByRole('button', { name: /^Show details/ });
    expect(toggles).toHaveLength(1);
    fireEvent.click(toggles[0] as HTMLElement);
    expect(within(table).getByRole('heading', { name: 'About' })).toBeTruthy();
    expect(within(table).getByText(/First line\s+Second line/)).toBeTruthy();
  });

  it('ignores ids in the URL that name no partner or type, and "Empty" for the required scope', async () => {
    renderPage('/partners?partnerIds=o1,gone&partnerTypes=t1,retired-away&partnerScopes=none,sc1', 'en');
    const table = await screen.findByRole('table', { name: 'All partners' });
    await screen.findByText('1 of 2 partners');
    expect(within(table).getByRole('link', { name: 'Lakeside Clinic' })).toBeTruthy();
  });

  it('applies the URL filters and column toggles, in French', async () => {
    renderPage('/partners?partnerTypes=none&showScope=false', 'fr');
    const table = await screen.findByRole('table', { name: 'Tous les partenaires' });
    expect(within(table).getByRole('link', { name: 'Écoles unies' })).toBeTruthy();
    expect(within(table).queryByText('Clinique du lac')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: /Portée/ })).toBeNull();
    expect(screen.getByText('1 sur 2 partenaires')).toBeTruthy();
  });

  it.each([
    ['admin', 'Add a new partner', '/partners/register'],
    ['member', 'Add a partner I work with', '/partners/register-partner'],
  ] as const)('offers the add button of the %s', async (role, name, href) => {
    renderPage('/partners', 'en', role);
    await screen.findByRole('table', { name: 'All partners' });
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  it('offers no add button to a registered account without a member record', async () => {
    renderPage('/partners', 'en', 'registered');
    await screen.findByRole('table', { name: 'All partners' });
    expect(screen.queryByRole('link', { name: /^Add a/ })).toBeNull();
  });
});
