import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToFrench } from './support/shell';

/**
 * Author matching in the forms (4-shell §4.11.5, 3-api §3.14) and the products list's author
 * filter (5-pages §5.6.1). Éric Lévesque is the demo member (member@aurora-network.example).
 */
const ERIC = 'member-eric-levesque';

test.describe('member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('a product author text suggests the member; once confirmed, the product is on the member profile', async ({ page }) => {
    const stamp = Date.now();
    const title = `E2E matched product ${stamp}`;
    // Letters only: trailing digits would be read as affiliation marks (3-api §3.14.2).
    const letters = stamp.toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');
    const accented = `Zoë Ångström-${letters}`;
    await page.goto('/products/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register a product' })).toBeVisible();
    // The register form lists the member by default: remove him to confirm him from the panel.
    await page.getByRole('button', { name: 'Remove Éric Lévesque' }).click();
    await page.getByRole('group', { name: /Title/ }).getByRole('textbox', { name: 'English' }).fill(title);
    await page.getByRole('textbox', { name: 'All authors (required)' }).fill(`Doe, J.; Lévesque, É.; ${accented}`);

    const panel = page.getByRole('region', { name: 'Member matches' });
    await expect(panel.getByText('“Lévesque, É.” → Éric Lévesque (Initials only)')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 member suggestion' })).toBeAttached();
    // Nothing is linked until confirmed.
    await expect(page.getByRole('button', { name: 'Remove Éric Lévesque' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Add Éric Lévesque' }).click();
    await expect(panel.getByText('“Lévesque, É.” → Éric Lévesque: Already linked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Éric Lévesque' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/products\/[^/]+\/private$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto(`/members/${ERIC}/public`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // The author filter through the URL: the entry's key (accents removed, a space) URL-encoded.
    const key = `zoe angstrom-${letters}`;
    await page.goto(`/products?authors=${encodeURIComponent(key)}`);
    const table = page.getByRole('table', { name: 'All products' });
    await expect(table.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
    await expect(page.getByText(`${accented} (1)`)).toBeVisible();
    await expectNoAxeViolations(page);

    // A key holding a comma (a "Last, F." author) stays one value; its product is among the results.
    await page.goto(`/products?authors=${encodeURIComponent('levesque, e.')}&showAuthors=true`);
    await expect(table.getByRole('link', { name: title })).toBeVisible();
    const cells = await table.locator('tbody tr td:last-child').allInnerTexts();
    expect(cells.length).toBeGreaterThan(0);
    for (const text of cells) expect(text).toMatch(/L[ée]vesque, [ÉE]\./);
    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tous les produits' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('a grant investigator text suggests members the same way, in both languages', async ({ page }) => {
    await page.goto('/grants/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register a grant' })).toBeVisible();
    await page.getByRole('textbox', { name: 'All investigators (required)' }).fill('Lévesque, É.; Nobody, Q.');
    const panel = page.getByRole('region', { name: 'Member matches' });
    await expect(panel.getByText('“Lévesque, É.” → Éric Lévesque (Initials only)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Éric Lévesque' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Add Éric Lévesque' }).click();
    await expect(panel.getByText('Already linked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Éric Lévesque' })).toHaveCount(1);

    // The ignored row comes back only when its text changes.
    await page.getByRole('button', { name: 'Remove Éric Lévesque' }).click();
    await panel.getByRole('button', { name: 'Ignore Lévesque, É.' }).click();
    await expect(panel.getByText('No member matches.')).toBeVisible();

    await switchToFrench(page);
    const panelFr = page.getByRole('region', { name: 'Membres correspondants' });
    await expect(panelFr.getByText('Aucun membre correspondant.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Tous les chercheurs (obligatoire)' }).fill('Éric Lévesque');
    await expect(panelFr.getByText('“Éric Lévesque” → Éric Lévesque')).toBeVisible();
    await panelFr.getByRole('button', { name: 'Ajouter Éric Lévesque' }).click();
    await expect(panelFr.getByText('Déjà lié')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
