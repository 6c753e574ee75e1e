import { afterEach, describe, expect, it, vi } from 'vitest';

// The test setup loads every part; these tests take fresh copies of the modules, with nothing
// loaded, to see what the application sees at start-up.
async function freshModules() {
  vi.resetModules();
  const dictionary = await import('./dictionary');
  const active = await import('./active-language');
  const lazy = await import('./lazy-with-texts');
  return { ...dictionary, ...active, ...lazy };
}

describe('dictionary parts loaded on demand (issue 18)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('translates only the loaded parts, and says once which text was missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const m = await freshModules();
    expect(m.textsLoaded('fr', 'shell')).toBe(false);
    expect(m.translate('fr', 'session.login')).toBe('');
    expect(m.translate('fr', 'session.login')).toBe('');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('"session.login" (fr)');

    await m.loadTexts('fr', 'shell');
    expect(m.translate('fr', 'session.login')).toBe('Connecter');
    expect(m.textsLoaded('fr', 'pages')).toBe(false);
    expect(m.translate('fr', 'records.save')).toBe('');
    expect(m.textsLoaded('en', 'shell')).toBe(false);
  });

  it('loads each part once, however many ask for it at the same time', async () => {
    const m = await freshModules();
    const first = m.loadTexts('en', 'pages');
    expect(m.loadTexts('en', 'pages')).toBe(first);
    await first;
    expect(m.textsLoaded('en', 'pages')).toBe(true);
    expect(m.dictionaryFor('en').fieldNames).toBeDefined();
    expect(m.dictionaryFor('en').nav).toBeUndefined();
  });

  it('a switch needs, for the new language, the parts the current one has loaded', async () => {
    const m = await freshModules();
    await m.loadTexts('en', 'shell');
    expect(m.partsReady('en', 'fr')).toBe(false);
    await m.loadPartsOf('en', 'fr');
    expect(m.partsReady('en', 'fr')).toBe(true);
    expect(m.textsLoaded('fr', 'pages')).toBe(false);

    await m.loadTexts('en', 'pages');
    expect(m.partsReady('en', 'fr')).toBe(false);
    await m.loadPartsOf('en', 'fr');
    expect(m.textsLoaded('fr', 'pages')).toBe(true);
  });

  it("a switch while the page texts are still downloading waits for the new language's page texts", async () => {
    const m = await freshModules();
    await m.loadTexts('en', 'shell');
    await m.loadTexts('fr', 'shell');
    const pages = m.loadTexts('en', 'pages');
    expect(m.partsReady('en', 'fr')).toBe(false);
    await m.loadPartsOf('en', 'fr');
    expect(m.textsLoaded('fr', 'pages')).toBe(true);
    await pages;
  });

  it("a page waits for the page texts of the language active when they arrive", async () => {
    const m = await freshModules();
    m.applyDocumentLanguage('en');
    const ready = m.pagesTextsReady();
    m.applyDocumentLanguage('fr');
    await ready;
    expect(m.textsLoaded('fr', 'pages')).toBe(true);
    expect(m.translate('fr', 'fieldNames.start_date')).not.toBe('');
  });
});
