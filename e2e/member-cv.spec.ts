import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, recordApiRequests, switchToFrench } from './support/shell';

/**
 * The member CV page (spec 7-reports §7.2.7, criteria 5, 6, 8–11): what only a browser shows —
 * the preview in the document's language, the options in the URL across a reload, the Word file
 * and when its code loads, print media and the @page size, the guards without a request, and
 * the accessibility check. The document's content is the unit tests' (cv-document.test.ts).
 */
const ERIC_CV = '/members/member-eric-levesque/cv';
const CLAIRE_CV = '/members/member-claire-dubois-martin/cv';

const preview = (page: Page) => page.getByRole('region', { name: /^(Preview|Aperçu)$/ });
const sheet = (page: Page) => preview(page).locator('.document-sheet');

async function openComplete(page: Page, path: string) {
  await page.goto(path);
  await expect(sheet(page)).toHaveAttribute('data-complete', 'true');
}

/** The preview's texts in document order, as Word paragraphs hold them (a list item each). */
function previewTexts(page: Page): Promise<string[]> {
  return sheet(page)
    .locator(':scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > p, :scope > ol > li')
    .allTextContents();
}

/** The texts of document.xml's paragraphs, in order, without the empty ones. */
function wordParagraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)]
    .map((match) => [...(match[1] ?? '').matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''))
    .map((text) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'"))
    .filter((text) => text !== '');
}

/** The page size of the first page of a PDF, in points. */
function pdfPageSize(pdf: Buffer): [number, number] {
  const match = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  return [Number(match?.[1]), Number(match?.[2])];
}

test.describe('as member@ on their own CV', () => {
  test.use({ storageState: storageStateOf('member') });

  test('a French CV under the English interface, downloaded as Word: the Word worker\'s script loads on the press only, and the file holds the preview', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/word-worker-[^/]+\.js$/.test(new URL(request.url()).pathname)) chunks.push(request.url());
    });
    await openComplete(page, ERIC_CV);
    await expect(page.getByRole('heading', { level: 1, name: 'CV: Éric Lévesque' })).toBeVisible();
    await expect(sheet(page)).toHaveAttribute('lang', 'en');

    // Criterion 5: French document, English interface.
    await page.getByRole('radio', { name: 'Français' }).check();
    await expect(page).toHaveURL(/[?&]lang=fr(&|$)/);
    await expect(sheet(page)).toHaveAttribute('lang', 'fr');
    await expect(sheet(page)).toHaveAttribute('data-complete', 'true');
    await expect(preview(page).getByRole('heading', { level: 3, name: 'Produits' })).toBeVisible();
    const entry01 = preview(page).getByRole('listitem').filter({ hasText: '10.5555/arn.2024.001' });
    await expect(entry01).toHaveText(
      'Lévesque, É., Dubois-Martin, C., Okafor, N. et Smith, J. (2024). Exercice à domicile pour prévenir les chutes chez les personnes âgées\u00a0: un essai randomisé. https://doi.org/10.5555/arn.2024.001 (évalué par les pairs)',
    );
    await expect(entry01.locator('strong')).toHaveText('Lévesque, É.');
    const entry03 = preview(page).getByRole('listitem').filter({ hasText: '10.5555/arn.2025.004' });
    await expect(entry03.locator('[lang="en"]').first()).toHaveText('Open dataset of winter sidewalk conditions in three Canadian cities');
    await expect(page.getByText(/^\d+ texts appear in English because they have no French version\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'CV: Éric Lévesque' })).toBeVisible();

    // Criterion 8: the Word file, its name, its paragraphs, its styles, its language, its footer.
    expect(chunks).toEqual([]);
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    const texts = await previewTexts(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Word (.docx)' }).click()]);
    expect(download.suggestedFilename()).toBe(`CV-Eric-Levesque-${today}.docx`);
    await expect(page.getByText('Word document downloaded.').first()).toBeVisible();
    expect(chunks).toHaveLength(1);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const files = unzipSync(new Uint8Array(bytes));
    const documentXml = strFromU8(files['word/document.xml'] ?? new Uint8Array());
    expect(wordParagraphs(documentXml)).toEqual(texts);
    for (const style of ['Title', 'Heading1', 'Heading2', 'ListNumber']) expect(documentXml).toContain(`<w:pStyle w:val="${style}"/>`);
    expect(strFromU8(files['word/styles.xml'] ?? new Uint8Array())).toContain('<w:lang w:val="fr-CA"/>');
    const footerName = Object.keys(files).find((name) => /^word\/footer\d+\.xml$/.test(name)) ?? '';
    const footer = strFromU8(files[footerName] ?? new Uint8Array());
    expect(footer).toContain('CV – Éric Lévesque · page ');
    expect(footer).toMatch(/PAGE<\/w:instrText>[\s\S]* de <\/w:t>[\s\S]*NUMPAGES<\/w:instrText>/);
  });

  test('private details only once ticked, kept in the URL across a reload; print shows the document alone at the chosen size', async ({ page }) => {
    await openComplete(page, ERIC_CV);
    await expect(preview(page).getByText(/^Mobile: /)).toHaveCount(0);
    // Criterion 6.
    await page.getByRole('checkbox', { name: /^Mobile phone and mailing address/ }).check();
    await expect(page).toHaveURL(/[?&]private=true(&|$)/);
    await expect(preview(page).getByText(/^Mobile: \+1 613-555-0102$/)).toBeVisible();
    await expect(preview(page).getByText(/^Address: .+, Ottawa, Ontario, Canada, K1S 9A6$/)).toBeVisible();
    await page.getByRole('radio', { name: /^A4/ }).check();
    await page.getByRole('checkbox', { name: /^Grants/ }).uncheck();
    await expect(page).toHaveURL(/paper=a4/);
    await expect(sheet(page)).toHaveAttribute('data-complete', 'true');
    const before = await previewTexts(page);
    // Criterion 11: the options URL restores the same preview.
    await page.reload();
    await expect(sheet(page)).toHaveAttribute('data-complete', 'true');
    await expect(page.getByRole('checkbox', { name: /^Mobile phone and mailing address/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Grants/ })).not.toBeChecked();
    expect(await previewTexts(page)).toEqual(before);

    // Criterion 9: print media shows the document alone, on A4.
    const hidden = [page.getByRole('banner'), page.getByRole('form', { name: 'Options' }), page.getByRole('button', { name: 'Print or save as PDF' }), page.getByRole('heading', { level: 1 })];
    await page.emulateMedia({ media: 'print' });
    for (const locator of hidden) await expect(locator).toBeHidden();
    await expect(sheet(page)).toBeVisible();
    await expect(preview(page).getByRole('heading', { level: 2, name: 'Éric Lévesque' })).toBeVisible();
    const [width, height] = pdfPageSize(await page.pdf({ preferCSSPageSize: true }));
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    // The print title is the file name without extension.
    expect(await page.evaluate(() => {
      const w = globalThis as unknown as { dispatchEvent(e: unknown): void; Event: new (t: string) => unknown; document: { title: string } };
      w.dispatchEvent(new w.Event('beforeprint'));
      const title = w.document.title;
      w.dispatchEvent(new w.Event('afterprint'));
      return title;
    })).toMatch(/^CV-Eric-Levesque-\d{4}-\d{2}-\d{2}$/);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('radio', { name: /^Letter/ }).check();
    const [letterWidth, letterHeight] = pdfPageSize(await page.pdf({ preferCSSPageSize: true }));
    expect([Math.round(letterWidth), Math.round(letterHeight)]).toEqual([612, 792]);
  });

  test("another member's CV is refused without a request to the route", async ({ page }) => {
    const requests = recordApiRequests(page);
    await page.goto(CLAIRE_CV);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
    expect(requests.filter((path) => path.endsWith('/cv'))).toEqual([]);
  });
});

test.describe('guards for guest@ and visitors', () => {
  test('guest@ sees Access denied without a request; a visitor sees Login required', async ({ browser }) => {
    const guest = await browser.newContext({ storageState: storageStateOf('guest') });
    const guestPage = await guest.newPage();
    const requests = recordApiRequests(guestPage);
    await guestPage.goto(ERIC_CV);
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    expect(requests.filter((path) => path.endsWith('/cv'))).toEqual([]);
    await guest.close();
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(ERIC_CV);
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Login required' })).toBeVisible();
    await visitor.close();
  });
});

test.describe('as admin@', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('the accessibility check passes in both languages at 1280 and 320 px, options open and collapsed, and the options work by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openComplete(page, `${ERIC_CV}?sections=grants,products,profile&period=custom&from=2024-01-01&to=2024-12-31`);
    await expect(page.getByRole('textbox', { name: /^Start date/ })).toHaveValue('2024-01-01');
    await expect(preview(page).getByText('Period covered: January 1, 2024 to December 31, 2024')).toBeVisible();
    await expect(page.getByText('Only the member and the administrators can see this information.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard: the Events box toggles with Space and the URL follows.
    await page.getByRole('checkbox', { name: /^Events/ }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/sections=events%2Cgrants%2Cproducts%2Cprofile/);

    await page.setViewportSize({ width: 320, height: 800 });
    const toggle = page.getByRole('button', { name: 'Options' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('form', { name: 'Options' })).toBeHidden();
    await expectNoAxeViolations(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('form', { name: 'Options' })).toBeVisible();
    await expectNoAxeViolations(page);

    await switchToFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'CV\u00a0: Éric Lévesque' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Options' })).toBeVisible();
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(page.getByRole('form', { name: 'Options' })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
  });
});
