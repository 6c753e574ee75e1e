import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/app-toaster';
import { renderWith } from '../../test/render';
import { getAnnouncement } from '../announcer';
import type { DocumentModel } from './document-model';
import { useWordDownload, WordNotLoadedError, type WordBuilder } from './download-document';

const MODEL: DocumentModel = { lang: 'fr', title: 'CV – Éric Lévesque', fileName: 'CV-Eric-Levesque-2026-11-27', paper: 'letter', fallbackCount: 0, blocks: [{ kind: 'title', runs: [{ text: 'Éric Lévesque' }] }] };

function Download({ builder }: { builder: WordBuilder }) {
  const word = useWordDownload(MODEL, builder);
  return (
    <button type="button" aria-disabled={word.busy ? 'true' : undefined} onClick={word.run}>
      Download
    </button>
  );
}

describe('useWordDownload errors (spec 7-reports §7.1.6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the Word export could not be loaded when its code does not arrive, and the button works again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const start = vi.fn();
    const build = vi.fn(() => Promise.reject(new WordNotLoadedError('The Word builder could not start.')));
    renderWith(
      <>
        <AppToaster />
        <Download builder={{ start, build }} />
      </>,
      { language: 'en' },
    );
    const button = screen.getByRole('button', { name: 'Download' });
    fireEvent.click(button);
    expect(await screen.findByText('Error: The Word export could not be loaded. Check your connection and try again.')).toBeTruthy();
    expect(getAnnouncement('assertive').text).toBe('Error: The Word export could not be loaded. Check your connection and try again.');
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(build).toHaveBeenCalledTimes(2));
    // The builder's code starts loading on the press, before the texts and charts are ready.
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('says the Word document could not be created when the builder fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: WordBuilder = { start: () => undefined, build: () => Promise.reject(new Error('boom')) };
    renderWith(
      <>
        <AppToaster />
        <Download builder={failing} />
      </>,
      { language: 'fr' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(getAnnouncement('assertive').text).toBe("Erreur\u00a0: Le document Word n'a pas pu être créé."));
    expect(await screen.findByText(/^Erreur\s: Le document Word n'a pas pu être créé\.$/)).toBeTruthy();
  });
});
