import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToFrench } from './support/shell';

/**
 * Issue 17 acceptance for the product form (spec 6-data-and-beyond §6.3.7, criteria 1 and 5): a
 * member fills the form from a DOI served by the local DOI fixture service, confirms the suggested
 * member authors and saves; an unknown DOI changes nothing; axe on the form with the messages
 * shown, in English and in French; the fixture service stopped (through the test stack's
 * control) gives the "not available" message and changes nothing. member@ is Éric Lévesque. The
 * slow and error fixtures are covered by the route's API tests.
 */
test.use({ storageState: storageStateOf('member') });

const ARTICLE_DOI = '10.5555/arn.fixture.article';
const ARTICLE_AUTHORS = 'Lévesque, Éric; Nguyen, Minh Anh; Okafor, Nkechi; Smith, J.; Iyer, Rajesh';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Stops or restarts the stack's DOI fixture service (scripts/local/test-keys.ts, `/doi-service`). */
async function setDoiService(state: 'stopped' | 'running'): Promise<void> {
  const control = process.env.PORTAL_TEST_CONTROL_URL;
  if (!control) throw new Error('PORTAL_TEST_CONTROL_URL is not set: run the e2e tests through scripts/test.ts or the Playwright global setup');
  const answer = await fetch(`${control}/doi-service?state=${state}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`The DOI service control answered ${answer.status}`);
}

test('a member fills the form from a DOI, confirms the suggested authors and saves; the product links its DOI; an unknown DOI and a stopped service change nothing', async ({ page, baseURL }) => {
  // §6.3.7 acceptance 6: the browser asks only the site and the identity provider, never the DOI service.
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) origins.add(new URL(request.url()).origin);
  });
  await page.goto('/products/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register a product' })).toBeVisible();
  // The form lists the member by default: remove him to see him suggested from the filled text.
  await page.getByRole('button', { name: 'Remove Éric Lévesque' }).click();

  await field(page, 'doi').fill(ARTICLE_DOI);
  await page.getByRole('button', { name: 'Fill from DOI' }).click();
  // The status line under the DOI field (the shell's live region reads the same text).
  const status = page.locator('main .doi-fill-status');
  await expect(status).toHaveText('5 fields filled from the DOI.');
  await expect(field(page, 'title_en')).not.toHaveValue('');
  await expect(field(page, 'title_fr')).toHaveValue('');
  await expect(field(page, 'publish_date')).toHaveValue('2025-11-03');
  await expect(field(page, 'all_author')).toHaveValue(ARTICLE_AUTHORS);
  await expect(field(page, 'product_type_id')).toHaveValue('product-type-journal-article');
  await expect(field(page, 'note')).not.toHaveValue('');
  await expect(field(page, 'note')).not.toHaveValue(/<[a-z]/i);
  await expect(page.locator('main .doi-filled-note')).toHaveCount(5);
  await expect(field(page, 'doi')).toHaveValue(ARTICLE_DOI);

  const panel = page.getByRole('region', { name: 'Member matches' });
  await expect(panel.getByText('“Lévesque, Éric” → Éric Lévesque')).toBeVisible();
  await expect(panel.getByText('“Nguyen, Minh Anh” → Minh Anh Nguyen')).toBeVisible();
  // Suggested only: nobody is linked until confirmed.
  await expect(page.getByRole('button', { name: 'Remove Éric Lévesque' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Add Éric Lévesque' }).click();
  await panel.getByRole('button', { name: 'Add Minh Anh Nguyen' }).click();
  await expect(page.getByRole('button', { name: 'Remove Minh Anh Nguyen' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/private$/);
  await expect(page.locator(`a[href="https://doi.org/${ARTICLE_DOI}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minh Anh Nguyen' })).toBeVisible();

  // An unknown DOI, in French on the same page: its message, and nothing in the form changes.
  await page.goto('/products/register');
  await switchToFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Enregistrer un produit' })).toBeVisible();
  await field(page, 'title_en').fill('Typed by hand');
  await field(page, 'doi').fill('10.5555/arn.fixture.unknown');
  await page.getByRole('button', { name: 'Remplir à partir du DOI' }).click();
  await expect(status).toHaveText("Aucune métadonnée n'a été trouvée pour ce DOI. Vérifiez-le ou remplissez les champs vous-même.");
  await expect(field(page, 'title_en')).toHaveValue('Typed by hand');
  for (const name of ['publish_date', 'all_author', 'product_type_id', 'note']) await expect(field(page, name)).toHaveValue('');
  await expect(page.locator('main .doi-filled-note')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The fixture service stopped: a DOI never looked up (the API caches answers for 24 hours).
  await setDoiService('stopped');
  try {
    await field(page, 'doi').fill('10.5555/arn.e2e.stopped-service');
    await page.getByRole('button', { name: 'Remplir à partir du DOI' }).click();
    await expect(status).toHaveText("La recherche par DOI n'est pas disponible pour le moment. Vous pouvez remplir les champs vous-même.");
    await expect(field(page, 'title_en')).toHaveValue('Typed by hand');
    for (const name of ['publish_date', 'all_author', 'product_type_id', 'note']) await expect(field(page, name)).toHaveValue('');
  } finally {
    await setDoiService('running');
  }
  const allowed = [new URL(baseURL ?? '').origin, new URL(process.env.PORTAL_TEST_IDP_URL ?? baseURL ?? '').origin];
  expect([...origins].filter((origin) => !allowed.includes(origin))).toEqual([]);
});
