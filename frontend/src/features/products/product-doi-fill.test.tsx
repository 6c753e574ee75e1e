import type { DoiMetadata } from '@portal/common/api/doi-metadata';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/app-toaster';
import { getAnnouncement } from '../../lib/announcer';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import type { Language } from '../../lib/i18n/dictionary';
import { renderWith } from '../../test/render';
import { ProductPrivatePage } from './product-private-page';
import { ProductRegisterPage } from './product-register-page';

/** The answer of the route for the fixture `10.5555/arn.fixture.article` (spec 6-data-and-beyond §6.3.7). */
const ARTICLE: DoiMetadata = {
  doi: '10.5555/arn.fixture.article',
  title: 'Community walking groups and falls in older adults',
  title_language: 'en',
  publish_date: '2025-11-03',
  date_precision: 'day',
  all_author: 'Lévesque, Éric; Nguyen, Minh Anh; Okafor, Nkechi; Smith, J.; Iyer, Rajesh',
  author_count: 5,
  authors_included: 5,
  product_type_id: 'pt-article',
  note: 'Background paragraph.\n\nResults paragraph.',
  note_truncated: false,
  title_truncated: false,
  existing_product: null,
};

const member = (id: string, first_name: string, last_name: string) => ({
  id,
  account: { first_name, last_name },
  is_active: true,
  faculty_id: null,
  member_type_id: null,
  keyword_ids: [],
  problems: [],
  orcid: null,
  missing_languages: [],
});

const LISTS: Record<string, unknown> = {
  [API_PATHS['all-members']()]: [member('mem-1', 'Élise', 'Lavoie'), member('m-eric', 'Éric', 'Lévesque'), member('m-anh', 'Minh Anh', 'Nguyen')],
  [REFERENCE_LIST_PATHS.productTypes]: [
    { id: 'pt-article', name_en: 'Journal article', name_fr: 'Article de revue', retired: false },
    { id: 'pt-report', name_en: 'Report', name_fr: 'Rapport', retired: false },
  ],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string, errors?: unknown[]) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, detail: code, code, instance: '/api/doi-metadata/x', ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
/** What the lookup route answers next. */
let lookup: () => Promise<Response>;
const lookups = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/doi-metadata/')).map(([url]) => url);

const product = {
  id: 'p1',
  title_en: 'Home-based exercise to prevent falls',
  title_fr: null,
  publish_date: '2024-03-15',
  all_author: 'Lévesque, É.',
  doi: '10.5555/arn.2024.001',
  product_type: null,
  note: null,
  member_authors: [],
  partners: [],
  targets: [],
  events: [],
  on_going: false,
  peer_reviewed: false,
  topics: [],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-02T00:00:00Z',
  updated_by: null,
  etag: 'v1',
};

function renderRegister(language: Language = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <AppToaster />
      <ProductRegisterPage />
    </SWRConfig>,
    { role: 'member', language, path: '/products/register' },
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`) as HTMLInputElement;
const value = (name: string) => field(name).value;
const type = (name: string, text: string) => fireEvent.change(field(name), { target: { value: text } });
/** The ids a field's aria-describedby names, as texts. */
const describedBy = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

async function fill(doi: string, button = 'Fill from DOI') {
  type('doi', doi);
  fireEvent.click(screen.getByRole('button', { name: button }));
}

beforeEach(() => {
  configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
  lookup = async () => json(ARTICLE);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => (url.startsWith('/api/doi-metadata/') ? lookup() : json(LISTS[url] ?? [])));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('Fill from DOI on the registration form (spec 6-data-and-beyond §6.3.7)', () => {
  it('looks the DOI up through the API with a busy button and a status line, then fills every empty field, marks them and makes the form dirty', async () => {
    let answer: (response: Response) => void = () => {};
    lookup = () => new Promise((resolve) => (answer = resolve));
    const { unsaved } = renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    await fill('https://doi.org/10.5555/arn.fixture.article');

    const button = screen.getByRole('button', { name: 'Fill from DOI' });
    expect(await screen.findByText('Looking up the DOI...')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(getAnnouncement('polite').text).toBe('Looking up the DOI...');
    // A second press while busy sends nothing more.
    fireEvent.click(button);
    expect(lookups()).toEqual(['/api/doi-metadata/10.5555/arn.fixture.article']);
    const sent = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/doi-metadata/'));
    expect((sent?.[1].headers as Record<string, string>).Authorization).toBe('Bearer token');

    await act(async () => answer(json(ARTICLE)));
    expect(await screen.findByText('5 fields filled from the DOI.')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(getAnnouncement('polite').text).toBe('5 fields filled from the DOI.');
    expect(value('title_en')).toBe(ARTICLE.title);
    expect(value('title_fr')).toBe('');
    expect(value('publish_date')).toBe('2025-11-03');
    expect(value('all_author')).toBe(ARTICLE.all_author);
    expect(value('product_type_id')).toBe('pt-article');
    expect(value('note')).toBe(ARTICLE.note);
    // The form keeps the DOI as typed (the blur only strips the resolver).
    expect(value('doi')).toBe('https://doi.org/10.5555/arn.fixture.article');
    for (const name of ['title_en', 'publish_date', 'all_author', 'product_type_id', 'note']) expect(describedBy(name)).toContain('Filled from the DOI');
    expect(describedBy('title_fr')).not.toContain('Filled from the DOI');
    expect(screen.getAllByText('Filled from the DOI')).toHaveLength(5);
    expect(unsaved.isDirty()).toBe(true);
    // Lookups are reads: no toast.
    expect(document.querySelector('[role="status"] .toast, .toast')).toBeNull();

    // The author-matching panel suggests from the filled text; nobody is linked until confirmed.
    expect(await screen.findByText(/“Lévesque, Éric” → Éric Lévesque/, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText(/“Nguyen, Minh Anh” → Minh Anh Nguyen/)).toBeTruthy();
    const linked = document.querySelector('.selector-tags')?.textContent ?? '';
    expect(linked).toContain('Élise Lavoie');
    expect(linked).not.toMatch(/Lévesque|Nguyen/);
  });

  it('says it in French, with the French title filled from a French record and the month note', async () => {
    lookup = async () => json({ ...ARTICLE, title: 'Rapport sur la mobilité', title_language: 'fr', publish_date: '2026-04-01', date_precision: 'month', product_type_id: 'pt-report', note: null });
    renderRegister('fr');
    await screen.findByRole('option', { name: 'Rapport' });
    await fill('10.5555/arn.fixture.rapport', 'Remplir à partir du DOI');
    await waitFor(() =>
      expect(document.querySelector('.doi-fill-status')?.textContent).toBe(
        "4 champs remplis à partir du DOI. Seuls l'année et le mois sont connus\u00a0; le premier jour du mois a été utilisé.",
      ),
    );
    expect(value('title_fr')).toBe('Rapport sur la mobilité');
    expect(value('title_en')).toBe('');
    expect(value('publish_date')).toBe('2026-04-01');
    expect(value('note')).toBe('');
    expect(describedBy('title_fr')).toContain('Rempli à partir du DOI');
  });

  it('leaves the type alone when the DOI maps none, and says "1 field" for one', async () => {
    lookup = async () => json({ ...ARTICLE, product_type_id: null });
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    type('title_en', ARTICLE.title ?? '');
    type('publish_date', '2025-11-03');
    type('all_author', ARTICLE.all_author ?? '');
    await fill(ARTICLE.doi);
    // Equal values are left alone: no question, only the abstract is filled.
    expect(await screen.findByText('1 field filled from the DOI.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(value('product_type_id')).toBe('');
    expect(screen.getAllByText('Filled from the DOI')).toHaveLength(1);
    expect(describedBy('note')).toContain('Filled from the DOI');
  });

  it('asks before replacing a typed title; "Keep my values" fills only the empty fields and "Undo fill" empties them again', async () => {
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    type('title_en', 'My own title');
    await fill(ARTICLE.doi);
    const dialog = await screen.findByRole('dialog', { name: 'Replace your values?' });
    const group = within(dialog).getByRole('group', { name: 'English title' });
    expect(within(group).getByText('Your value').nextElementSibling?.textContent).toBe('My own title');
    expect(within(group).getByText('Value from the DOI').nextElementSibling?.textContent).toBe(ARTICLE.title);
    expect((within(group).getByRole('checkbox', { name: 'Replace' }) as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    expect(within(group).getByText('My own title').getAttribute('lang')).toBe('en');
    // The lookup is over: the question replaces the status line.
    expect(screen.queryByText('Looking up the DOI...')).toBeNull();
    // Nothing changed while the question is open.
    expect(value('note')).toBe('');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my values' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('4 fields filled from the DOI.')).toBeTruthy();
    expect(value('title_en')).toBe('My own title');
    expect(describedBy('title_en')).not.toContain('Filled from the DOI');
    expect(value('all_author')).toBe(ARTICLE.all_author);
    // Focus went back to the button that opened the question.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fill from DOI' }));

    fireEvent.click(screen.getByRole('button', { name: 'Undo fill' }));
    expect(value('title_en')).toBe('My own title');
    for (const name of ['publish_date', 'all_author', 'product_type_id', 'note']) expect(value(name)).toBe('');
    expect(screen.queryByText('Filled from the DOI')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo fill' })).toBeNull();
    expect(screen.queryByText('4 fields filled from the DOI.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fill from DOI' }));
  });

  it('"Apply" replaces only the checked fields; Escape and Cancel change nothing at all', async () => {
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    type('title_en', 'My own title');
    type('publish_date', '2025-01-01');
    await fill(ARTICLE.doi);
    let dialog = await screen.findByRole('dialog', { name: 'Replace your values?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(value('title_en')).toBe('My own title');
    expect(value('note')).toBe('');
    expect(screen.queryByText(/filled from the DOI/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Fill from DOI' }));
    dialog = await screen.findByRole('dialog', { name: 'Replace your values?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(value('all_author')).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Fill from DOI' }));
    dialog = await screen.findByRole('dialog', { name: 'Replace your values?' });
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Publication date' })).getByRole('checkbox', { name: 'Replace' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('4 fields filled from the DOI.')).toBeTruthy();
    expect(value('publish_date')).toBe('2025-11-03');
    expect(value('title_en')).toBe('My own title');
  });

  it('asks in French', async () => {
    renderRegister('fr');
    await screen.findByRole('option', { name: 'Article de revue' });
    type('title_en', 'My own title');
    await fill(ARTICLE.doi, 'Remplir à partir du DOI');
    const dialog = await screen.findByRole('dialog', { name: 'Remplacer vos valeurs\u00a0?' });
    expect(within(dialog).getByText('Votre valeur')).toBeTruthy();
    expect(within(dialog).getByText('Valeur du DOI')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Remplacer' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Appliquer' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder mes valeurs' }));
    expect(await screen.findByText('4 champs remplis à partir du DOI.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler le remplissage' })).toBeTruthy();
  });

  it('editing a filled field removes its note and "Undo fill"', async () => {
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    await fill(ARTICLE.doi);
    await screen.findByText('5 fields filled from the DOI.');
    type('note', 'My abstract');
    expect(describedBy('note')).not.toContain('Filled from the DOI');
    expect(describedBy('publish_date')).toContain('Filled from the DOI');
    expect(screen.queryByRole('button', { name: 'Undo fill' })).toBeNull();
  });

  it('shows the notes of a cut answer', async () => {
    lookup = async () => json({ ...ARTICLE, date_precision: 'year', publish_date: '2025-01-01', author_count: 600, authors_included: 212, note_truncated: true, title_truncated: true });
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    await fill(ARTICLE.doi);
    expect(
      await screen.findByText(
        '5 fields filled from the DOI. Only the year is known; January 1 was used. Only the first 212 of 600 authors fit in the field. The title was shortened to 500 characters. The abstract was shortened to 2,000 characters.',
      ),
    ).toBeTruthy();
  });

  it('warns, with a link, that another product already has this DOI', async () => {
    lookup = async () => json({ ...ARTICLE, existing_product: { id: 'p1', title_en: null, title_fr: 'Exercice à domicile' } });
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    await fill(ARTICLE.doi);
    const link = await screen.findByRole('link', { name: 'Exercice à domicile' });
    expect(link.getAttribute('href')).toBe('/products/p1');
    expect(link.closest('.notice')?.textContent).toBe('A product with this DOI is already registered: Exercice à domicile.');
    expect(getAnnouncement('polite').text).toBe('5 fields filled from the DOI. A product with this DOI is already registered: Exercice à domicile.');
    // Another DOI: the warning no longer applies.
    type('doi', '10.5555/other');
    expect(screen.queryByRole('link', { name: 'Exercice à domicile' })).toBeNull();
  });

  it('refuses an empty or invalid DOI with the field message and sends nothing', async () => {
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    fireEvent.click(screen.getByRole('button', { name: 'Fill from DOI' }));
    expect(describedBy('doi')).toContain('Required');
    // Focus moves to the field, whose description now holds the message.
    expect(document.activeElement).toBe(field('doi'));
    await fill('javascript:alert(1)');
    expect(describedBy('doi').join(' ')).toMatch(/DOI/);
    expect(field('doi').getAttribute('aria-invalid')).toBe('true');
    expect(lookups()).toEqual([]);
    await fill(ARTICLE.doi);
    await screen.findByText('5 fields filled from the DOI.');
    expect(field('doi').getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['en', 404, 'doi_not_found', 'No metadata was found for this DOI. Check it, or fill in the fields yourself.'],
    ['fr', 404, 'doi_not_found', "Aucune métadonnée n'a été trouvée pour ce DOI. Vérifiez-le ou remplissez les champs vous-même."],
    ['en', 503, 'doi_lookup_unavailable', 'DOI lookup is not available right now. You can fill in the fields yourself.'],
    ['fr', 503, 'doi_lookup_unavailable', "La recherche par DOI n'est pas disponible pour le moment. Vous pouvez remplir les champs vous-même."],
    ['en', 429, 'too_many_requests', 'Too many lookups. Try again in a minute.'],
    ['fr', 429, 'too_many_requests', 'Trop de recherches. Réessayez dans une minute.'],
  ] as const)('%s: a %i answer shows its message in the status line, changes nothing and shows no toast', async (language, status, code, message) => {
    lookup = async () => problem(status, code);
    const { unsaved } = renderRegister(language);
    await screen.findByRole('option', { name: language === 'en' ? 'Journal article' : 'Article de revue' });
    type('title_en', 'Mine');
    await fill(ARTICLE.doi, language === 'en' ? 'Fill from DOI' : 'Remplir à partir du DOI');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(getAnnouncement('polite').text).toBe(message);
    expect(value('title_en')).toBe('Mine');
    expect(value('all_author')).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/^(Error|Erreur)/)).toBeNull();
    expect(unsaved.isDirty()).toBe(true);
  });

  it('reads no connection as "not available", with no toast', async () => {
    lookup = async () => {
      throw new TypeError('Failed to fetch');
    };
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    await fill(ARTICLE.doi);
    expect(await screen.findByText('DOI lookup is not available right now. You can fill in the fields yourself.')).toBeTruthy();
    expect(value('note')).toBe('');
  });

  it('shows a 400 answer as the DOI field message', async () => {
    lookup = async () => problem(400, 'validation_failed', [{ field: 'doi', code: 'invalid_format', params: { format: 'doi' } }]);
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    await fill(ARTICLE.doi);
    await waitFor(() => expect(field('doi').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Looking up the DOI...')).toBeNull();
  });

  it('runs the session-expired behaviour on a 401 and shows nothing else', async () => {
    const expired = vi.fn();
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: expired });
    lookup = async () => problem(401, 'authentication_required');
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    await fill(ARTICLE.doi);
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Looking up the DOI...')).toBeNull());
    expect(screen.queryByText(/^Error/)).toBeNull();
    expect(value('note')).toBe('');
  });

  it('shows any other error as the usual error toast', async () => {
    lookup = async () => problem(500, 'internal_error');
    renderRegister();
    await screen.findByRole('option', { name: 'Journal article' });
    await fill(ARTICLE.doi);
    expect(await screen.findByText(/^Error: /)).toBeTruthy();
    expect(screen.queryByText('Looking up the DOI...')).toBeNull();
    expect(value('note')).toBe('');
  });
});

describe("Fill from DOI on a product's own edit form", () => {
  it('does not warn about the product itself', async () => {
    lookup = async () => json({ ...ARTICLE, doi: product.doi, existing_product: { id: 'p1', title_en: product.title_en, title_fr: null } });
    fetchMock.mockImplementation(async (url) => {
      if (url === API_PATHS['product-private']('p1')) return json(product);
      if (url.startsWith('/api/doi-metadata/')) return lookup();
      return json(LISTS[url] ?? []);
    });
    renderWith(
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <ProductPrivatePage id="p1" />
      </SWRConfig>,
      { role: 'admin', language: 'en', path: '/products/p1/private' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('option', { name: 'Journal article' });
    fireEvent.click(screen.getByRole('button', { name: 'Fill from DOI' }));
    // The title and date differ: keep them; the empty type and abstract are filled.
    const dialog = await screen.findByRole('dialog', { name: 'Replace your values?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my values' }));
    expect(await screen.findByText('2 fields filled from the DOI.')).toBeTruthy();
    expect(lookups()).toEqual(['/api/doi-metadata/10.5555/arn.2024.001']);
    expect(screen.queryByText(/already registered/)).toBeNull();
  });
});
