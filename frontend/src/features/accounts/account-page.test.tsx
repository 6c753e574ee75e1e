import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { makeAccount, renderWith } from '../../test/render';
import { AccountPage } from './account-page';

// Another account than the signed-in administrator of renderWith (acc-1), so every action is offered.
const ACCOUNT = makeAccount({ id: 'acc-2', first_name: 'Aaron', last_name: 'Zed', login_email: 'zed@example.org' });

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status === 200 ? 'application/json' : 'application/problem+json' } });

function renderPage() {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <AccountPage id="acc-2" />
    </SWRConfig>,
    { role: 'admin', path: '/accounts/acc-2' },
  );
}

describe('account page (5-pages §5.5.2)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => {
      if (url === API_PATHS.account('acc-2')) return answer(200, ACCOUNT);
      if (url === API_PATHS['update-account-grant-admin']('acc-2')) {
        return answer(412, { type: 'about:blank', title: 'Precondition failed', status: 412, code: 'stale_version' });
      }
      return answer(200, []);
    });
    vi.stubGlobal('fetch', fetchMock);
    configureFetcherAuth({ getToken: async () => 'token-1', onUnauthorized: () => {} });
  });
  afterEach(() => {
    configureFetcherAuth({ getToken: async () => null, onUnauthorized: () => {} });
    vi.unstubAllGlobals();
  });

  it('shows "Delete account" below the card, and a 412 shows the stale-version banner above it', async () => {
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Aaron Zed' });
    const card = container.querySelector('article.record-card');
    expect(card).not.toBeNull();
    // Spec 6-data-and-beyond §6.3.5: the account page links administrators to the account's history.
    expect(within(card as HTMLElement).getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/history/account/acc-2');
    const remove = screen.getByRole('button', { name: 'Delete account' });
    expect(card?.contains(remove)).toBe(false);
    expect(card?.compareDocumentPosition(remove) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    fireEvent.click(screen.getByRole('button', { name: 'Grant administrator privileges' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    const banner = await screen.findByText('This record was changed by someone else. Reload to see the latest version.');
    expect(card?.contains(banner)).toBe(false);
    expect(card?.compareDocumentPosition(banner) ?? 0).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });
});
