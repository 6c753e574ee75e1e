/**
 * The report's product citations, computed in slices between tasks (spec 7-reports §7.3.5: the
 * preview of a densest year, about 4,000 citations, completes without a task over 200 ms). On the
 * large network citing every product at once took 0.8 s of one task in the browser; each slice
 * here takes a few tens of milliseconds, and the model is then built from the finished map.
 */
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { ReportProductItem } from '@portal/common/api/report';
import { useEffect, useState } from 'react';
import { formatCitation, type CitationStyle } from '../../lib/citations/citation';
import type { DocumentLanguage } from '../../lib/documents/document-model';
import { pickBilingual } from '../../lib/i18n/bilingual';
import type { Citation } from './annual-report-document';

/** Products cited per task. */
export const CITATION_SLICE = 250;

export interface CitationInput {
  products: readonly ReportProductItem[];
  productTypes: readonly ReferenceEntry[];
  lang: DocumentLanguage;
  style: CitationStyle;
}

/** Cites `products` in slices, yielding to the browser between them; stops early when `cancelled()` says so. */
export async function citeInSlices(input: CitationInput, cancelled: () => boolean, slice = CITATION_SLICE): Promise<Map<string, Citation> | null> {
  const names = new Map(input.productTypes.map((entry) => [entry.id, pickBilingual(entry.name_en, entry.name_fr, input.lang)?.text ?? null]));
  const typeName = (id: string) => names.get(id) ?? null;
  const citations = new Map<string, Citation>();
  for (let start = 0; start < input.products.length; start += slice) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (cancelled()) return null;
    for (const product of input.products.slice(start, start + slice)) {
      citations.set(product.id, formatCitation(product, { style: input.style, lang: input.lang, typeName }));
    }
  }
  return citations;
}

/**
 * The citations of `input` once all are computed (null before, or when `input` is null: no list
 * of products is shown). A new input starts again; the result always belongs to the current one.
 */
export function useSlicedCitations(input: CitationInput | null): ReadonlyMap<string, Citation> | null {
  const [done, setDone] = useState<{ input: CitationInput; citations: Map<string, Citation> } | null>(null);
  useEffect(() => {
    if (!input) return;
    let stop = false;
    void citeInSlices(input, () => stop).then((citations) => {
      if (citations) setDone({ input, citations });
    });
    return () => {
      stop = true;
    };
  }, [input]);
  return input && done?.input === input ? done.citations : null;
}
