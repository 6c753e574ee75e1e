import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentModel } from '../lib/documents/document-model';
import { renderWith } from '../test/render';
import { DocumentPreview, FIRST_SLICE } from './document-preview';

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
    { kind: 'heading', level: 2, runs: [{ text: 'Jeu de données (1)' }] },
    {
      kind: 'list',
      items: [
        [
          { text: 'Levesque, E.', bold: true },
          { text: ' (2025). ' },
          { text: 'Open dataset', italic: true, lang: 'en' },
          { text: ' ' },
          { text: 'https://doi.org/10.5555/arn.2025.004', href: 'https://doi.org/10.5555/arn.2025.004' },
        ],
      ],
    },
    { kind: 'heading', level: 3, runs: [{ text: 'Détail' }] },
    { kind: 'table', caption: 'Par statut', header: ['Statut', 'Nombre'], rows: [['Accordée', '7']], numericColumns: [1] },
    { kind: 'chart', chartId: 'grants-by-status', altText: 'Subventions par statut' },
  ],
};

describe('DocumentPreview', () => {
  it('renders the model as a region in the document language, with its headings, list, table and chart', () => {
    renderWith(<DocumentPreview model={MODEL} renderChart={(block) => <svg aria-label={block.altText} />} screenNote="Nothing here" />, { language: 'en' });
    const region = screen.getByRole('region', { name: 'Preview' });
    const sheet = region.firstElementChild as HTMLElement;
    expect(sheet.getAttribute('lang')).toBe('fr');
    expect(sheet.dataset.paper).toBe('a4');
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Éric Lévesque');
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Produits');
    expect(within(region).getByRole('heading', { level: 4 }).textContent).toBe('Jeu de données (1)');
    expect(within(region).getByRole('heading', { level: 5 }).textContent).toBe('Détail');
    const item = within(within(region).getByRole('list')).getByRole('listitem');
    expect(item.querySelector('strong')?.textContent).toBe('Levesque, E.');
    const fallback = item.querySelector('[lang="en"]');
    expect(fallback?.textContent).toBe('Open dataset');
    expect(fallback?.querySelector('em')).not.toBeNull();
    const link = within(item).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://doi.org/10.5555/arn.2025.004');
    const table = within(region).getByRole('table', { name: 'Par statut' });
    expect(within(table).getByRole('columnheader', { name: 'Nombre' }).getAttribute('scope')).toBe('col');
    expect(within(table).getByRole('rowheader', { name: 'Accordée' }).getAttribute('scope')).toBe('row');
    expect(region.querySelector('[data-chart-id="grants-by-status"] svg')?.getAttribute('aria-label')).toBe('Subventions par statut');
    expect(within(region).getByText('Nothing here')).toBeTruthy();
    // No control and no tab stop.
    expect(region.querySelectorAll('button, input, select, textarea, [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(link.getAttribute('tabindex')).toBe('-1');
    expect(sheet.dataset.complete).toBe('true');
  });

  it('renders a long document in slices, the first at once and the rest in later tasks', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => [{ text: `Entry ${i + 1}` }]);
    const model: DocumentModel = { ...MODEL, blocks: [{ kind: 'list', items }] };
    renderWith(<DocumentPreview model={model} />);
    const sheet = screen.getByRole('region', { name: 'Preview' }).firstElementChild as HTMLElement;
    expect(sheet.querySelectorAll('li')).toHaveLength(FIRST_SLICE);
    expect(sheet.dataset.complete).toBe('false');
    for (let i = 0; i < 10 && sheet.dataset.complete !== 'true'; i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    }
    expect(sheet.dataset.complete).toBe('true');
    const all = sheet.querySelectorAll('li');
    expect(all).toHaveLength(1000);
    expect(all[999]?.textContent).toBe('Entry 1000');
  });
});
