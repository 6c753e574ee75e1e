import { API_PATHS, API_PREFIX } from '@portal/common/api/paths';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../components/app-toaster';
import { renderWith } from '../test/render';
import { ApiCacheProvider } from './api/swr-setup';
import { ApiError, CallSkippedError } from './api/fetcher';
import { translate } from './i18n/dictionary';
import { pagesEn } from './i18n/pages-en';
import { operationText, runOperation, useOperation, type OperationResult } from './operations';

afterEach(() => {
  act(() => toast.remove());
});

describe('operations (4-shell §4.6.6)', () => {
  it('has a loading text for each of the 41 operations, in both languages', () => {
    const names = Object.keys(pagesEn.operations);
    expect(names).toHaveLength(41);
    for (const name of names) {
      expect(translate('fr', `operations.${name}` as never)).toMatch(/\.\.\.$/);
      expect(translate('en', `operations.${name}` as never)).toMatch(/\.\.\.$/);
    }
    expect(operationText('registerAccount', 'fr')).toBe("Enregistrement d'un compte...");
    expect(operationText('retireReference', 'en')).toBe('Retiring the entry...');
  });

  it('success replaces the loading toast with "Success!"', async () => {
    renderWith(<AppToaster />);
    let finish: (value: string) => void = () => {};
    let result: Promise<OperationResult<string>> | undefined;
    act(() => {
      result = runOperation('deleteGrant', () => new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(screen.getByText('Deleting the grant...')).toBeTruthy();
    await act(async () => finish('ok'));
    await expect(result).resolves.toEqual({ ok: true, value: 'ok' });
    expect(screen.queryByText('Deleting the grant...')).toBeNull();
    expect(screen.getByText('Success!')).toBeTruthy();
  });

  it('a refusal becomes the error toast; a type error or a skipped call is not toasted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWith(<AppToaster />);
    const refused = new ApiError(`${API_PREFIX}x`, 409, null, 'Conflict here');
    await act(async () => {
      await expect(runOperation('registerKeyword', () => Promise.reject(refused))).resolves.toMatchObject({ ok: false, reason: 'error' });
    });
    expect(await screen.findByText('Error: Conflict here')).toBeTruthy();
    await act(async () => {
      await expect(runOperation('registerKeyword', () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toMatchObject({
        ok: false,
        reason: 'network',
      });
      await expect(runOperation('registerKeyword', () => Promise.reject(new CallSkippedError(`${API_PREFIX}x`)))).resolves.toMatchObject({
        ok: false,
        reason: 'skipped',
      });
    });
    expect(screen.queryByText('Creating a keyword...')).toBeNull();
  });

  it('after a success, the record goes into the cache and the account can be refreshed', async () => {
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    function Saver() {
      const run = useOperation();
      const [done, setDone] = useState('');
      return (
        <button
          type="button"
          onClick={() =>
            void run('updateAccountName', async () => ({ id: 'acc-1' }), {
              cacheKey: (value) => API_PATHS.account(value.id),
              refreshOwnAccount: true,
            }).then((r) => setDone(String(r.ok)))
          }
        >
          save {done}
        </button>
      );
    }
    const { store } = renderWith(
      <ApiCacheProvider>
        <Saver />
      </ApiCacheProvider>,
      { role: 'member' },
    );
    const refresh = vi.spyOn(store, 'refresh').mockResolvedValue();
    fireEvent.click(screen.getByRole('button', { name: /save/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'save true' })).toBeTruthy());
    expect(refresh).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
