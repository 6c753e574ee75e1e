import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { SupervisionsPage } from './supervisions-page';

const member = (id: string, first: string, last: string, active = true) => ({ id, first_name: first, last_name: last, is_active: active });

const supervision = (id: string, first: string, last: string, extra: Record<string, unknown> = {}) => ({
  id,
  first_name: first,
  last_name: last,
  start_date: null,
  end_date: null,
  faculty_id: null,
  level_id: null,
  trainee_members: [],
  principal_supervisors: [],
  co_supervisors: [],
  committee_members: [],
  ...extra,
});

const ANSWERS: Record<string, unknown> = {
  [API_PATHS['all-supervisions']()]: [
    supervision('s1', 'Zoé', 'Martin', { faculty_id: 'f1', start_date: '2024-03-14', principal_supervisors: [member('m1', 'Ann', 'Lee')], co_supervisors: [member('m2', 'Bo', 'Chan', false)] }),
    supervision('s2', 'Anne', 'Roy', { level_id: 'l1' }),
  ],
  [API_PATHS['all-faculties']()]: [{ id: 'f1', name_en: 'Science', name_fr: 'Sciences', retired: false }],
  [API_PATHS['all-levels']()]: [{ id: 'l1', name_en: 'Master', name_fr: 'Maîtrise', retired: false }],
};

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderPage(path: string, language: 'en' | 'fr') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <SupervisionsPage />
    </SWRConfig>,
    { role: 'admin', language, path },
  );
}

describe('supervisions page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(ANSWERS[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists by trainee first name, with reference names, long dates, member tags and the add button', async () => {
    renderPage('/supervisions', 'en');
    const table = await screen.findByRole('table', { name: 'All supervisions' });
    const links = within(table).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/supervisions/'));
    expect(links.map((a) => a.textContent)).toEqual(['Anne Roy', 'Zoé Martin']);
    expect(within(table).getByText('Science')).toBeTruthy();
    expect(within(table).getByText('March 14, 2024')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/members/m1');
    expect(within(table).queryByRole('columnheader', { name: 'Co-supervisors' })).toBeNull();
    expect(screen.getByText('2 supervisions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a new supervision' }).getAttribute('href')).toBe('/supervisions/register');
  });

  it('only rows with a trainee member, co-supervisors or committee expand', async () => {
    renderPage('/supervisions', 'en');
    const table = await screen.findByRole('table', { name: 'All supervisions' });
    expect(within(table).queryByRole('button', { name: 'Show details: Anne Roy' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Show details: Zoé Martin' }));
    expect(within(table).getByRole('heading', { name: 'Co-supervisors' })).toBeTruthy();
    expect(within(table).getByText('(inactive)')).toBeTruthy();
  });

  it('applies URL filters and toggles in French', async () => {
    renderPage('/supervisions?levels=none&showCoSupervisors=true&showStartDate=false', 'fr');
    const table = await screen.findByRole('table', { name: 'Toutes les supervisions' });
    expect(within(table).getByRole('link', { name: 'Zoé Martin' })).toBeTruthy();
    expect(within(table).queryByText('Anne Roy')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Codirection' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Date de début' })).toBeNull();
    expect(screen.getByText('1 sur 2 supervisions')).toBeTruthy();
  });
});
