import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import type { Language } from '../../lib/i18n/dictionary';
import { renderWith } from '../../test/render';
import { MemberPrivateView } from './member-private-view';

/** The ORCID iD on the Public tab of the member private page (spec 6-data-and-beyond §6.3.8). */
const detail = (orcid: string | null) => ({
  id: 'mem-1',
  account: { first_name: 'Élise', last_name: 'Lavoie' },
  account_id: 'acc-1',
  is_active: true,
  faculty: null,
  member_type: null,
  keywords: [],
  problems: [],
  about_me_en: null,
  about_me_fr: null,
  work_email: null,
  work_phone: null,
  website_link: null,
  twitter_link: null,
  linkedin_link: null,
  facebook_link: null,
  cv_link: null,
  orcid,
  products: [],
  address: null,
  city: null,
  province: null,
  country: null,
  postal_code: null,
  mobile_phone: null,
  date_joined: '2020-02-03',
  last_active: null,
  deactivated_by: null,
  partnerships: [],
  grants: [],
  supervisions: [],
  events: [],
  updated_at: '2025-01-02T00:00:00Z',
  etag: 'v1',
});

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const taken = () =>
  new Response(
    JSON.stringify({ type: 'x', title: 'x', status: 409, detail: 'x', code: 'conflict_duplicate', instance: '/x', errors: [{ field: 'orcid', code: 'not_unique', message: 'x' }] }),
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );
const sentBodies = () =>
  fetchMock.mock.calls.filter(([url]) => url === API_PATHS['update-member-public']('mem-1')).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function renderTab(orcid: string | null, language: Language = 'en', answer: () => Response = () => json(detail('0000-0000-0000-0837'))) {
  fetchMock.mockImplementation(async (url) => {
    if (url === API_PATHS['member-private']('mem-1')) return json(detail(orcid));
    if (url === API_PATHS['update-member-public']('mem-1')) return answer();
    return json([]);
  });
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <MemberPrivateView id="mem-1" />
    </SWRConfig>,
    { role: 'member', language, path: '/members/mem-1/private' },
  );
}

async function openForm(language: Language = 'en') {
  fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Edit' : 'Modifier' }));
  return (await screen.findByRole('textbox', { name: language === 'en' ? 'ORCID iD' : 'Identifiant ORCID' })) as HTMLInputElement;
}

describe('ORCID iD on the Public tab', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('view: the iD icon and the full address as a new-tab link under "ORCID iD"', async () => {
    renderTab('0000-0000-0000-001X');
    const link = await screen.findByRole('link', { name: 'https://orcid.org/0000-0000-0000-001X (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://orcid.org/0000-0000-0000-001X', '_blank', 'noopener noreferrer']);
    expect(link.closest('dd')?.previousElementSibling?.textContent).toBe('ORCID iD');
    expect(link.querySelector('svg.orcid-icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('view: without an iD the item is left out', async () => {
    renderTab(null);
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByText('ORCID iD')).toBeNull();
  });

  it.each([
    ['0000000000000837', '0000-0000-0000-0837'],
    ['https://orcid.org/0000-0002-1825-0097', '0000-0002-1825-0097'],
    ['0000-0000-0000-001x', '0000-0000-0000-001X'],
    ['  000000012345007x ', '0000-0001-2345-007X'],
  ])('form: %j is shown as %j once the field is left, with no message', async (typed, shown) => {
    renderTab(null);
    const input = await openForm();
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input.value).toBe(shown);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('form: no message while typing; after the first blur, the message follows every change', async () => {
    renderTab(null);
    const input = await openForm();
    fireEvent.change(input, { target: { value: '0000-0002-1825-0098' } });
    expect(screen.queryByText('This ORCID iD is not valid (wrong check character).')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('This ORCID iD is not valid (wrong check character).')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Described by the help and the message; no error summary before a submit.
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Your ORCID identifier, for example 0000-0002-1825-0097.', 'This ORCID iD is not valid (wrong check character).']);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '1234-5678' } });
    expect(screen.getByText('Invalid ORCID iD (expected 0000-0000-0000-0000)')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0000-0002-1825-0097' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/ORCID iD/, { selector: '.field-error' })).toBeNull();
  });

  it('form: a wrong check character is refused on submit (nothing sent), in French too', async () => {
    renderTab(null, 'fr');
    const input = await openForm('fr');
    fireEvent.change(input, { target: { value: '0000000218250098' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('alert');
    expect(screen.getAllByText("Cet identifiant ORCID n'est pas valide (caractère de contrôle erroné).", { exact: false }).length).toBeGreaterThan(0);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies()).toEqual([]);
  });

  it("form: the server's 409 shows on the field and stays until the value changes", async () => {
    renderTab(null, 'en', taken);
    const input = await openForm();
    fireEvent.change(input, { target: { value: 'https://orcid.org/0000-0002-1825-0097' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'This ORCID iD is already used by another member.';
    await waitFor(() => expect(document.querySelector('.field-error')?.textContent).toBe(message));
    expect(sentBodies().map((body) => body.orcid)).toEqual(['0000-0002-1825-0097']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(input);
    expect(document.querySelector('.field-error')?.textContent).toBe(message);
    fireEvent.change(input, { target: { value: '0000-0000-0000-0837' } });
    expect(document.querySelector('.field-error')).toBeNull();
  });

  it('form: clearing the field removes the iD (null is sent)', async () => {
    renderTab('0000-0000-0000-001X', 'en', () => json(detail(null)));
    const input = await openForm();
    expect(input.value).toBe('0000-0000-0000-001X');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]?.orcid).toBeNull();
  });
});
