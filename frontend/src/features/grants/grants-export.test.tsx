import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/app-toaster';
import { swrOptions } from '../../lib/api/swr-setup';
import { localDate } from '../../lib/files/file-export';
import { parseCsv } from '../../test/parse-csv';
import { renderWith } from '../../test/render';
import { GrantsPage } from './grants-page';

/*
 * The "Export CSV" button of a list page (spec 6-data-and-beyond §6.3.1), on the grants page: its
 * place and states, the file it downloads and the toasts. The list frame is shared by every list.
 */

const grant = (id: string, title: string, amount: number) => ({
  id,
  title,
  amount,
  through_network: false,
  status_id: 's1',
  source_id: 'src1',
  topic_id: null,
  submission_date: '2024-03-14',
  obtained_date: null,
  completed_date: null,
  all_investigator: '=HYPERLINK("x")',
  investigator_members: [],
  involved_members: [],
});

const ANSWERS: Record<string, unknown> = {
  [API_PATHS['all-grants']()]: [grant('g1', 'Water', 72500.5), grant('g2', 'Air, land', 1000)],
  [REFERENCE_LIST_PATHS.statuses]: [{ id: 's1', name_en: 'Awarded', name_fr: 'Obtenue', retired: false }],
  [REFERENCE_LIST_PATHS.sources]: [{ id: 'src1', name_en: 'NSERC', name_fr: 'CRSNG', retired: false }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const downloads: Array<{ name: string; blob: Blob }> = [];
const revoked: string[] = [];
let blobs = new Map<string, Blob>();

function renderPage(path: string, language: 'en' | 'fr') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <AppToaster />
      <GrantsPage />
    </SWRConfig>,
    { role: 'admin', language, path },
  );
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('Export CSV on a list page', () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    downloads.length = 0;
    revoked.length = 0;
    blobs = new Map();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(ANSWERS[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob) downloads.push({ name: this.download, blob });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('is not shown while the list first loads, then follows Refresh once it has loaded', async () => {
    let release: () => void = () => {};
    fetchMock.mockImplementation(async (url) => {
      if (url === API_PATHS['all-grants']()) await new Promise<void>((resolve) => (release = resolve));
      return json(ANSWERS[url] ?? []);
    });
    renderPage('/grants', 'en');
    await screen.findByRole('button', { name: 'Refresh' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    act(() => release());
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    expect(screen.getByRole('button', { name: 'Refresh' }).nextElementSibling).toBe(button);
  });

  it('is not shown in the error state', async () => {
    fetchMock.mockImplementation(async (url) => (url === API_PATHS['all-grants']() ? json({ error: { code: 'internal' } }, 500) : json(ANSWERS[url] ?? [])));
    renderPage('/grants', 'en');
    await screen.findByText('The list could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('loads a list it needs through the cache, busy meanwhile, then downloads every matching row and says so', async () => {
    let releaseTopics: () => void = () => {};
    let topicCalls = 0;
    fetchMock.mockImplementation(async (url) => {
      if (url === REFERENCE_LIST_PATHS.topics) {
        topicCalls += 1;
        await new Promise<void>((resolve) => (releaseTopics = resolve));
      }
      return json(ANSWERS[url] ?? []);
    });
    renderPage('/grants?sort=amount&dir=desc', 'en');
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.querySelector('.spinner')).not.toBeNull();
    fireEvent.click(button);
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(downloads).toHaveLength(0);
    act(() => releaseTopics());
    await screen.findByText('2 rows exported.');
    expect(downloads).toHaveLength(1);
    expect(topicCalls).toBeGreaterThanOrEqual(1);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    const [file] = downloads;
    expect(file?.name).toBe(`ARN-grants-${localDate(new Date())}.csv`);
    const bytes = await bytesOf(file!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(new TextDecoder().decode(bytes), ',');
    expect(records.map((r) => [r[0], r[1], r[2], r[9]])).toEqual([
      ['Title', 'Amount (CAD)', 'Status', 'All investigators'],
      ['Water', '72500.50', 'Awarded', `'=HYPERLINK("x")`],
      ['Air, land', '1000.00', 'Awarded', `'=HYPERLINK("x")`],
    ]);
    await waitFor(() => expect(revoked).toEqual(['blob:test/0']));
  });

  it('French: the rows exported in French with semicolons, the French file name and toast', async () => {
    renderPage('/grants?grantIds=g1', 'fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter en CSV' }));
    await screen.findByText('1 ligne exportée.');
    const [file] = downloads;
    expect(file?.name).toBe(`ARN-subventions-${localDate(new Date())}.csv`);
    const records = parseCsv(new TextDecoder().decode(await bytesOf(file!.blob)), ';');
    expect(records).toHaveLength(2);
    expect(records[1]?.slice(0, 3)).toEqual(['Water', '72500,50', 'Obtenue']);
  });

  it('a needed list that fails: the error toast, no file, the button ready again', async () => {
    fetchMock.mockImplementation(async (url) => (url === REFERENCE_LIST_PATHS.topics ? json({ error: { code: 'internal', message: 'Down' } }, 500) : json(ANSWERS[url] ?? [])));
    renderPage('/grants', 'en');
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    const before = fetchMock.mock.calls.filter(([url]) => url === REFERENCE_LIST_PATHS.topics).length;
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === REFERENCE_LIST_PATHS.topics).length).toBeGreaterThan(before));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(await screen.findByText(/^Error: /)).toBeTruthy();
    expect(downloads).toHaveLength(0);
    expect(screen.queryByText(/rows exported/)).toBeNull();
  });

  it('with no matching record downloads nothing and warns "Nothing to export."', async () => {
    renderPage('/grants?throughNetwork=yes', 'en');
    await screen.findByText('No results match these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Nothing to export.')).toBeTruthy();
    expect(downloads).toHaveLength(0);
  });
});
