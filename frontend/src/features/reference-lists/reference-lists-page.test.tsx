import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/app-toaster';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { ReferenceListsPage } from './reference-lists-page';

const FACULTIES = [
  { id: 'faculty-health', name_en: 'Health Sciences', name_fr: 'Sciences de la santé', retired: false, etag: 'v1' },
  { id: 'faculty-grad', name_en: 'Graduate Studies', name_fr: 'Études supérieures', retired: false, etag: 'v2' },
  { id: 'faculty-old', name_en: 'Old Faculty', name_fr: 'Ancienne faculté', retired: true, etag: 'v3' },
];
const USAGE = [
  { id: 'faculty-health', total: 3, by_kind: [{ kind: 'member', count: 2 }, { kind: 'supervision', count: 1 }] },
  { id: 'faculty-grad', total: 1, by_kind: [{ kind: 'supervision', count: 1 }] },
];

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };
const calls: Call[] = [];
let answer: (call: Call) => Response | null = () => null;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(path = '/reference-lists', language: 'en' | 'fr' = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <ReferenceListsPage />
      <AppToaster />
    </SWRConfig>,
    { role: 'admin', language, path },
  );
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('reference-list page (spec 6-data-and-beyond §6.3.4)', () => {
  beforeEach(() => {
    calls.length = 0;
    answer = () => null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined, headers: (init.headers ?? {}) as Record<string, string> };
        calls.push(call);
        const special = answer(call);
        if (special) return special;
        if (url === API_PATHS['all-faculties']()) return json(FACULTIES);
        if (url === API_PATHS['reference-usage']('faculties')) return json(USAGE);
        return json([]);
      }),
    );
    configureFetcherAuth({ getToken: async () => 'token-1', onUnauthorized: () => {} });
  });
  afterEach(() => {
    configureFetcherAuth({ getToken: async () => null, onUnauthorized: () => {} });
    vi.unstubAllGlobals();
  });

  it('shows the entries with status, usage in the singular where it applies, Delete only when unused, and History links', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Faculties' });
    await within(table).findByText('2 members, 1 supervision');
    expect(screen.getByText('Used by: members, supervisions')).toBeTruthy();
    expect(screen.getByText('3 entries')).toBeTruthy();
    const grad = rowOf(table, 'Graduate Studies');
    expect(within(grad).getByText('1 supervision')).toBeTruthy();
    expect(within(grad).getByText('Active')).toBeTruthy();
    expect(within(grad).queryByRole('button', { name: /^Delete/ })).toBeNull();
    const old = rowOf(table, 'Old Faculty');
    expect(within(old).getByText('Retired')).toBeTruthy();
    expect(within(old).getByText('Not used')).toBeTruthy();
    expect(within(old).getByRole('button', { name: 'Delete Old Faculty' })).toBeTruthy();
    expect(within(old).getByRole('button', { name: 'Restore Old Faculty' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'History Health Sciences' }).getAttribute('href')).toBe('/history/faculty/faculty-health');
    // One usage request for the whole list (spec 3-api §3.16.1).
    expect(calls.filter((c) => c.url.startsWith('/api/reference-usage')).map((c) => c.url)).toEqual(['/api/reference-usage/faculties']);
  });

  it('switches lists with the List select: the URL, the table and one usage request per list', async () => {
    answer = (call) =>
      call.url === API_PATHS['all-product-types']() ? json([{ id: 'pt-book', name_en: 'Book', name_fr: 'Livre', retired: false, etag: 'p1' }]) : null;
    renderPage();
    await screen.findByRole('table', { name: 'Faculties' });
    const select = screen.getByRole('combobox', { name: 'List' });
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'product-type' } });
    const table = await screen.findByRole('table', { name: 'Product types' });
    expect(within(table).getByRole('link', { name: 'History Book' }).getAttribute('href')).toBe('/history/product_type/pt-book');
    expect(screen.getByText('Used by: products')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/reference-usage')).map((c) => c.url)).toEqual([
      '/api/reference-usage/faculties',
      '/api/reference-usage/product-types',
    ]);
  });

  it('reads in French: "1 supervision", the French statuses, the French names first', async () => {
    renderPage('/reference-lists', 'fr');
    const table = await screen.findByRole('table', { name: 'Facultés' });
    await within(table).findByText('2 membres, 1 supervision');
    expect(within(table).getAllByText('En service')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Renommer Sciences de la santé' })).toBeTruthy();
    expect(screen.getByText('Utilisée par : membres, supervisions')).toBeTruthy();
  });

  it('refuses a name already used in the list in the browser, retired entries included, and sends nothing', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Faculties' });
    fireEvent.change(screen.getByRole('textbox', { name: /^English name/ }), { target: { value: 'health  SCIENCES' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^French name/ }), { target: { value: 'ancienne FACULTE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This name is already used in this list.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds an entry: both names sent, fields cleared, focus back on English name; a 409 marks the field', async () => {
    answer = (call) =>
      call.method === 'POST' && (call.body as { name_en: string }).name_en === 'Taken'
        ? json({ type: 'urn:portal:problem:conflict_duplicate', title: 'Conflict', status: 409, detail: 'x', code: 'conflict_duplicate', instance: call.url, errors: [{ field: 'name_en', code: 'not_unique', message: 'x' }] }, 409)
        : call.method === 'POST'
          ? json({ id: 'faculty-new', ...(call.body as object), retired: false, etag: 'n1' }, 201)
          : null;
    renderPage();
    await screen.findByRole('table', { name: 'Faculties' });
    const english = screen.getByRole('textbox', { name: /^English name/ });
    const french = screen.getByRole('textbox', { name: /^French name/ });
    fireEvent.change(english, { target: { value: ' Nursing ' } });
    fireEvent.change(french, { target: { value: 'Sciences infirmières' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect((english as HTMLInputElement).value).toBe(''));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/register-reference/faculties', body: { name_en: 'Nursing', name_fr: 'Sciences infirmières' } });
    await waitFor(() => expect(document.activeElement).toBe(english));
    expect(await screen.findByText('Nursing')).toBeTruthy();

    fireEvent.change(english, { target: { value: 'Taken' } });
    fireEvent.change(french, { target: { value: 'Prise' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This name is already used in this list.')).toBeTruthy();
    expect((english as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('renames with the entry version; saving without a change says "No changes" and sends nothing', async () => {
    answer = (call) => (call.method === 'PATCH' ? json({ ...FACULTIES[1], name_en: 'Graduate and Postdoctoral Studies', etag: 'v9' }) : null);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Faculties' });
    fireEvent.click(within(table).getByRole('button', { name: 'Rename Graduate Studies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename entry' });
    expect(within(dialog).getByText('The new name appears at once on every record that uses this entry.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^English name/ }), { target: { value: 'Graduate and Postdoctoral Studies' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ url: '/api/update-reference/faculties/faculty-grad', body: { name_en: 'Graduate and Postdoctoral Studies', name_fr: 'Études supérieures' } });
    expect(patch?.headers['If-Match']).toBe('"v2"');
  });

  it('a stale version (412) keeps the rename dialog open with the stale-version error', async () => {
    answer = (call) =>
      call.method === 'PATCH'
        ? json({ type: 'urn:portal:problem:stale_version', title: 'Precondition failed', status: 412, detail: 'x', code: 'stale_version', instance: call.url }, 412)
        : null;
    renderPage();
    const table = await screen.findByRole('table', { name: 'Faculties' });
    fireEvent.click(within(table).getByRole('button', { name: 'Rename Health Sciences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename entry' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^French name/ }), { target: { value: 'Santé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This record was changed by someone else/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rename entry' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^French name/ }) as HTMLInputElement).value).toBe('Santé');
  });

  it('retires after the confirmation naming the usage; restores without one', async () => {
    answer = (call) => (call.method === 'PATCH' ? json({ ...FACULTIES[1], retired: (call.body as { retired: boolean }).retired, etag: 'v9' }) : null);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Faculties' });
    await within(table).findByText('1 supervision');
    fireEvent.click(within(table).getByRole('button', { name: 'Retire Graduate Studies' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retire “Graduate Studies”?' });
    expect(within(dialog).getByText(/stays on every record that already uses it \(1 supervision\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/update-reference/faculties/faculty-grad', body: { retired: true } }));
    fireEvent.click(within(table).getByRole('button', { name: 'Restore Old Faculty' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')[1]).toMatchObject({ url: '/api/update-reference/faculties/faculty-old', body: { retired: false } }));
  });

  it('deletes an unused entry after its name is typed, with the entry sentence and no links sentence', async () => {
    answer = (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : null);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Faculties' });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Old Faculty' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete entry: Old Faculty' });
    expect(within(dialog).getByText(/this entry, which no record uses, will be permanently deleted/)).toBeTruthy();
    expect(within(dialog).queryByText(/Links to it elsewhere/)).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Old Faculty' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/delete-reference/faculties/faculty-old'));
  });

  it('keywords: no status or retired checkbox, the translation filter, the keyword delete route', async () => {
    answer = (call) =>
      call.url === API_PATHS['all-keywords']()
        ? json([
            { id: 'kw-ai', name_en: 'Artificial intelligence', name_fr: 'Intelligence artificielle', etag: 'k1' },
            { id: 'kw-rob', name_en: 'Robotics', name_fr: null, etag: 'k2' },
          ])
        : call.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : null;
    renderPage('/reference-lists?list=keyword');
    const table = await screen.findByRole('table', { name: 'Keywords' });
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Show retired entries' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Retire/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'French missing' }));
    expect(screen.getByText('1 of 2 entries')).toBeTruthy();
    expect(within(table).queryByText('Artificial intelligence')).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Robotics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete keyword: Robotics' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Robotics' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/delete-keyword/kw-rob'));
    expect(calls.some((c) => c.url === '/api/reference-usage/keywords')).toBe(true);
  });
});
