import type { MemberCvData } from '@portal/common/api/cv';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { demoCvData } from '../../test/demo-cv';
import { demo } from '../../test/demo-lists';
import { renderWith } from '../../test/render';
import { MemberCvPage } from './member-cv-page';

/*
 * The CV page's states and notes (spec 7-reports §7.2.5, §7.2.6) on the answer the route gives for
 * member@ (built from the demo data); the document itself is cv-document.test.ts's.
 */
const ERIC = 'member-eric-levesque';
const CV_PATH = API_PATHS['member-cv'](ERIC);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, code }), { status, headers: { 'Content-Type': 'application/problem+json' } });

function answers(data: MemberCvData): Record<string, unknown> {
  return {
    [CV_PATH]: data,
    [REFERENCE_LIST_PATHS.productTypes]: demo.referenceLists['product-types'],
    [REFERENCE_LIST_PATHS.statuses]: demo.referenceLists.statuses,
    [REFERENCE_LIST_PATHS.sources]: demo.referenceLists.sources,
    [REFERENCE_LIST_PATHS.levels]: demo.referenceLists.levels,
    [REFERENCE_LIST_PATHS.faculties]: demo.referenceLists.faculties,
    [REFERENCE_LIST_PATHS.eventTypes]: demo.referenceLists['event-types'],
  };
}

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function renderPage(path = `/members/${ERIC}/cv`) {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map(), shouldRetryOnError: false }}>
      <MemberCvPage id={ERIC} />
    </SWRConfig>,
    { role: 'admin', language: 'en', path },
  );
}

const sheet = () => screen.getByRole('region', { name: 'Preview' }).firstElementChild as HTMLElement;

describe('MemberCvPage', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows counts "(—)" while loading, then the CV with its counts, nested boxes disabled while their section is unticked', async () => {
    let release: () => void = () => {};
    const data = demoCvData(ERIC);
    fetchMock.mockImplementation(async (url) => {
      if (url === CV_PATH) await new Promise<void>((resolve) => (release = resolve));
      return json(answers(data)[url] ?? []);
    });
    renderPage();
    expect(await screen.findByRole('checkbox', { name: 'Products (—)' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'CV: Éric Lévesque' })).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Products (3)' });
    expect(screen.getByRole('checkbox', { name: 'Partnerships (3) Private' })).toHaveProperty('checked', false);
    // Only the statuses present are offered (Éric has no declined grant).
    expect(screen.queryByRole('checkbox', { name: /^Declined/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Awarded (2)' })).toHaveProperty('checked', true);
    const dataset = screen.getByRole('checkbox', { name: 'Dataset (1)' });
    expect(dataset).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Products (3)' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Dataset (1)' })).toHaveProperty('disabled', true));
    expect(within(sheet()).queryByRole('heading', { name: 'Products' })).toBeNull();
    expect(screen.getByText('Only the member and the administrators can see this information.')).toBeTruthy();
  });

  it('says how many records a bounded period leaves out, in the singular and the plural, and counts the fallbacks', async () => {
    const data = demoCvData(ERIC);
    const product = data.products[0] as MemberCvData['products'][number];
    const withUndated: MemberCvData = {
      ...data,
      products: [...data.products, { ...product, id: 'product-x', publish_date: null }, { ...product, id: 'product-y', publish_date: null }],
      events: [...data.events, { ...(data.events[0] as MemberCvData['events'][number]), id: 'event-x', start_date: null, end_date: null }],
    };
    fetchMock.mockImplementation(async (url) => json(answers(withUndated)[url] ?? []));
    renderPage(`/members/${ERIC}/cv?period=custom&from=2000-01-01&to=2030-12-31&lang=fr`);
    expect(await screen.findByText('2 products without a publication date are not included.')).toBeTruthy();
    expect(screen.getByText('1 event without a date is not included.')).toBeTruthy();
    expect(screen.getByText(/^\d+ texts appear in English because they have no French version\.$/)).toBeTruthy();
    expect(sheet().getAttribute('lang')).toBe('fr');
  });

  it('says so when nothing is in the chosen sections, outside the printed document', async () => {
    fetchMock.mockImplementation(async (url) => json(answers(demoCvData(ERIC))[url] ?? []));
    renderPage(`/members/${ERIC}/cv?sections=`);
    const note = await screen.findByText('Nothing in the chosen sections for this period.');
    expect(note.closest('.document-screen-note')).not.toBeNull();
    expect(within(sheet()).getByRole('heading', { level: 2, name: 'Éric Lévesque' })).toBeTruthy();
  });

  it('warns when a reference list failed, names left as "—", with Try again', async () => {
    const data = demoCvData(ERIC);
    let fail = true;
    fetchMock.mockImplementation(async (url) => (url === REFERENCE_LIST_PATHS.sources && fail ? problem(500, 'internal') : json(answers(data)[url] ?? [])));
    renderPage();
    expect(await screen.findByText('Some names could not be loaded. Try again before printing.')).toBeTruthy();
    expect(within(sheet()).getAllByRole('listitem').some((item) => item.textContent?.includes('. —. $'))).toBe(true);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Some names could not be loaded. Try again before printing.')).toBeNull());
  });

  it('shows the record states: Member not found, Access denied, Connection problem with Try again', async () => {
    fetchMock.mockImplementation(async (url) => (url === CV_PATH ? problem(404, 'not_found') : json([])));
    const first = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    first.unmount();
    fetchMock.mockImplementation(async (url) => (url === CV_PATH ? problem(403, 'forbidden') : json([])));
    const second = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    second.unmount();
    fetchMock.mockImplementation(async (url) => (url === CV_PATH ? problem(500, 'internal') : json([])));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection problem' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
