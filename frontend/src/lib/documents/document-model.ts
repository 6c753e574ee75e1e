/**
 * The document model (spec 7-reports §7.1.1): a CV or a report as one list of blocks, rendered
 * twice with the same text in the same order, as the preview (which is also what prints) and, on
 * request, as a Word document. Builders (the CV's, the report's) produce it from an API answer and
 * the page's options; renderers never decide content.
 */
export type DocumentLanguage = 'en' | 'fr';

/** A run of text with its emphasis; `lang` only when it differs from the document's (a fallback). */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  lang?: DocumentLanguage;
  /** A DOI or ORCID iD link: an `<a>` in the preview, a hyperlink in Word. */
  href?: string;
}

/** Document title (Word's Title style; the preview's `h2`). */
export interface TitleBlock {
  kind: 'title';
  runs: TextRun[];
}

/** Heading 1–3 in Word; in the preview `h3` for level 1, `h4` for level 2, `h5` for level 3 (under the name `h2`, §7.2.5). */
export interface HeadingBlock {
  kind: 'heading';
  level: 1 | 2 | 3;
  runs: TextRun[];
}

export interface ParagraphBlock {
  kind: 'paragraph';
  runs: TextRun[];
}

/** A numbered list (Word's List Number; an `<ol>` in the preview). */
export interface NumberedListBlock {
  kind: 'list';
  items: TextRun[][];
}

/** A table with a caption, `scope`d header cells, and its header row repeated on each page. */
export interface TableBlock {
  kind: 'table';
  caption: string;
  header: string[];
  rows: string[][];
  /** Columns holding numbers or amounts (right-aligned). */
  numericColumns?: number[];
}

/**
 * A chart: the page draws it (the dashboard's chart components) inside an element carrying
 * `data-chart-id`; Word turns that SVG into a PNG at twice its size with `altText` as
 * alternative text. Its data table follows it in the document as its own table block.
 */
export interface ChartBlock {
  kind: 'chart';
  chartId: string;
  altText: string;
}

export type DocumentBlock = TitleBlock | HeadingBlock | ParagraphBlock | NumberedListBlock | TableBlock | ChartBlock;

export type PaperSize = 'letter' | 'a4';

export interface DocumentModel {
  lang: DocumentLanguage;
  /** "CV – Éric Lévesque", "Annual report 2024–2025 – …": Word's title property, the print title. */
  title: string;
  /** The Word file's name without extension (ASCII, spec 7-reports §7.1.6). */
  fileName: string;
  paper: PaperSize;
  blocks: DocumentBlock[];
  /** How many texts fell back to the other language (spec 7-reports §7.1.2), for the page's note. */
  fallbackCount: number;
}
