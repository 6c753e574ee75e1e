import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { GrantsPage } from './grants-page';

const grant = (id: string, title: string, amount: number, date: string | null) => ({
  id,
  title,
  amount,
  through_network: false,
  status_id: 's1',
  source_id: 'src1',
  topic_id: null,
  submission_date: date,
  obtained_date: null,
  completed_date: null,
  all_investigator: 'Curie, M.',
  investigator_members: [],
  involved_members: [],
});

const ANSWERS: Record<string, unknown> = {
  [API_PATHS['all-grants']()]: [grant('g1', 'Water', 1250.5, '2024-03-14'), grant('g2', 'Air', 1000, null)],
  [API_PATHS['all-statuses']()]: [{ id: 's1', name_en: 'Obtained', name_fr: 'Obtenue', retired: false }],
  [API_PATHS['all-sources']()]: [{ id: 'src1', name_en: 'NSERC', name_fr: 'CRSNG', retired: false }],
};

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderPage(path: string, language: 'en' | 'fr') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <GrantsPage />
    </SWRConfig>,
    { role: 'admin', language, path },
  );
}

describe('grants page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(ANSWERS[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows CAD amounts, the total of the shown rows and the add button', async () => {
    renderPage('/grants', 'en');
    const table = await screen.findByRole('table', { name: 'All grants' });
    expect(within(table).getByText('$1,250.50')).toBeTruthy();
    expect(screen.getByText('Total of the grants shown: $2,250.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a new grant' }).getAttribute('href')).toBe('/grants/register');
  });

  it('formats amounts and dates fr-CA and applies URL filters and toggles', async () => {
    renderPage('/grants?grantIds=g1&showSubmissionDate=true', 'fr');
    const table = await screen.findByRole('table', { name: 'Toutes les subventions' });
    expect(within(table).getByText(/^1\s250,50\s\$$/)).toBeTruthy();
    expect(within(table).getByText('14 mars 2024')).toBeTruthy();
    expect(within(table).queryByText('Air')).toBeNull();
    expect(screen.getByText('1 sur 2 subventions')).toBeTruthy();
  });

  it('ignores ids in the URL that name no grant or status (a deleted record), keeping the known ones', async () => {
    renderPage('/grants?grantIds=deleted,g2&grantStatuses=retired-status', 'en');
    const table = await screen.findByRole('table', { name: 'All grants' });
    await screen.findByText('1 of 2 grants');
    expect(within(table).getByText('Air')).toBeTruthy();
    expect(within(table).queryByText('Water')).toBeNull();
  });

  it('labels the yes/no filter by its question alone, not "Filter by Through the network" (5-pages §5.8.1)', async () => {
    renderPage('/grants', 'en');
    await screen.findByRole('table', { name: 'All grants' });
    expect(screen.getByRole('combobox', { name: 'Through the network' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toBeTruthy();
    expect(screen.queryByText(/Filter by Through/)).toBeNull();
  });

  it('French: "Par l\'intermédiaire du réseau"', async () => {
    renderPage('/grants', 'fr');
    await screen.findByRole('table', { name: 'Toutes les subventions' });
    expect(screen.getByRole('combobox', { name: "Par l'intermédiaire du réseau" })).toBeTruthy();
  });

  it('a filter that keeps every row reads "2 of 2 grants"; without filters "2 grants" (5-pages §5.2.1)', async () => {
    renderPage('/grants?grantIds=g1,g2', 'en');
    await screen.findByRole('table', { name: 'All grants' });
    expect(await screen.findByText('2 of 2 grants')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByText('2 grants')).toBeTruthy();
  });
});
