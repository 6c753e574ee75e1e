import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/app-toaster';
import { renderWith } from '../../test/render';
import { getAnnouncement } from '../announcer';
import type { DocumentModel } from './document-model';
import { useWordDownload, WordNotLoadedError, workerWordBuilder, type WordBuilder } from './download-document';
import type { WordReply, WordRequest } from './word-job';

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

/** A stand-in worker: `answer` decides what it does with each request. */
class FakeWorker extends EventTarget {
  terminated = false;
  requests: WordRequest[] = [];
  constructor(private readonly answer: (worker: FakeWorker, request: WordRequest) => void) {
    super();
  }
  postMessage(request: WordRequest) {
    this.requests.push(request);
    this.answer(this, request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WordReply) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const OPTIONS = { creator: 'ARN', footer: 'page {{page}} of {{pages}}' };

describe('workerWordBuilder: the Word worker as the page sees it (docs/adr/0053)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the model and options, takes the answer to its own request, and keeps one worker', async () => {
    const made: FakeWorker[] = [];
    const builder = workerWordBuilder(() => {
      const worker = new FakeWorker((self, request) => {
        queueMicrotask(() => {
          self.reply({ id: request.id + 100, blob: new Blob(['not mine']) });
          self.reply({ id: request.id, blob: new Blob([`file ${request.id}`]) });
        });
      });
      made.push(worker);
      return worker;
    });
    builder.start();
    expect(made).toHaveLength(1);
    expect(await (await builder.build(MODEL, OPTIONS)).text()).toBe('file 1');
    expect(await (await builder.build(MODEL, OPTIONS)).text()).toBe('file 2');
    expect(made).toHaveLength(1);
    expect(made[0]?.requests[0]).toEqual({ id: 1, model: MODEL, options: OPTIONS });
  });

  it('a failure while building is "could not be created", and the worker stays', async () => {
    let made = 0;
    const builder = workerWordBuilder(() => {
      made += 1;
      return new FakeWorker((self, request) => queueMicrotask(() => self.reply({ id: request.id, failed: 'TypeError: boom' })));
    });
    const failure = await builder.build(MODEL, OPTIONS).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(WordNotLoadedError);
    expect((failure as Error).message).toBe('TypeError: boom');
    await builder.build(MODEL, OPTIONS).catch(() => undefined);
    expect(made).toBe(1);
  });

  it('a worker whose script does not load is "could not be loaded", and the next press starts a new one', async () => {
    const made: FakeWorker[] = [];
    const builder = workerWordBuilder(() => {
      const worker = new FakeWorker((self) => queueMicrotask(() => self.dispatchEvent(new Event('error', { cancelable: true }))));
      made.push(worker);
      return worker;
    });
    await expect(builder.build(MODEL, OPTIONS)).rejects.toBeInstanceOf(WordNotLoadedError);
    expect(made[0]?.terminated).toBe(true);
    await expect(builder.build(MODEL, OPTIONS)).rejects.toBeInstanceOf(WordNotLoadedError);
    expect(made).toHaveLength(2);
  });

  it('a worker that cannot be created is "could not be loaded"; start() does not throw', async () => {
    const builder = workerWordBuilder(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => builder.start()).not.toThrow();
    await expect(builder.build(MODEL, OPTIONS)).rejects.toBeInstanceOf(WordNotLoadedError);
  });

  it('a worker that never answers is given up after the time allowed and replaced', async () => {
    vi.useFakeTimers();
    const made: FakeWorker[] = [];
    const builder = workerWordBuilder(() => {
      const worker = new FakeWorker(() => undefined);
      made.push(worker);
      return worker;
    }, 1_000);
    const outcome = builder.build(MODEL, OPTIONS).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(made[0]?.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await outcome;
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(WordNotLoadedError);
    expect(made[0]?.terminated).toBe(true);
    void builder.build(MODEL, OPTIONS).catch(() => undefined);
    expect(made).toHaveLength(2);
  });
});
