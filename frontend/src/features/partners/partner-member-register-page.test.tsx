import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { PartnerMemberRegisterPage } from './partner-member-register-page';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const conflict = () =>
  new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'conflict_duplicate',
      status: 409,
      detail: 'conflict_duplicate',
      code: 'conflict_duplicate',
      instance: API_PATHS['register-partner-member'](),
      errors: [{ field: 'name_en', code: 'not_unique', entity: 'organization' }],
    }),
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );

function renderPage() {
  const location = memoryLocation({ path: '/partners/register-partner', record: true });
  const result = renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <PartnerMemberRegisterPage />
    </SWRConfig>,
    { role: 'member', language: 'en', router: (children) => <Router hook={location.hook} searchHook={location.searchHook}>{children}</Router> },
  );
  return { ...result, location };
}

async function fillForm() {
  fireEvent.change(screen.getByRole('textbox', { name: 'English' }), { target: { value: 'Lakeside Clinic' } });
  await screen.findByRole('option', { name: 'Local' });
  fireEvent.change(screen.getByRole('combobox', { name: /^Scope/ }), { target: { value: 'sc1' } });
}

describe('add a partner I work with', () => {
  let answer: () => Response;
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      if (url === API_PATHS['all-org-scopes']()) return json([{ id: 'sc1', name_en: 'Local', name_fr: 'Locale', retired: false }]);
      if (url === API_PATHS['register-partner-member']() && init.method === 'POST') return answer();
      return json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the public fields, links to My Profile, and opens the public page of the new partner', async () => {
    answer = () => json({ id: 'o9', name_en: 'Lakeside Clinic', name_fr: null, scope: null, type: null, description: null, products: [], events: [] }, 201);
    const { location } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Add a partner I work with' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/my-profile?tab=private');
    expect(screen.queryByRole('textbox', { name: 'Contact person' })).toBeNull();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/partners/o9/public'));
    const post = fetchMock.mock.calls.find(([url]) => url === API_PATHS['register-partner-member']());
    expect(JSON.parse(String(post?.[1].body))).toEqual({ name_en: 'Lakeside Clinic', name_fr: null, scope_id: 'sc1', type_id: null, description: null });
  });

  it('marks the names with the already-registered message and its hint on a 409', async () => {
    answer = conflict;
    const { location } = renderPage();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const message = 'This partner is already registered. Add it to your partnerships from My Profile.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(screen.getByRole('textbox', { name: 'English' }).getAttribute('aria-invalid')).toBe('true');
    expect(location.history.at(-1)).toBe('/partners/register-partner');
  });

  it('checks the form in the browser first: no name, no scope, nothing sent', async () => {
    answer = conflict;
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Scope/ }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => url === API_PATHS['register-partner-member']())).toBe(false);
  });

  it('a failed submit shows "Please correct the following fields:" with a link to each invalid field, and focuses it (4-shell §4.12.5)', async () => {
    answer = conflict;
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByText('Please correct the following fields:')).toBeTruthy();
    const scope = screen.getByRole('combobox', { name: /^Scope/ });
    const link = within(summary).getByRole('link', { name: /^Scope: / });
    expect(link.getAttribute('href')).toBe(`#${scope.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(scope);
    // A bilingual pair is named by its group label, listed once, and links to its English input.
    const name = within(summary).getByRole('link', { name: 'Name: Provide at least one language.' });
    expect(name.getAttribute('href')).toBe(`#${screen.getByRole('textbox', { name: 'English' }).id}`);
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
  });

  it('an unreachable server shows the inline message of 4-shell §4.6.3 above the button; the form keeps its values', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    renderPage();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The server could not be reached. Check your connection and try again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'English' }) as HTMLInputElement).value).toBe('Lakeside Clinic');
  });
});
