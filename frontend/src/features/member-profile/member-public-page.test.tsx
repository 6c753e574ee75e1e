import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { MemberPublicPage } from './member-public-page';

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(id: string) {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <MemberPublicPage id={id} />
    </SWRConfig>,
    { role: 'visitor', language: 'en', path: `/members/${id}/public` },
  );
}

const ACTIVE = {
  id: 'm1',
  account: { first_name: 'Ana', last_name: 'Roy' },
  is_active: true,
  faculty: null,
  member_type: null,
  keywords: [{ id: 'k1', name_en: 'Water', name_fr: 'Eau' }],
  problems: [],
  about_me_en: null,
  about_me_fr: 'Bonjour',
  work_email: null,
  work_phone: null,
  website_link: 'https://ana.example',
  twitter_link: null,
  linkedin_link: 'javascript:alert(1)',
  facebook_link: null,
  cv_link: null,
  orcid: null,
  products: [],
};

describe('member public page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows an inactive member with the badge and the not-public text', async () => {
    fetchMock.mockResolvedValue(json({ id: 'm2', account: { first_name: 'Bo', last_name: 'Li' }, is_active: false }));
    renderPage('m2');
    await screen.findByRole('heading', { level: 1, name: 'Bo Li' });
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText("This member's profile is not public.")).toBeTruthy();
  });

  it('shows an active member: fallback text, plain keyword tags for visitors, link tags only for http(s)', async () => {
    fetchMock.mockResolvedValue(json(ACTIVE));
    renderPage('m1');
    await screen.findByRole('heading', { level: 1, name: 'Ana Roy' });
    expect(screen.getByText('Bonjour').getAttribute('lang')).toBe('fr');
    expect(screen.getByText('Water')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Water' })).toBeNull();
    const website = screen.getByRole('link', { name: 'Website of Ana Roy (opens in a new tab)' });
    expect(website.getAttribute('href')).toBe('https://ana.example');
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });

  it('shows the ORCID iD under its label as the full address with the iD icon (6-data-and-beyond §6.3.8)', async () => {
    fetchMock.mockResolvedValue(json({ ...ACTIVE, orcid: '0000-0000-0000-0837' }));
    renderPage('m1');
    const link = await screen.findByRole('link', { name: 'https://orcid.org/0000-0000-0000-0837 (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://orcid.org/0000-0000-0000-0837', '_blank', 'noopener noreferrer']);
    expect(link.closest('dd')?.previousElementSibling?.textContent).toBe('ORCID iD');
    expect(link.querySelector('svg.orcid-icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the ORCID item out for a member without an iD (acceptance 5)', async () => {
    fetchMock.mockResolvedValue(json(ACTIVE));
    renderPage('m1');
    await screen.findByRole('heading', { level: 1, name: 'Ana Roy' });
    expect(screen.queryByText('ORCID iD')).toBeNull();
    expect(screen.queryByRole('link', { name: /orcid\.org/ })).toBeNull();
  });

  it('links the work e-mail through the encoded mailto: builder', async () => {
    fetchMock.mockResolvedValue(json({ ...ACTIVE, work_email: 'ana+lab@x.ca' }));
    renderPage('m1');
    const mail = await screen.findByRole('link', { name: 'ana+lab@x.ca' });
    expect(mail.getAttribute('href')).toBe('mailto:ana%2Blab@x.ca');
  });

  it('shows a stored work e-mail that would change a link as text only', async () => {
    fetchMock.mockResolvedValue(json({ ...ACTIVE, work_email: 'ana?bcc=x@y.ca' }));
    renderPage('m1');
    await screen.findByRole('heading', { level: 1, name: 'Ana Roy' });
    expect(screen.getByText('ana?bcc=x@y.ca')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ana?bcc=x@y.ca' })).toBeNull();
  });

  it('shows the not-found state', async () => {
    fetchMock.mockResolvedValue(json({ status: 404, code: 'not_found', title: 'x', detail: 'x', type: 'x', instance: 'x' }, 404));
    renderPage('nope');
    await screen.findByRole('heading', { level: 1, name: 'Member not found' });
  });
});
