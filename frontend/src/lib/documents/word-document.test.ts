// @vitest-environment node
import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DocumentModel } from './document-model';
import { wordDocument } from './word-document';

const MODEL: DocumentModel = {
  lang: 'fr',
  title: 'CV – Éric Lévesque',
  fileName: 'CV-Eric-Levesque-2026-11-27',
  paper: 'a4',
  fallbackCount: 1,
  blocks: [
    { kind: 'title', runs: [{ text: 'Éric Lévesque' }] },
    { kind: 'paragraph', runs: [{ text: 'Courriel : eric@example.org' }] },
    { kind: 'heading', level: 1, runs: [{ text: 'Produits' }] },
    { kind: 'heading', level: 2, runs: [{ text: 'Article de revue (1)' }] },
    {
      kind: 'list',
      items: [
        [{ text: 'Lévesque, É.', bold: true }, { text: ' (2024). ' }, { text: 'Open data', italic: true, lang: 'en' }, { text: ' https://doi.org/10.5555/x', href: 'https://doi.org/10.5555/x' }],
        [{ text: 'Second entry' }],
      ],
    },
    { kind: 'heading', level: 3, runs: [{ text: 'Détail' }] },
    { kind: 'list', items: [[{ text: 'Another list' }]] },
    { kind: 'table', caption: 'Par statut', header: ['Statut', 'Nombre'], rows: [['Accordée', '7'], ['Refusée', '1']], numericColumns: [1] },
    { kind: 'chart', chartId: 'products-per-year', altText: 'Produits par année' },
  ],
};

async function unpack(model: DocumentModel, images?: Parameters<typeof wordDocument>[1]['images']) {
  const buffer = await Packer.toBuffer(wordDocument(model, { creator: 'ARN', footer: `${model.title} · page {{page}} de {{pages}}`, ...(images ? { images } : {}) }));
  const files = unzipSync(new Uint8Array(buffer));
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  return { files, text };
}

/** The paragraphs of document.xml as [style, text] pairs, in order (table cells included). */
function paragraphs(xml: string): [string, string][] {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p\/>/g)].map((match) => {
    const body = match[1] ?? '';
    const style = /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1] ?? 'Normal';
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('');
    return [style, text];
  });
}

describe('wordDocument', () => {
  it('writes the blocks in order with the built-in styles, the list numbering and the table', async () => {
    const { text } = await unpack(MODEL);
    const xml = text('word/document.xml');
    expect(paragraphs(xml).filter(([, t]) => t !== '')).toEqual([
      ['Title', 'Éric Lévesque'],
      ['Normal', 'Courriel : eric@example.org'],
      ['Heading1', 'Produits'],
      ['Heading2', 'Article de revue (1)'],
      ['ListNumber', 'Lévesque, É. (2024). Open data https://doi.org/10.5555/x'],
      ['ListNumber', 'Second entry'],
      ['Heading3', 'Détail'],
      ['ListNumber', 'Another list'],
      ['Caption', 'Par statut'],
      ['Normal', 'Statut'],
      ['Normal', 'Nombre'],
      ['Normal', 'Accordée'],
      ['Normal', '7'],
      ['Normal', 'Refusée'],
      ['Normal', '1'],
    ]);
    // Two lists, two numbering instances: the second list starts again at 1.
    const numIds = [...xml.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((m) => m[1]);
    expect(numIds).toHaveLength(3);
    expect(numIds[0]).toBe(numIds[1]);
    expect(numIds[2]).not.toBe(numIds[0]);
    // Bold, italic, the fallback run's own language, the DOI as a hyperlink.
    expect(xml).toMatch(/<w:b\/>(?:<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">Lévesque, É\.<\/w:t>/);
    expect(xml).toMatch(/<w:i\/>(?:<w:iCs\/>)?<w:lang w:val="en-CA"\/><\/w:rPr><w:t xml:space="preserve">Open data/);
    expect(xml).toMatch(/<w:hyperlink [^>]*r:id="([^"]+)"/);
    const linkId = /<w:hyperlink [^>]*r:id="([^"]+)"/.exec(xml)?.[1];
    expect(text('word/_rels/document.xml.rels')).toContain(`Id="${linkId}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://doi.org/10.5555/x"`);
    // The header row repeats on every page and no row splits; numbers are right-aligned.
    expect(xml).toMatch(/<w:trPr><w:cantSplit\/><w:tblHeader\/><\/w:trPr>/);
    expect(xml).toContain('<w:tblStyle w:val="DocumentTable"/>');
    expect(xml).toContain('<w:jc w:val="right"/>');
    // A4 with 2 cm margins.
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml).toMatch(/<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/);
  });

  it('sets the language, the theme fonts at 11 pt, the heading sizes and the styles Word knows', async () => {
    const styles = (await unpack(MODEL)).text('word/styles.xml');
    expect(styles).toMatch(/<w:rPrDefault><w:rPr><w:rFonts [^>]*w:asciiTheme="minorHAnsi"[^>]*\/><w:sz w:val="22"\/><w:szCs w:val="22"\/><w:lang w:val="fr-CA"\/>/);
    for (const [id, size] of [['Heading1', 32], ['Heading2', 26], ['Heading3', 23]] as const) {
      const style = new RegExp(`<w:style w:type="paragraph" w:styleId="${id}">([\\s\\S]*?)</w:style>`).exec(styles)?.[1] ?? '';
      expect(style, id).toContain('<w:keepNext/>');
      expect(style, id).toContain(`<w:sz w:val="${size}"/>`);
      expect(style, id).toMatch(/w:asciiTheme="majorHAnsi"/);
    }
    expect(styles).toContain('<w:style w:type="paragraph" w:styleId="Title">');
    expect(styles).toContain('<w:style w:type="paragraph" w:styleId="ListNumber"><w:name w:val="List Number"/>');
    expect(styles).toContain('<w:style w:type="table" w:styleId="DocumentTable">');
  });

  it('writes the title, creator and language properties and the footer with page fields', async () => {
    const { files, text } = await unpack({ ...MODEL, lang: 'en', paper: 'letter', title: 'CV – Eric' });
    const core = text('docProps/core.xml');
    expect(core).toContain('<dc:title>CV – Eric</dc:title>');
    expect(core).toContain('<dc:creator>ARN</dc:creator>');
    expect(core).toContain('<dc:language>en-CA</dc:language>');
    expect(text('word/styles.xml')).toContain('<w:lang w:val="en-CA"/>');
    expect(text('word/document.xml')).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    const footerName = Object.keys(files).find((name) => /^word\/footer\d+\.xml$/.test(name)) ?? '';
    const footer = text(footerName);
    expect(footer).toContain('CV – Eric · page </w:t>');
    expect(footer).toMatch(/<w:instrText xml:space="preserve">PAGE<\/w:instrText>[\s\S]* de <\/w:t>[\s\S]*<w:instrText xml:space="preserve">NUMPAGES<\/w:instrText>/);
  });

  it('puts a chart as a PNG image with its text alternative, and leaves it out without an image', async () => {
    // The smallest valid PNG (1×1, transparent).
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
    const withImage = await unpack(MODEL, new Map([['products-per-year', { data: png, width: 1200, height: 600 }]]));
    const xml = withImage.text('word/document.xml');
    expect(xml).toMatch(/<wp:docPr [^>]*descr="Produits par année"/);
    expect(Object.keys(withImage.files).some((name) => /^word\/media\/.+\.png$/.test(name))).toBe(true);
    // Scaled down to the text width of an A4 page (about 665 px): 1200 × 600 becomes 665 × 333.
    expect(xml).toMatch(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/);
    const [, cx, cy] = /<wp:extent cx="(\d+)" cy="(\d+)"\/>/.exec(xml) ?? [];
    expect(Number(cx) / 9525).toBeLessThanOrEqual(666);
    expect(Number(cx) / Number(cy)).toBeCloseTo(2, 1);
    const without = await unpack(MODEL);
    expect(without.text('word/document.xml')).not.toContain('<wp:docPr');
  });
});
