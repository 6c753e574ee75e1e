import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncement } from '../../lib/announcer';
import { demo, demoProductItems } from '../../test/demo-lists';
import { renderWith } from '../../test/render';
import { citationHtml, CiteDialog, listFileName } from './product-references';

const product = demoProductItems().find((p) => p.id === 'product-03');
const types = new Map(demo.referenceLists['product-types'].map((t) => [t.id, t]));
const typeName = (lang: 'en' | 'fr') => (id: string) => {
  const t = types.get(id);
  return t ? (lang === 'fr' ? t.name_fr : t.name_en) : null;
};

function open(language: 'en' | 'fr' = 'en') {
  if (!product) throw new Error('product-03');
  const onClose = vi.fn();
  renderWith(<CiteDialog product={product} typeName={typeName(language)} onClose={onClose} />, { language });
  return { onClose, box: () => screen.getByTestId('citation') };
}

describe('Cite dialog (spec 7-reports §7.4.2)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the APA citation by default, the fallback title with its lang, Copy focused; the style is kept', () => {
    open('fr');
    expect(screen.getByRole('dialog', { name: 'Citer ce produit' })).not.toBeNull();
    expect(screen.getByTestId('citation').textContent).toBe(
      'Levesque, E., Zhang, W. et Mensah, K. (2025). Open dataset of winter sidewalk conditions in three Canadian cities [Jeu de données]. https://doi.org/10.5555/arn.2025.004',
    );
    expect(screen.getByTestId('citation').querySelector('[lang="en"] i')?.textContent).toBe('Open dataset of winter sidewalk conditions in three Canadian cities');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copier' }));
    expect((screen.getByRole('radio', { name: 'APA 7' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Vancouver' }));
    expect(screen.getByTestId('citation').textContent).toBe(
      'Levesque E, Zhang W, Mensah K. Open dataset of winter sidewalk conditions in three Canadian cities [jeu de données]. 2025. doi:10.5555/arn.2025.004',
    );
    expect(localStorage.getItem('citation-style')).toBe('vancouver');
  });

  it('copies rich and plain text, reads "Copied" for 2 s and announces it', async () => {
    const written: ClipboardItem[] = [];
    class FakeItem {
      constructor(public readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeItem);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write: async (items: ClipboardItem[]) => void written.push(...items) } });
    open('en');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    const item = written[0] as unknown as FakeItem;
    expect(await item.items['text/plain']?.text()).toBe(screen.getByTestId('citation').textContent);
    expect(await item.items['text/html']?.text()).toContain('<i>Open dataset of winter sidewalk conditions in three Canadian cities</i> [Dataset].');
    expect(screen.getByRole('button', { name: 'Copied' })).not.toBeNull();
    expect(getAnnouncement('polite').text).toBe('Citation copied.');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy' })).not.toBeNull();
    vi.unstubAllGlobals();
  });

  it('selects the citation and explains when the browser refuses', async () => {
    vi.stubGlobal('ClipboardItem', class {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write: () => Promise.reject(new Error('NotAllowedError')) } });
    open('en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your browser did not allow copying. The citation is selected: press Ctrl+C (⌘+C on a Mac).'));
    expect(window.getSelection()?.toString()).toBe(screen.getByTestId('citation').textContent);
    vi.unstubAllGlobals();
  });

  it('closes with Close', () => {
    const { onClose } = open('en');
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(buttons[buttons.length - 1]?.textContent).toBe('Close');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('export files', () => {
  it('names list files <short name>-products-<date> (produits in French) with the extension', () => {
    const date = new Date(2026, 10, 27, 23, 30);
    expect(listFileName('products', 'bibtex', date)).toMatch(/^[A-Za-z0-9-]+-products-2026-11-27\.bib$/);
    expect(listFileName('produits', 'ris', date)).toMatch(/-produits-2026-11-27\.ris$/);
  });

  it('escapes the rich text and marks languages', () => {
    expect(citationHtml([{ text: 'a <b> & c', italic: true, lang: 'fr' }, { text: 'X', bold: true }])).toBe('<span lang="fr"><i>a &#60;b&#62; &#38; c</i></span><b>X</b>');
  });
});
