import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { KeywordDialog, type KeywordDialogState } from './keyword-dialogs';

const KEYWORDS = [{ id: 'k1', name_en: 'Aging', name_fr: 'Vieillissement', etag: 'e1' }];
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDialog(state: KeywordDialogState, language: 'en' | 'fr' = 'en') {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <KeywordDialog state={state} keywords={KEYWORDS} onClose={onClose} onDone={onDone} />
    </SWRConfig>,
    { role: 'admin', language, path: '/members/m1/private' },
  );
  return { onDone, onClose };
}

describe('keyword dialogs', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the field of the active language with the typed text', () => {
    renderDialog({ mode: 'create', text: 'Eau' }, 'fr');
    expect(screen.getByRole('textbox', { name: 'Français' })).toHaveProperty('value', 'Eau');
    expect(screen.getByRole('textbox', { name: 'Anglais' })).toHaveProperty('value', '');
  });

  it('refuses an existing name without sending anything', () => {
    renderDialog({ mode: 'create', text: 'aging' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('This keyword already exists.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'English' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the keyword with trimmed names and hands it back', async () => {
    const created = { id: 'k9', name_en: 'Water', name_fr: 'Eau', etag: 'e9' };
    fetchMock.mockResolvedValue(json(created, 201));
    const { onDone } = renderDialog({ mode: 'create', text: ' Water ' });
    fireEvent.change(screen.getByRole('textbox', { name: 'French' }), { target: { value: 'Eau ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === API_PATHS['register-keyword']()) ?? [];
    expect(url).toBe(API_PATHS['register-keyword']());
    expect(JSON.parse(String(init?.body))).toEqual({ name_en: 'Water', name_fr: 'Eau' });
  });

  it('marks the name the server reports as not unique (409)', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ type: 'x', title: 'x', status: 409, detail: 'x', code: 'conflict_duplicate', instance: '/x', errors: [{ field: 'name_fr', code: 'not_unique' }] }),
        { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const { onDone } = renderDialog({ mode: 'create', text: 'Water' });
    fireEvent.change(screen.getByRole('textbox', { name: 'French' }), { target: { value: 'Eau' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'French' }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'English' }).getAttribute('aria-invalid')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('edit: an unchanged keyword sends nothing and keeps the dialog; a rename sends the version', async () => {
    const renamed = { ...KEYWORDS[0]!, name_fr: 'Vieillissement actif', etag: 'e2' };
    fetchMock.mockResolvedValue(json(renamed));
    const { onDone, onClose } = renderDialog({ mode: 'edit', keyword: KEYWORDS[0]! });
    expect(screen.getByText(/This will affect every member with this keyword!/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'French' }), { target: { value: 'Vieillissement actif' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(renamed));
    const [, init] = fetchMock.mock.calls.find(([u]) => u === API_PATHS['update-keyword']('k1')) ?? [];
    expect(new Headers(init?.headers).get('If-Match')).toBe('"e1"');
    expect(JSON.parse(String(init?.body))).toEqual({ name_en: 'Aging', name_fr: 'Vieillissement actif' });
  });
});
