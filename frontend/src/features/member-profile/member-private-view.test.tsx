import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith, type TestRole } from '../../test/render';
import { MemberPrivateView } from './member-private-view';

/** The viewer of role 'member' is member `mem-1` (test/render.tsx). */
const detail = (patch: Record<string, unknown> = {}) => ({
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
  orcid: null,
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
  grants: [{ id: 'g1', title: 'Winter grant', role: 'investigator' }],
  supervisions: [{ id: 's1', first_name: 'Kim', last_name: 'Ng', role: 'co_supervisor' }],
  events: [],
  updated_at: '2025-01-02T00:00:00Z',
  etag: 'v1',
  ...patch,
});

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ type: 'x', title: code, status, detail: code, code, instance: '/x' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

function renderView(role: TestRole, data: ReturnType<typeof detail>, inProfile = false) {
  const id = String(data.id);
  fetchMock.mockImplementation(async (url) => {
    if (url === API_PATHS['member-private'](id)) return json(data);
    if (url.startsWith(API_PATHS['update-member-private'](id))) return problem(403, 'reactivation_not_allowed');
    return json([]);
  });
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <MemberPrivateView id={id} inProfile={inProfile} />
    </SWRConfig>,
    { role, language: 'en', path: `/members/${id}/private?tab=private` },
  );
}

describe('member private page, Private tab', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links to the CV: "Create a CV" on the private page, "Create my CV" on My Profile (spec 7-reports §7.2.1)', async () => {
    const page = renderView('admin', detail({ id: 'mem-2', account: { first_name: 'Kim', last_name: 'Ng' } }));
    expect((await screen.findByRole('link', { name: 'Create a CV' })).getAttribute('href')).toBe('/members/mem-2/cv');
    page.unmount();
    renderView('member', detail(), true);
    expect((await screen.findByRole('link', { name: 'Create my CV' })).getAttribute('href')).toBe(`/members/${String(detail().id)}/cv`);
  });

  it('view: the status with its date and who deactivated, and the derived lists with their roles', async () => {
    renderView('member', detail({ is_active: false, last_active: '2025-03-04', deactivated_by: 'self' }));
    await screen.findByRole('heading', { level: 1, name: 'Élise Lavoie' });
    expect(screen.getByText(/^Inactive since .*, deactivated by the member$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Winter grant' }).getAttribute('href')).toBe('/grants/g1');
    expect(screen.getByText(/Investigator/)).toBeTruthy();
    expect(screen.getByText(/Co-supervisor/)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Insight' })).toBeNull();
  });

  it('a member deactivated by an administrator cannot switch the profile on and sees whom to contact', async () => {
    renderView('member', detail({ is_active: false, last_active: '2025-03-04', deactivated_by: 'admin' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const toggle = screen.getByRole('switch', { name: 'Active profile' });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/An administrator deactivated your profile/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Date joined/ })).toBeNull();
  });

  it('a refused reactivation turns the switch off again and shows the contact text', async () => {
    renderView('member', detail({ is_active: false, last_active: '2025-03-04', deactivated_by: 'self' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const toggle = screen.getByRole('switch', { name: 'Active profile' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active profile' }).getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText(/An administrator deactivated your profile/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => u === API_PATHS['update-member-private']('mem-1'));
    expect(JSON.parse(String(call?.[1].body))).toMatchObject({ is_active: true });
    expect(JSON.parse(String(call?.[1].body))).not.toHaveProperty('date_joined');
  });

  it('an administrator switching someone off sees the warning for lists and selectors', async () => {
    renderView('admin', detail({ id: 'mem-2', account: { first_name: 'Kim', last_name: 'Ng' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByText('This information is seen only by the member and the administrators.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Insight' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Active profile' }));
    expect(screen.getByText("The member's public profile will be hidden, and the member will no longer appear in lists and selectors.")).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Date joined/ })).toBeTruthy();
  });
});
