import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncement } from '../lib/announcer';
import type { DocumentModel } from '../lib/documents/document-model';
import { answerWordRequest, type WordRequest } from '../lib/documents/word-job';
import { renderWith } from '../test/render';
import { ANNOUNCE_DELAY_MS, DocumentPage } from './document-page';

const MODEL: DocumentModel = {
  lang: 'en',
  title: 'CV – Éric Lévesque',
  fileName: 'CV-Eric-Levesque-2026-11-27',
  paper: 'a4',
  fallbackCount: 0,
  blocks: [
    { kind: 'title', runs: [{ text: 'Éric Lévesque' }] },
    { kind: 'heading', level: 1, runs: [{ text: 'Products' }] },
    { kind: 'list', items: [[{ text: 'First' }], [{ text: 'Second' }]] },
  ],
};

function page(model: DocumentModel | null, optionsKey = '') {
  return (
    <DocumentPage
      heading="CV: Éric Lévesque"
      intro="Choose the language."
      options={<fieldset><legend>Paper size</legend></fieldset>}
      model={model}
      optionsKey={optionsKey}
      notes={<p>1 product without a publication date is not included.</p>}
    />
  );
}

/** Renders the page once with providers; `set` changes its props later. */
function renderPage(model: DocumentModel | null, optionsKey = '') {
  const control: { set: (model: DocumentModel | null, optionsKey: string) => void } = { set: () => {} };
  function Harness() {
    const [props, setProps] = useState({ model, optionsKey });
    control.set = (next, key) => setProps({ model: next, optionsKey: key });
    return page(props.model, props.optionsKey);
  }
  renderWith(<Harness />);
  return { rerender: (next: DocumentModel | null, key = optionsKey) => act(() => control.set(next, key)) };
}

/**
 * happy-dom has no workers: this one answers the Word worker's messages in the test's thread, with
 * the worker's own job (lib/documents/word-job.ts), so the file below is the real builder's.
 */
class InThreadWordWorker extends EventTarget {
  static started: string[] = [];
  constructor(url: URL | string) {
    super();
    InThreadWordWorker.started.push(String(url));
  }
  postMessage(request: WordRequest) {
    void answerWordRequest(request).then((reply) => this.dispatchEvent(new MessageEvent('message', { data: reply })));
  }
  terminate() {}
}

describe('DocumentPage', () => {
  const downloads: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const originalCreate = URL.createObjectURL;
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob) downloads.push({ name: this.download, blob });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    URL.createObjectURL = originalCreate;
  });

  it('shows a busy skeleton and disabled buttons while loading, then the heading, options form, preview, notes and @page rule', () => {
    const view = renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'CV: Éric Lévesque' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Preview' }).querySelector('[aria-busy="true"]')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Print or save as PDF' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download Word (.docx)' }) as HTMLButtonElement).disabled).toBe(true);
    view.rerender(MODEL);
    expect(screen.getByRole('form', { name: 'Options' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Paper size' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Éric Lévesque' })).toBeTruthy();
    expect(screen.getByText('1 product without a publication date is not included.')).toBeTruthy();
    const pageRules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((text) => text.startsWith('@page'));
    expect(pageRules).toEqual([expect.stringContaining('size: A4 portrait; margin: 2cm')]);
    expect((screen.getByRole('button', { name: 'Download Word (.docx)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the Options disclosure button controls the form', () => {
    renderWith(page(MODEL));
    const toggle = screen.getByRole('button', { name: 'Options' });
    const form = screen.getByRole('form', { name: 'Options' });
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    expect(form.dataset.open).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(form.dataset.open).toBe('true');
  });

  it('announces the number of entries 500 ms after the last option change, not on opening', () => {
    vi.useFakeTimers();
    const view = renderPage(MODEL, '');
    const before = getAnnouncement('polite').seq;
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 2));
    expect(getAnnouncement('polite').seq).toBe(before);
    view.rerender(MODEL, 'lang=fr');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 100));
    view.rerender({ ...MODEL }, 'lang=fr&paper=a4');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1));
    expect(getAnnouncement('polite').seq).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    expect(getAnnouncement('polite').text).toBe('Preview updated: 2 entries.');
  });

  it('downloads the Word file under the model file name: busy and announced meanwhile, then a success toast', async () => {
    vi.stubGlobal('Worker', InThreadWordWorker);
    renderWith(page(MODEL));
    const button = screen.getByRole('button', { name: 'Download Word (.docx)' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(getAnnouncement('polite').text).toBe('Preparing the Word document...');
    fireEvent.click(button);
    await waitFor(() => expect(getAnnouncement('polite').text).toBe('Word document downloaded.'));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toBe('CV-Eric-Levesque-2026-11-27.docx');
    expect(downloads[0]?.blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const files = unzipSync(new Uint8Array(await (downloads[0] as { blob: Blob }).blob.arrayBuffer()));
    expect(strFromU8(files['word/document.xml'] ?? new Uint8Array())).toContain('Second');
    const footer = Object.entries(files).find(([name]) => /^word\/footer\d+\.xml$/.test(name))?.[1];
    expect(strFromU8(footer ?? new Uint8Array())).toContain('CV – Éric Lévesque · page ');
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    // Built by the worker's script, started on the press (one worker, kept for the page's life).
    expect(InThreadWordWorker.started).toHaveLength(1);
    expect(InThreadWordWorker.started[0]).toMatch(/\/lib\/documents\/word-worker\.ts\b/);
  });
});
