import { describe, expect, it } from 'vitest';
import { demo, demoProductItems } from '../../test/demo-lists';
import { citationPlainText, formatCitation, type CitableProduct, type CitationOptions } from './citation';

const products = new Map(demoProductItems().map((p) => [p.id, p]));
const types = new Map(demo.referenceLists['product-types'].map((t) => [t.id, t]));

function product(n: string): CitableProduct {
  const p = products.get(`product-${n}`);
  if (!p) throw new Error(n);
  return p;
}

function options(style: CitationOptions['style'], lang: CitationOptions['lang'], extra: Partial<CitationOptions> = {}): CitationOptions {
  return { style, lang, typeName: (id) => { const t = types.get(id); return t ? (lang === 'fr' ? t.name_fr : t.name_en) : null; }, ...extra };
}

function cite(p: CitableProduct, o: CitationOptions): string {
  return citationPlainText(formatCitation(p, o).runs);
}

/** `*…*` marks italics, as in the spec's table. */
function marked(p: CitableProduct, o: CitationOptions): string {
  return formatCitation(p, o).runs.map((r) => (r.italic ? `*${r.text}*` : r.text)).join('');
}

const NB = '\u00a0';

describe('citation examples of spec 7-reports §7.1.5, exactly', () => {
  it('01, APA, EN and FR', () => {
    expect(marked(product('01'), options('apa', 'en'))).toBe(
      'Lévesque, É., Dubois-Martin, C., Okafor, N., & Smith, J. (2024). Home-based exercise to prevent falls in older adults: a randomized trial. https://doi.org/10.5555/arn.2024.001',
    );
    expect(marked(product('01'), options('apa', 'fr'))).toBe(
      `Lévesque, É., Dubois-Martin, C., Okafor, N. et Smith, J. (2024). Exercice à domicile pour prévenir les chutes chez les personnes âgées${NB}: un essai randomisé. https://doi.org/10.5555/arn.2024.001`,
    );
  });

  it('03, APA, FR: English title as a fallback with its lang, French description', () => {
    const result = formatCitation(product('03'), options('apa', 'fr'));
    expect(marked(product('03'), options('apa', 'fr'))).toBe(
      'Levesque, E., Zhang, W. et Mensah, K. (2025). *Open dataset of winter sidewalk conditions in three Canadian cities* [Jeu de données]. https://doi.org/10.5555/arn.2025.004',
    );
    expect(result.fallback).toBe(true);
    expect(result.runs.find((r) => r.italic)?.lang).toBe('en');
    expect(formatCitation(product('03'), options('apa', 'en')).fallback).toBe(false);
  });

  it('08, Vancouver, EN: six names then et al.', () => {
    expect(cite(product('08'), options('vancouver', 'en'))).toBe(
      'Smith J, Iyer R, Nguyen TH, Clarke E, Smith P, Dubois-Martin C, et al. Multimorbidity trajectories in Canadian adults aged 45 and over. 2025. doi:10.5555/arn.2025.017',
    );
  });

  it('10, APA, EN', () => {
    expect(marked(product('10'), options('apa', 'en'))).toBe(
      'Zhang, W., Lévesque, É., & Okonkwo, C. (2022). *OpenMobility: an open-source toolkit for pedestrian network analysis* [Software]. https://doi.org/10.5555/arn.2022.009',
    );
  });

  it('12, APA, FR and Vancouver, EN: no date, no type', () => {
    expect(marked(product('12'), options('apa', 'fr'))).toBe(
      `Singh, H. et Haddad, L. (s.${NB}d.). *Large bande en milieu rural et accès à la télésanté${NB}: options politiques*.`,
    );
    expect(marked(product('12'), options('vancouver', 'en'))).toBe('Singh H, Haddad L. Rural broadband and access to telehealth: policy options. [date unknown].');
    expect(cite(product('12'), options('vancouver', 'fr'))).toBe(
      `Singh H, Haddad L. Large bande en milieu rural et accès à la télésanté${NB}: options politiques. [date inconnue].`,
    );
    expect(cite(product('12'), options('apa', 'en'))).toBe('Singh, H., & Haddad, L. (n.d.). Rural broadband and access to telehealth: policy options.');
  });
});

describe('authors', () => {
  it('APA with 21 or more names: the first 19, then ", . . . " (", ... " in French) and the last (§7.4.7 criterion 5)', () => {
    const en = cite(product('08'), options('apa', 'en'));
    expect(en).toMatch(/^Smith, J\., Iyer, R\., Nguyen, T\. H\., /);
    expect(en).toContain('Johansson, I., . . . Desrosiers, J. (2025). ');
    expect(en.split('(2025)')[0]?.match(/[^,]+, (?:[\p{Lu}]\.[ -]?)+/gu)).toHaveLength(20);
    expect(en).not.toContain('Al-Sayed');
    expect(cite(product('08'), options('apa', 'fr'))).toContain('Johansson, I., ... Desrosiers, J. (2025). ');
    const twenty = Array.from({ length: 20 }, (_, i) => `Name${String.fromCharCode(65 + i)}, A.`).join('; ');
    expect(cite({ ...product('12'), all_author: twenty }, options('apa', 'en'))).toMatch(/NameS, A\., & NameT, A\. \(n\.d\.\)/);
  });

  it('ends an incomplete list with ", et al." once, in every style', () => {
    const p = { ...product('12'), all_author: 'Harpreet Singh, Layla Haddad, et al.' };
    expect(cite(p, options('apa', 'en'))).toBe('Singh, H., & Haddad, L., et al. (n.d.). Rural broadband and access to telehealth: policy options.');
    expect(cite(p, options('apa', 'fr'))).toMatch(/^Singh, H\. et Haddad, L\., et al\. \(s/);
    expect(cite(p, options('vancouver', 'en'))).toMatch(/^Singh H, Haddad L, et al\. Rural/);
    const many = { ...product('08'), all_author: `${product('08').all_author} et al.` };
    expect(cite(many, options('vancouver', 'en')).match(/et al\./g)).toHaveLength(1);
  });

  it('bolds the CV member wherever the piece names them', () => {
    const p = product('01');
    const smith = p.member_authors.find((m) => m.last_name === 'Smith');
    const runs = formatCitation(p, options('apa', 'en', { boldMemberId: smith?.id })).runs;
    expect(runs.filter((r) => r.bold).map((r) => r.text)).toEqual(['Smith, J.']);
  });

  it('starts with the title when there is no author', () => {
    expect(cite({ ...product('03'), all_author: '' }, options('apa', 'en'))).toBe(
      'Open dataset of winter sidewalk conditions in three Canadian cities [Dataset]. (2025). https://doi.org/10.5555/arn.2025.004',
    );
  });
});

describe('dates, titles, descriptions', () => {
  it('dates conference presentations and media interviews to the day, in each language', () => {
    expect(cite(product('05'), options('apa', 'en'))).toContain(' (2023, October 18). ');
    expect(cite(product('05'), options('apa', 'fr'))).toContain(' (2023, 18 octobre). ');
    expect(cite(product('09'), options('apa', 'en'))).toContain('Dubois-Martin, C. (2024, July 18). ');
    expect(cite(product('05'), options('vancouver', 'en'))).toContain(' [conference presentation]. 2023.');
    expect(cite(product('04'), options('apa', 'en'))).toContain(' (2022). ');
  });

  it('italicises APA titles except journal articles and book chapters; Vancouver never', () => {
    const italics = (n: string, style: CitationOptions['style']) => formatCitation(product(n), options(style, 'en')).runs.some((r) => r.italic);
    expect(italics('01', 'apa')).toBe(false);
    expect(italics('06', 'apa')).toBe(false);
    expect(italics('07', 'apa')).toBe(true);
    expect(italics('11', 'apa')).toBe(true);
    expect(italics('10', 'vancouver')).toBe(false);
  });

  it('describes the type except journal article, book, book chapter, report and no type; lower case first in Vancouver', () => {
    expect(cite(product('11'), options('apa', 'fr'))).toContain(' [Thèse].');
    expect(cite(product('11'), options('vancouver', 'fr'))).toContain(' [thèse].');
    expect(cite(product('02'), options('apa', 'fr'))).not.toContain('[');
    expect(cite(product('07'), options('apa', 'en'))).toMatch(/handbook\.$/);
    const custom = { ...product('12'), product_type_id: 'product-type-added-by-admin' };
    expect(cite(custom, { ...options('apa', 'en'), typeName: () => 'Blog post' })).toContain('policy options [Blog post].');
  });

  it('adds no period after a title or description ending with ".", "?" or "!"', () => {
    const q = { ...product('01'), title_en: 'Does exercise prevent falls?' };
    expect(cite(q, options('apa', 'en'))).toContain(' (2024). Does exercise prevent falls? https://');
    expect(cite(q, options('vancouver', 'en'))).toContain('Does exercise prevent falls? 2024.');
    const described = { ...product('10'), title_en: 'Why?' };
    expect(cite(described, options('apa', 'en'))).toContain('Why? [Software]. https');
  });

  it('shows both titles on request, the other one in brackets with its own lang', () => {
    const result = formatCitation(product('01'), options('apa', 'en', { bothTitles: true }));
    expect(citationPlainText(result.runs)).toContain(
      `a randomized trial [Exercice à domicile pour prévenir les chutes chez les personnes âgées${NB}: un essai randomisé]. https`,
    );
    expect(result.runs.find((r) => r.text.startsWith('Exercice'))?.lang).toBe('fr');
    expect(citationPlainText(formatCitation(product('03'), options('apa', 'en', { bothTitles: true })).runs)).not.toContain('] [');
  });

  it('links the DOI in both forms', () => {
    const apa = formatCitation(product('01'), options('apa', 'en')).runs.at(-1);
    const vancouver = formatCitation(product('01'), options('vancouver', 'fr')).runs.at(-1);
    expect(apa).toEqual({ text: 'https://doi.org/10.5555/arn.2024.001', href: 'https://doi.org/10.5555/arn.2024.001' });
    expect(vancouver).toEqual({ text: 'doi:10.5555/arn.2024.001', href: 'https://doi.org/10.5555/arn.2024.001' });
  });
});
