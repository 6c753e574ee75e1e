import { API_PATHS } from '@portal/common/api/paths';
import type { DashboardFigures } from '@portal/common/api/stats';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app-routes';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith, type TestRole } from '../../test/render';
import { AppShell } from './app-shell';

function renderApp(role: TestRole, path = '/', language: 'en' | 'fr' = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </SWRConfig>,
    { role, path, language },
  );
}

describe('application shell', () => {
  beforeEach(() => {
    // Every list empty; the registered home page's dashboard gets its own (empty) answer's shape.
    const emptyDashboard: DashboardFigures = { products_by_year_and_type: [], grants_by_status: [], events_by_year: [], generated_at: '2026-01-01T00:00:00.000Z' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const body = String(input instanceof Request ? input.url : input).includes(API_PATHS['stats-dashboard']()) ? JSON.stringify(emptyDashboard) : '[]';
        return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has the skip link first, the landmarks and the home page with its title', async () => {
    renderApp('visitor');
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe('Skip to main content');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Research Network' });
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to the member portal!' })).toBeTruthy();
    expect(document.title).toBe('ARN - Home');
  });

  it('French titles and texts', async () => {
    renderApp('member', '/', 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Réseau de recherche Aurora' });
    expect(screen.getByRole('heading', { level: 2, name: 'Bonjour Élise\u00a0!' })).toBeTruthy();
    expect(screen.getByText('Vous êtes connecté(e) en tant que membre.')).toBeTruthy();
    expect(document.title).toBe('ARN - Accueil');
  });

  it('moves focus to the new heading and updates the title after a navigation', async () => {
    renderApp('admin');
    await screen.findByRole('heading', { level: 1, name: 'Aurora Research Network' });
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'All members' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('ARN - Members');
    fireEvent.click(screen.getByRole('link', { name: 'Events' }));
    const events = await screen.findByRole('heading', { level: 1, name: 'All events' });
    await waitFor(() => expect(document.activeElement).toBe(events));
    expect(document.title).toBe('ARN - Events');
  });

  it('guards administrator pages and shows unknown paths as not found', async () => {
    renderApp('member', '/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('You are not authorized to view this page.')).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('visitor', '/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('ARN - Page not found');
  });

  it('unknown paths under a known section are not found too', async () => {
    renderApp('admin', '/members/abc/other');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('ARN - Page not found');
  });

  it('pages for members with their own record refuse other registered accounts', async () => {
    renderApp('registered', '/partners/register-partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('This page is reserved for members.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Profile' }).getAttribute('href')).toBe('/my-profile');
  });

  it('shows the counter tiles on the home page', async () => {
    renderApp('visitor');
    expect(await screen.findByRole('heading', { level: 2, name: 'At a glance' })).toBeTruthy();
    expect(screen.getAllByText('Active members').length).toBeGreaterThan(0);
  });

  it('registered account without member record is asked to update the profile', async () => {
    renderApp('registered');
    await screen.findByRole('heading', { level: 2, name: 'Hello Élise!' });
    expect(screen.getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/my-profile');
    // Below it, the dashboard of registered accounts loads (its chunk, then its figures).
    await screen.findByRole('heading', { level: 2, name: 'Dashboard' });
    expect(screen.getByRole('heading', { level: 2, name: 'Hello Élise!' })).toBeTruthy();
  });
});
