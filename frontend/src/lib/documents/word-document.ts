/**
 * The Word rendering of a document model (spec 7-reports §7.1.1, §7.1.6), with the `docx` package.
 * Loaded only by the dynamic import of download-document.ts when "Download Word (.docx)" is first
 * pressed: nothing else may import this module, or the library would join a page's chunk.
 *
 * Built-in style ids (Title, Heading1–3, Normal, ListNumber) so that Word's navigation pane,
 * tables of contents and assistive technology see the structure; theme fonts at 11 pt; the
 * document's language as the default, fallback runs in their own.
 */
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  ImageRun,
  ImportedXmlComponent,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun as WordRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { DocumentBlock, DocumentLanguage, DocumentModel, TextRun } from './document-model';

/** A chart drawn as PNG (chart-images.ts): `width` and `height` are the preview's size in CSS pixels. */
export interface ChartImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface WordOptions {
  /** The core property `creator`: the portal's short name. */
  creator: string;
  /**
   * The footer in the document's language, with `{{page}}` and `{{pages}}` where the page fields
   * go: "CV – Éric Lévesque · page {{page}} of {{pages}}".
   */
  footer: string;
  /** Charts drawn from the preview, by chart id; a chart without an image is left out (its table stays). */
  images?: ReadonlyMap<string, ChartImage>;
}

const LOCALES: Record<DocumentLanguage, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Page sizes and margins in twentieths of a point (1 cm = 567). */
const PAGE_SIZES = { letter: { width: 12240, height: 15840 }, a4: { width: 11906, height: 16838 } } as const;
const MARGIN = 1134;
/** The text width of the narrower page (A4) in CSS pixels: wider charts are scaled down to it. */
const MAX_IMAGE_WIDTH = Math.floor(((PAGE_SIZES.a4.width - 2 * MARGIN) / 1440) * 96);

const LIST_REFERENCE = 'document-list';
const TABLE_STYLE = 'DocumentTable';

// A bordered grid with its header row bold: Word's own "Table Grid" definition, under our id.
const TABLE_STYLE_XML =
  `<w:style w:type="table" w:styleId="${TABLE_STYLE}"><w:name w:val="Document Table"/><w:basedOn w:val="TableNormal"/>` +
  '<w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr>' +
  '<w:tblPr><w:tblBorders>' +
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="auto"/>`).join('') +
  '</w:tblBorders><w:tblCellMar><w:left w:w="108" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr>' +
  '<w:tblStylePr w:type="firstRow"><w:rPr><w:b/></w:rPr></w:tblStylePr></w:style>';

function runsOf(runs: readonly TextRun[]): ParagraphChild[] {
  return runs.map((run) => {
    const word = new WordRun({
      text: run.text,
      ...(run.bold ? { bold: true } : {}),
      ...(run.italic ? { italics: true } : {}),
      ...(run.lang ? { language: { value: LOCALES[run.lang] } } : {}),
      ...(run.href ? { style: 'Hyperlink' } : {}),
    });
    return run.href ? new ExternalHyperlink({ link: run.href, children: [word] }) : word;
  });
}

function cellParagraph(text: string, numeric: boolean): Paragraph {
  return new Paragraph({ children: [new WordRun(text)], ...(numeric ? { alignment: AlignmentType.RIGHT } : {}) });
}

function table(block: Extract<DocumentBlock, { kind: 'table' }>): (Paragraph | Table)[] {
  const numeric = new Set(block.numericColumns ?? []);
  const row = (cells: readonly string[], header: boolean) =>
    new TableRow({
      tableHeader: header,
      cantSplit: true,
      children: cells.map((text, index) => new TableCell({ children: [cellParagraph(text, numeric.has(index))] })),
    });
  return [
    new Paragraph({ style: 'Caption', keepNext: true, children: [new WordRun(block.caption)] }),
    new Table({
      style: TABLE_STYLE,
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [row(block.header, true), ...block.rows.map((cells) => row(cells, false))],
    }),
    // Word needs a paragraph between two tables, or it joins them.
    new Paragraph({ children: [] }),
  ];
}

function chart(block: Extract<DocumentBlock, { kind: 'chart' }>, images: ReadonlyMap<string, ChartImage> | undefined): Paragraph[] {
  const image = images?.get(block.chartId);
  if (!image) return [];
  const scale = Math.min(1, MAX_IMAGE_WIDTH / image.width);
  return [
    new Paragraph({
      keepNext: true,
      children: [
        new ImageRun({
          type: 'png',
          data: image.data,
          transformation: { width: Math.round(image.width * scale), height: Math.round(image.height * scale) },
          altText: { name: block.chartId, description: block.altText, title: block.altText },
        }),
      ],
    }),
  ];
}

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function bodyOf(model: DocumentModel, images: ReadonlyMap<string, ChartImage> | undefined): (Paragraph | Table)[] {
  let listInstance = 0;
  return model.blocks.flatMap((block): (Paragraph | Table)[] => {
    switch (block.kind) {
      case 'title':
        return [new Paragraph({ heading: HeadingLevel.TITLE, children: runsOf(block.runs) })];
      case 'heading':
        return [new Paragraph({ heading: HEADINGS[block.level], children: runsOf(block.runs) })];
      case 'paragraph':
        return [new Paragraph({ children: runsOf(block.runs) })];
      case 'list': {
        // Each list restarts its numbering: its own instance of the one numbering definition.
        listInstance += 1;
        const instance = listInstance;
        return block.items.map(
          (runs) => new Paragraph({ style: 'ListNumber', numbering: { reference: LIST_REFERENCE, level: 0, instance }, children: runsOf(runs) }),
        );
      }
      case 'table':
        return table(block);
      case 'chart':
        return chart(block, images);
    }
  });
}

/** The footer paragraph: the text with PAGE and NUMPAGES fields in place of the placeholders. */
function footer(template: string): Footer {
  const parts = template.split(/(\{\{page\}\}|\{\{pages\}\})/).filter((part) => part !== '');
  const children = parts.map((part) =>
    part === '{{page}}'
      ? new WordRun({ children: [PageNumber.CURRENT] })
      : part === '{{pages}}'
        ? new WordRun({ children: [PageNumber.TOTAL_PAGES] })
        : new WordRun(part),
  );
  return new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children })] });
}

/** The docx document of `model` (exported for the tests, which read its XML). */
export function wordDocument(model: DocumentModel, options: WordOptions): Document {
  const locale = LOCALES[model.lang];
  const size = (points: number) => Math.round(points * 2);
  const heading = (points: number) => ({ run: { font: { theme: 'headings' as const }, size: size(points), bold: true, color: '000000' } });
  const document = new Document({
    title: model.title,
    creator: options.creator,
    lastModifiedBy: options.creator,
    styles: {
      default: {
        // The theme's body and heading fonts (Word's "(Body)" and "(Headings)"), not a named font.
        document: { run: { font: { theme: 'body' }, size: size(11), language: { value: locale } } },
        title: { ...heading(20), paragraph: { spacing: { after: 120 } } },
        heading1: { ...heading(16), paragraph: { keepNext: true, keepLines: true, spacing: { before: 240, after: 80 } } },
        heading2: { ...heading(13), paragraph: { keepNext: true, keepLines: true, spacing: { before: 200, after: 60 } } },
        heading3: { ...heading(11.5), paragraph: { keepNext: true, keepLines: true, spacing: { before: 160, after: 40 } } },
      },
      paragraphStyles: [
        { id: 'ListNumber', name: 'List Number', basedOn: 'Normal', quickFormat: true, paragraph: { keepLines: true, spacing: { after: 60 } } },
      ],
    },
    numbering: {
      config: [
        {
          reference: LIST_REFERENCE,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: 567, hanging: 425 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE_SIZES[model.paper],
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN, header: 567, footer: 567 },
          },
        },
        footers: { default: footer(options.footer) },
        children: bodyOf(model, options.images),
      },
    ],
  });
  // The table style, added to the library's default styles (its `importedStyles` option would replace them).
  document.Styles.addChildElement(ImportedXmlComponent.fromXmlString(TABLE_STYLE_XML));
  // The core property "language" (dc:language), which the library's options do not cover.
  const language = new ImportedXmlComponent('dc:language');
  language.push(locale);
  document.CoreProperties.addChildElement(language);
  return document;
}

/** The .docx file of `model`. */
export function wordBlob(model: DocumentModel, options: WordOptions): Promise<Blob> {
  return Packer.toBlob(wordDocument(model, options));
}
