import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, recordApiRequests, switchToFrench } from './support/shell';

/**
 * Issue 19 acceptance for the bibliographic export and the Cite dialog (spec 7-reports §7.4.7,
 * criteria 1, 2, 6–9): what only a browser shows. The formats and every citation example are
 * unit-tested (frontend/src/lib/citations/).
 */

const NB = '\u00a0';

const ENTRY_01 = [
  '@article{levesque2024home,',
  '  author = {Lévesque, É. and Dubois-Martin, C. and Okafor, N. and Smith, J.},',
  '  title = {Home-based exercise to prevent falls in older adults: a randomized trial},',
  '  year = {2024},',
  '  month = mar,',
  '  doi = {10.5555/arn.2024.001},',
  '  url = {https://doi.org/10.5555/arn.2024.001}',
  '}',
].join('\n');

const CITE = {
  '01-apa-en':
    'Lévesque, É., Dubois-Martin, C., Okafor, N., & Smith, J. (2024). Home-based exercise to prevent falls in older adults: a randomized trial. https://doi.org/10.5555/arn.2024.001',
  '01-apa-fr': `Lévesque, É., Dubois-Martin, C., Okafor, N. et Smith, J. (2024). Exercice à domicile pour prévenir les chutes chez les personnes âgées${NB}: un essai randomisé. https://doi.org/10.5555/arn.2024.001`,
  '12-apa-fr': `Singh, H. et Haddad, L. (s.${NB}d.). Large bande en milieu rural et accès à la télésanté${NB}: options politiques.`,
  '12-vancouver-en': 'Singh H, Haddad L. Rural broadband and access to telehealth: policy options. [date unknown].',
};

async function download(page: Page, open: () => Promise<void>, item: string): Promise<{ name: string; text: string }> {
  await open();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return { name: file.suggestedFilename(), text: (await readFile(await file.path())).toString('utf8') };
}

/** The titles of the rows shown, without the fallback marker, in their order. */
function shownTitles(page: Page): Promise<string[]> {
  return page.locator('table.data-table tbody tr[data-row] a[href^="/products/"]').evaluateAll((links) =>
    links.map((link) => {
      const copy = link.cloneNode(true) as { querySelectorAll(s: string): Array<{ remove(): void }>; textContent: string | null };
      for (const marker of copy.querySelectorAll('.fallback-marker')) marker.remove();
      return copy.textContent ?? '';
    }),
  );
}

test.describe('products list', () => {
  test.use({ storageState: storageStateOf('member') });

  test('exports the filtered products as BibTeX and RIS through a keyboard menu button; nothing to export gives no file', async ({ page }) => {
    await page.goto('/products?productIds=product-01');
    await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
    const menu = page.getByRole('button', { name: 'Export references' });
    // Keyboard: Enter opens on the first item, arrows move, Escape closes and returns focus, Tab closes.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'BibTeX (.bib)' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'RIS (.ris)' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menu).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'BibTeX (.bib)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // Criterion 1.
    const bib = await download(page, () => menu.click(), 'BibTeX (.bib)');
    expect(bib.name).toMatch(/^[A-Za-z0-9-]+-products-\d{4}-\d{2}-\d{2}\.bib$/);
    expect(bib.text).toMatch(/^% \S+ – 1 references – \d{4}-\d{2}-\d{2}\n% Encoding: UTF-8\n\n/);
    expect(bib.text).toContain(`\n${ENTRY_01}\n`);
    await expect(page.getByText('1 reference exported.').first()).toBeVisible();
    // Criterion 2.
    const ris = await download(page, () => menu.click(), 'RIS (.ris)');
    expect(ris.name).toMatch(/-products-\d{4}-\d{2}-\d{2}\.ris$/);
    expect(ris.text.split('\r\n')).toEqual([
      'TY  - JOUR',
      'AU  - Lévesque, É.',
      'AU  - Dubois-Martin, C.',
      'AU  - Okafor, N.',
      'AU  - Smith, J.',
      'TI  - Home-based exercise to prevent falls in older adults: a randomized trial',
      `TT  - Exercice à domicile pour prévenir les chutes chez les personnes âgées${NB}: un essai randomisé`,
      'PY  - 2024',
      'DA  - 2024/03/15',
      'DO  - 10.5555/arn.2024.001',
      'UR  - https://doi.org/10.5555/arn.2024.001',
      'M3  - Journal article',
      'ER  - ',
      '',
    ]);

    // Criterion 6: the Dataset filter exports exactly the listed products, in the shown order.
    await page.goto('/products?productTypes=product-type-dataset');
    await expect(page.getByText(/^\d+ of \d+ products$/)).toBeVisible();
    const shown = await shownTitles(page);
    expect(shown.length).toBeGreaterThanOrEqual(9);
    const datasets = await download(page, () => page.getByRole('button', { name: 'Export references' }).click(), 'RIS (.ris)');
    const titles = datasets.text.split('\r\n').filter((line) => line.startsWith('TI  - ')).map((line) => line.slice(6));
    expect(titles).toEqual(shown);
    expect(datasets.text.split('\r\n').filter((line) => line.startsWith('TY  - '))).toEqual(shown.map(() => 'TY  - DATA'));

    // A filter matching nothing: no file, "Nothing to export."
    await page.goto('/products?productTypes=product-type-poster');
    await expect(page.getByRole('button', { name: 'Export references' })).toBeVisible();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Export references' }).click();
    await page.getByRole('menuitem', { name: 'BibTeX (.bib)' }).click();
    await expect(page.getByText('Nothing to export.').first()).toBeVisible();
    expect(downloads).toBe(0);

    // Criterion 9 in French, with the menu open.
    await switchToFrench(page);
    await page.getByRole('button', { name: 'Exporter les références' }).click();
    await expect(page.getByRole('menuitem', { name: 'RIS (.ris)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a visitor on a public product page', () => {
  test('cites and exports with no request beyond the product public detail; dialog accessible in both languages', async ({ page }) => {
    const requests = recordApiRequests(page);
    await page.goto('/products/product-01/public');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Home-based exercise');

    await page.getByRole('button', { name: 'Cite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cite this product' });
    await expect(dialog.getByTestId('citation')).toHaveText(CITE['01-apa-en']);
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeFocused();
    await expect(dialog.getByText('Built from the information registered in the portal; the journal, volume and pages are not included.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toHaveCount(0);

    const bib = await download(page, () => page.getByRole('button', { name: 'Export the reference' }).click(), 'BibTeX (.bib)');
    expect(bib.name).toBe('levesque2024home.bib');
    // Product 01 has no abstract (product 03's is checked on its private page below).
    expect(bib.text).toBe(`${ENTRY_01}\n`);
    await expect(page.getByText('Reference exported.').first()).toBeVisible();
    const ris = await download(page, () => page.getByRole('button', { name: 'Export the reference' }).click(), 'RIS (.ris)');
    expect(ris.name).toBe('levesque2024home.ris');
    expect(ris.text).toMatch(/^TY {2}- JOUR\r\n[\s\S]*\r\nM3 {2}- Journal article\r\nER {2}- \r\n$/);

    await switchToFrench(page);
    await page.getByRole('button', { name: 'Citer', exact: true }).click();
    const frenchDialog = page.getByRole('dialog', { name: 'Citer ce produit' });
    await expect(frenchDialog.getByTestId('citation')).toHaveText(CITE['01-apa-fr']);
    await expectNoAxeViolations(page);
    const french = await (async () => {
      await frenchDialog.getByRole('button', { name: 'Fermer', exact: true }).last().click();
      return download(page, () => page.getByRole('button', { name: 'Exporter la référence' }).click(), 'BibTeX (.bib)');
    })();
    expect(french.name).toBe('levesque2024exercice.bib');
    expect([...new Set(requests)]).toEqual(['/api/product/product-01/public']);
  });
});

test.describe('the Cite dialog', () => {
  test.use({ storageState: storageStateOf('member'), permissions: ['clipboard-read', 'clipboard-write'] });

  test('keeps the style across a reload and copies the shown text, with italics in the rich text', async ({ page }) => {
    await page.goto('/products/product-12/public');
    const open = async (name: string) => {
      await page.getByRole('button', { name, exact: true }).click();
      return page.getByRole('dialog');
    };
    let dialog = await open('Cite');
    await dialog.getByRole('radio', { name: 'Vancouver' }).check();
    await expect(dialog.getByTestId('citation')).toHaveText(CITE['12-vancouver-en']);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe(
      CITE['12-vancouver-en'],
    );
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });

    await page.reload();
    await switchToFrench(page);
    dialog = await open('Citer');
    await expect(dialog.getByRole('radio', { name: 'Vancouver' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'APA 7' }).check();
    await expect(dialog.getByTestId('citation')).toHaveText(CITE['12-apa-fr']);
    await expect(dialog.getByTestId('citation').locator('i')).toHaveText(`Large bande en milieu rural et accès à la télésanté${NB}: options politiques`);
    await dialog.getByRole('button', { name: 'Copier' }).click();
    await expect(dialog.getByRole('button', { name: 'Copié' })).toBeVisible();
    const copied = await page.evaluate(async () => {
      type Item = { types: string[]; getType(type: string): Promise<{ text(): Promise<string> }> };
      const [item] = (await (globalThis as unknown as { navigator: { clipboard: { read(): Promise<Item[]> } } }).navigator.clipboard.read()) as Item[];
      if (!item) return { plain: '', html: '' };
      return { plain: await (await item.getType('text/plain')).text(), html: await (await item.getType('text/html')).text() };
    });
    expect(copied.plain).toBe(CITE['12-apa-fr']);
    // The browser writes the no-break space as an entity.
    expect(copied.html.replace(/&nbsp;/g, NB)).toContain(`<i>Large bande en milieu rural et accès à la télésanté${NB}: options politiques</i>`);

    // The private page (view mode) exports the abstract, which only product pages hold.
    await page.goto('/products/product-03/private');
    const bib = await download(page, () => page.getByRole('button', { name: 'Exporter la référence' }).click(), 'BibTeX (.bib)');
    expect(bib.name).toBe('levesque2025open.bib');
    expect(bib.text).toMatch(/^@misc\{levesque2025open,\n[\s\S]*\n {2}howpublished = \{Jeu de données\},\n[\s\S]*\n {2}language = \{english\},\n {2}abstract = \{This dataset examines winter sidewalk conditions\. [^\n]+\}\n\}\n$/);
  });
});
