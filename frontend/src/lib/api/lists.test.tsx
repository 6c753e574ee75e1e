import { API_PATHS } from '@portal/common/api/paths';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFreshness, swrOptions } from './swr-setup';
import { useEntityList, useReferenceList } from './lists';

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function withCache(children: ReactNode) {
  return <SWRConfig value={{ ...swrOptions, onError: () => {}, provider: () => new Map() }}>{children}</SWRConfig>;
}

function EntityHarness({ path }: { path: string | null }) {
  const list = useEntityList<{ id: string }>(path, { alsoRefresh: [API_PATHS['all-faculties']()] });
  return (
    <div>
      <p>status: {list.status}</p>
      <p>items: {list.items?.map((i) => i.id).join(',') ?? '-'}</p>
      <p>busy: {String(list.busy)}</p>
      <button type="button" onClick={list.refresh}>
        refresh
      </button>
      <button type="button" onClick={list.retry}>
        retry
      </button>
    </div>
  );
}

function ReferenceHarness() {
  const list = useReferenceList<{ id: string }>(API_PATHS['all-faculties']());
  return (
    <p>
      reference: {list.items.length} failed: {String(list.failed)}
    </p>
  );
}

describe('list hooks (4-shell §4.7)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a page that does not need a list never loads it', () => {
    render(withCache(<EntityHarness path={null} />));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads, then refreshes with its reference lists; refresh is ignored while one runs', async () => {
    const releases: Array<() => void> = [];
    fetchMock.mockImplementation(async (url) => json(url.includes('faculties') ? [] : [{ id: 'a' }]));
    render(
      withCache(
        <>
          <EntityHarness path="/api/all-members" />
          <ReferenceHarness />
        </>,
      ),
    );
    await screen.findByText('items: a');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockImplementation(
      (url) =>
        new Promise((resolve) => {
          releases.push(() => resolve(json(url.includes('faculties') ? [] : [{ id: 'a' }, { id: 'b' }])));
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect(screen.getByText('busy: true')).toBeTruthy();
    // The rows stay visible while refreshing.
    expect(screen.getByText('items: a')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.filter((c) => c[0] === API_PATHS['all-faculties']())).toHaveLength(2));
    expect(fetchMock.mock.calls.filter((c) => c[0] === API_PATHS['all-members']())).toHaveLength(2);
    act(() => releases.forEach((release) => release()));
    await screen.findByText('items: a,b');
  });

  it('a failed entity list is in the error state; Try again loads it again', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));
    render(withCache(<EntityHarness path="/api/all-members" />));
    await screen.findByText('status: error');
    fetchMock.mockResolvedValue(json([{ id: 'z' }]));
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    await screen.findByText('items: z');
  });

  it('a reference list yields an empty list on error', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));
    render(withCache(<ReferenceHarness />));
    await screen.findByText('reference: 0 failed: true');
  });
});

describe('freshness (4-shell §4.7.1)', () => {
  it('an entry younger than 60 s is fresh; invalidation makes every entry stale', async () => {
    let now = 1_000;
    const freshness = createFreshness(60_000, () => now);
    fetchMock.mockImplementation(async () => json([]));
    vi.stubGlobal('fetch', fetchMock);
    function Reader() {
      useEntityList(API_PATHS['all-members']());
      return null;
    }
    const { unmount } = render(
      <SWRConfig value={{ ...swrOptions, use: [freshness.middleware], provider: () => new Map() }}>
        <Reader />
      </SWRConfig>,
    );
    await waitFor(() => expect(freshness.isFresh(API_PATHS['all-members']())).toBe(true));
    now += 61_000;
    expect(freshness.isFresh(API_PATHS['all-members']())).toBe(false);
    now -= 61_000;
    freshness.markAllStale();
    expect(freshness.isFresh(API_PATHS['all-members']())).toBe(false);
    unmount();
    vi.unstubAllGlobals();
  });
});
