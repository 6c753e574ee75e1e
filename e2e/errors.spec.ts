import { expect, test } from './support/test';
import { loginButton, menuLabels, storageStateOf } from './support/sign-in';
import { recordApiRequests } from './support/shell';

/** Issue 3 acceptance: API errors, token failure, and the not-found page (spec 4-shell §4.6, §4.10). */

test.describe('administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('an API error shows a sticky "Error: …" toast and the list\'s error state', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/all-members', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'urn:portal:problem:internal_error',
          title: 'Internal Server Error',
          status: 500,
          detail: 'An unexpected error occurred.',
          code: 'internal_error',
          instance: '/api/all-members',
          correlation_id: 'corr-42',
        }),
      }),
    );
    await page.goto('/members');
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(toast).toHaveText(/^Error: .+ \(Reference: corr-42\)$/);
    await expect(page.getByText('The list could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Sticky: still there long after a success or warning toast would have gone.
    await page.clock.runFor(30_000);
    await expect(toast).toBeVisible();
    await toast.click();
    await expect(toast).toHaveCount(0);
  });

  test('a token failure shows the session-expired warning and signs out without navigating', async ({ page }) => {
    // No access token in the cache, and the provider's token endpoint unreachable: no token can be obtained.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-token-cleared')) return;
      sessionStorage.setItem('e2e-token-cleared', '1');
      for (const key of Object.keys(localStorage)) if (key.includes('|accesstoken|')) localStorage.removeItem(key);
    });
    const idp = new URL(process.env.PORTAL_TEST_IDP_URL ?? 'http://localhost:9490');
    await page.route(
      (url) => url.host === idp.host && url.pathname === '/token',
      (route) => route.abort(),
    );
    const requests = recordApiRequests(page);
    await page.goto('/members');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Your session has expired, please login again.');
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Login required' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/members');
    await expect.poll(() => menuLabels(page)).toEqual(['Home']);
    // The call was skipped: nothing was sent to the authenticated route, and no error toast.
    expect(requests).not.toContain('/api/active-account/update-last-login');
    await expect(page.getByText(/^Error:/)).toHaveCount(0);
  });
});

test('an unknown route shows the not-found page, keeping the URL', async ({ page }) => {
  await page.goto('/members/abc/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you requested does not exist or has been moved.')).toBeVisible();
  await expect(page).toHaveURL('/members/abc/nothing-here');
  await expect(page).toHaveTitle('ARN - Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('the signed-out home page makes one API request (the counts) and loads no sign-in library', async ({ page }) => {
  const requests = recordApiRequests(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('listitem').filter({ hasText: 'Active members' })).toContainText(/\d/);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(['/api/stats/counts']);
  expect(scripts.some((path) => path.includes('msal'))).toBe(false);
});
