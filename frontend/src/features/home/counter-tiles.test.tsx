import { API_PATHS } from '@portal/common/api/paths';
import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith, type TestRole } from '../../test/render';
import { CounterTiles } from './counter-tiles';

const COUNTS = { active_members: 38, products: 60, grants: 20, events: 12, partners: 15, supervisions: 1234 };
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

function renderTiles(role: TestRole, language: 'en' | 'fr' = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, onError: () => {}, provider: () => new Map() }}>
      <CounterTiles />
    </SWRConfig>,
    { role, language },
  );
}

const tileLinks = () => screen.queryAllByRole('link').map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

describe('home counter tiles (4-shell §4.9.3)', () => {
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(
      new Response(JSON.stringify(COUNTS), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a visitor sees six counts from one anonymous request and no links', async () => {
    renderTiles('visitor');
    await screen.findByText('38');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(API_PATHS['stats-counts']());
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    const labels = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(labels).toEqual(['38 Active members', '20 Grants', '60 Products', '12 Events', '15 Partners', '1,234 Supervisions']);
    expect(tileLinks()).toEqual([]);
  });

  it('registered accounts: tiles 1, 3 and 5 are links', async () => {
    renderTiles('registered');
    await screen.findByText('38');
    expect(tileLinks()).toEqual([
      ['38 Active members', '/members'],
      ['60 Products', '/products'],
      ['15 Partners', '/partners'],
    ]);
  });

  it('administrators: all six are links, named "<count> <label>" (French)', async () => {
    renderTiles('admin', 'fr');
    await screen.findByText('38');
    expect(tileLinks().map(([, href]) => href)).toEqual(['/members', '/grants', '/products', '/events', '/partners', '/supervisions']);
    expect(screen.getByRole('link', { name: '38 Membres actifs' })).toBeTruthy();
  });

  it('while loading: skeleton with hidden "Loading..."; on failure: "—" with hidden "Unavailable"', async () => {
    let fail: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (fail = resolve)));
    renderTiles('visitor');
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toBe('Loading... Active members');
    fail(new Response('x', { status: 500 }));
    await within(first).findByText('Unavailable');
    expect(first.textContent).toBe('—Unavailable Active members');
  });
});
