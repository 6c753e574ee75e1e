import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { apiGet, linkHolder, nextToken } from './support/api';
import { avatarButton, expectNoAxeViolations, switchToEnglish, switchToFrench } from './support/shell';

/**
 * Issue 6 acceptance for partners (spec 5-pages §5.7): an administrator registers a partner,
 * finds it through a URL filter, edits it (one relation included) and deletes it with the typed
 * name, after which the API shows no record linking to it; a member adds a partner they work with
 * and it is linked to their member record; axe on the list, detail and register pages in EN and FR.
 */
test.use({ storageState: storageStateOf('admin') });

async function registerPartner(page: Page, name: string, french = false): Promise<string> {
  await page.goto('/partners/register');
  if (french) await switchToFrench(page);
  const l = french
    ? { heading: 'Enregistrer un partenaire', group: /^Nom/, lang: 'Anglais', scope: 'Portée (obligatoire)', contact: 'Personne-ressource', submit: 'Enregistrer' }
    : { heading: 'Register a partner', group: /^Name/, lang: 'English', scope: 'Scope (required)', contact: 'Contact person', submit: 'Register' };
  await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
  await page.getByRole('group', { name: l.group }).getByRole('textbox', { name: l.lang }).fill(name);
  const scope = page.getByRole('combobox', { name: l.scope });
  await expect(scope.locator('option')).not.toHaveCount(1);
  await scope.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: l.contact, exact: true }).fill('Ana Silva');
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page).toHaveURL(/\/partners\/[^/]+\/private$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return decodeURIComponent(/\/partners\/([^/]+)\/private/.exec(page.url())?.[1] ?? '');
}

async function deletePartner(page: Page, name: string, button = 'Delete partner', confirm = 'Delete') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(page).toHaveURL(/\/partners$/);
}

/** Registers a product whose partners include the given one (a record that links to it). */
async function registerLinkedProduct(page: Page, title: string, partner: string): Promise<string> {
  await page.goto('/products/register');
  await page.getByRole('group', { name: /Title/ }).getByRole('textbox', { name: 'English' }).fill(title);
  await page.getByRole('textbox', { name: 'All authors (required)' }).fill('Curie, M.');
  const partners = page.getByRole('combobox', { name: 'Partners' });
  await partners.click();
  await partners.fill(partner);
  await page.getByRole('listbox', { name: 'Partners' }).getByRole('option', { name: partner }).click();
  await partners.press('Escape');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/private$/);
  return decodeURIComponent(/\/products\/([^/]+)\/private/.exec(page.url())?.[1] ?? '');
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateOf('admin') });
  return context.newPage();
}

test('register, filter through the URL, edit with a relation, delete with the typed name', async ({ page }) => {
  const stamp = Date.now();
  const name = `E2E partner ${stamp}`;
  const id = await registerPartner(page, name);
  await page.getByRole('tab', { name: 'Private' }).click();
  await expect(page.getByRole('tabpanel').getByText('Ana Silva')).toBeVisible();

  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'All partners' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'All partners' }).getByRole('link', { name })).toBeVisible();

  await page.goto(`/partners?partnerIds=${encodeURIComponent(id)}&showScope=false`);
  await expect(page.getByText(/^1 of \d+ partners$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'All partners' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('columnheader', { name: /Scope/ })).toHaveCount(0);
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/partners/${id}/private`));

  // Edit: the organization type (a relation to a reference list) and the description.
  await page.getByRole('button', { name: 'Edit' }).click();
  const type = page.getByRole('combobox', { name: 'Organization type' });
  await expect(type.locator('option')).not.toHaveCount(1);
  await type.selectOption({ index: 1 });
  const typeName = (await type.locator('option:checked').textContent())?.trim() ?? '';
  await page.getByRole('textbox', { name: 'Description' }).fill('First line.\nSecond line.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('dt', { hasText: 'Organization type' }).locator('+ dd')).toHaveText(typeName);

  // The type filter of the list finds it; the expanded row shows the description.
  const typeId = new URL((await panel.getByRole('link', { name: typeName }).getAttribute('href')) ?? '', 'http://x').searchParams.get('partnerTypes');
  await page.goto(`/partners?partnerTypes=${typeId ?? ''}&partnerIds=${encodeURIComponent(id)}`);
  await page.getByRole('table', { name: 'All partners' }).getByRole('button', { name: `Show details: ${name}` }).click();
  await expect(page.getByText(/First line\.\s+Second line\./)).toBeVisible();

  // Another record links to it: a product naming it among its partners.
  const productTitle = `E2E partner product ${stamp}`;
  const productId = await registerLinkedProduct(page, productTitle, name);
  await page.goto(`/partners/${encodeURIComponent(id)}/public`);
  await expect(page.getByRole('link', { name: productTitle })).toBeVisible();

  // Before the delete: the partner's detail names the records that link to it (found by their
  // stored partner ids): the product and no event. The lists no longer carry link ids (docs/adr/0033).
  const token = await nextToken(page, () => page.goto(`/partners/${encodeURIComponent(id)}/private`));
  const linking = await apiGet<{ products: Array<{ id: string }>; events: Array<{ id: string }> }>(page, `/api/partner/${encodeURIComponent(id)}/public`);
  expect({ products: linking.body?.products.map((p) => p.id), events: linking.body?.events }).toEqual({ products: [productId], events: [] });
  const productPath = `/api/product/${encodeURIComponent(productId)}/private`;
  const before = await linkHolder(page, productPath, 'partners', token);
  expect(before.linked).toContain(id);

  await deletePartner(page, name);
  // The product stays, rewritten by the delete (a new version) without the partner.
  const after = await linkHolder(page, productPath, 'partners', token);
  expect({ linked: after.linked, rewritten: after.etag !== before.etag }).toEqual({ linked: before.linked.filter((p) => p !== id), rewritten: true });
  const partners = await apiGet<Array<{ id: string }>>(page, '/api/all-partners');
  expect(partners.body?.some((p) => p.id === id)).toBe(false);
  expect((await apiGet(page, `/api/partner/${encodeURIComponent(id)}/public`)).status).toBe(404);

  // Clean up the product.
  await page.goto(`/products/${encodeURIComponent(productId)}/private`);
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('alertdialog').getByRole('textbox').fill(productTitle);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test.describe('as a member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('adds a partner they work with; it is linked to their own member record', async ({ page, browser }) => {
    const name = `E2E member partner ${Date.now()}`;
    await page.goto('/partners');
    await page.getByRole('link', { name: 'Add a partner I work with' }).click();
    await expect(page).toHaveURL(/\/partners\/register-partner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a partner I work with' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Contact person' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('group', { name: /^Name/ }).getByRole('textbox', { name: 'English' }).fill(name);
    const scope = page.getByRole('combobox', { name: 'Scope (required)' });
    await expect(scope.locator('option')).not.toHaveCount(1);
    await scope.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/partners\/[^/]+\/public$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the private page' })).toHaveCount(0);
    const id = decodeURIComponent(/\/partners\/([^/]+)\/public/.exec(page.url())?.[1] ?? '');
    const label = (await avatarButton(page).getAttribute('aria-label')) ?? '';
    const memberName = /account menu of (.+)$/.exec(label)?.[1] ?? '';
    expect(memberName).not.toBe('');

    // A second registration of the same name is refused with the hint.
    await page.goto('/partners/register-partner');
    await page.getByRole('group', { name: /^Name/ }).getByRole('textbox', { name: 'English' }).fill(name);
    await expect(scope.locator('option')).not.toHaveCount(1);
    await scope.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This partner is already registered. Add it to your partnerships from My Profile.').first()).toBeVisible();

    // The administrator sees the member among the partner's member partnerships, then deletes it.
    const admin = await adminPage(browser);
    await admin.goto(`/partners/${encodeURIComponent(id)}/private?tab=private`);
    const partnerships = admin.getByRole('region', { name: 'Member partnerships' });
    await expect(partnerships.getByRole('link', { name: memberName })).toBeVisible();
    await deletePartner(admin, name);
    await admin.context().close();
  });
});

test('axe: list, detail and register pages in English and French', async ({ page }) => {
  const name = `E2E partenaire ${Date.now()}`;
  await page.goto('/partners/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register a partner' })).toBeVisible();
  await expectNoAxeViolations(page);
  const id = await registerPartner(page, name, true);
  await expect(page.getByRole('tab', { name: 'Privé' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('combobox', { name: "Type d'organisation" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/partners/${encodeURIComponent(id)}/public`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Portée')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/partners?partnerIds=${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les partenaires' })).toBeVisible();
  await expect(page.getByText(/^1 sur \d+ partenaires$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter un nouveau partenaire' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/partners/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Enregistrer un partenaire' })).toBeVisible();
  await expectNoAxeViolations(page);

  await switchToEnglish(page);
  await page.goto(`/partners?partnerIds=${encodeURIComponent(id)}`);
  await expect(page.getByText(/^1 of \d+ partners$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/partners/${encodeURIComponent(id)}/public`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/partners/${encodeURIComponent(id)}/private`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
  await deletePartner(page, name);
});
