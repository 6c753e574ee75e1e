import { API_PREFIX } from '@portal/common/api/paths';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/fetcher';
import { getAnnouncement } from '../lib/announcer';
import { notifyError, notifySuccess, notifyWarning, showBottomRightLoading, showErrorToast, showLoadingToast } from '../lib/notify';
import { renderWith } from '../test/render';
import { AppToaster, overflowingToasts } from './app-toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('toasts (4-shell §4.6)', () => {
  it('keep at most 5, removing the oldest non-error first', () => {
    const items = [
      { id: 'e1', type: 'error' as const, createdAt: 1 },
      { id: 's1', type: 'success' as const, createdAt: 2 },
      { id: 'l1', type: 'loading' as const, createdAt: 3 },
      { id: 'e2', type: 'error' as const, createdAt: 4 },
      { id: 'b1', type: 'blank' as const, createdAt: 5 },
      { id: 's2', type: 'success' as const, createdAt: 6 },
      { id: 's3', type: 'success' as const, createdAt: 7 },
    ];
    expect(overflowingToasts(items, 5)).toEqual(['s1', 'l1']);
    expect(overflowingToasts(items.filter((i) => i.type === 'error'), 1)).toEqual([]);
  });

  it('an error toast reads "Error: …", is announced assertively, is not opened twice, and closes on click', async () => {
    renderWith(<AppToaster />);
    act(() => {
      showErrorToast('Error: Boom');
    });
    act(() => {
      showErrorToast('Error: Boom');
    });
    expect(screen.getAllByText('Error: Boom')).toHaveLength(1);
    expect(getAnnouncement('assertive').text).toBe('Error: Boom');
    // The toast is not a live region itself: the shell's regions are the only ones.
    expect(screen.getByText('Error: Boom').closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
    fireEvent.click(screen.getByText('Error: Boom'));
    await waitFor(() => expect(screen.queryByText('Error: Boom')).toBeNull());
  });

  it('the close button is named Dismiss / Fermer; Escape in a toast dismisses it', async () => {
    renderWith(<AppToaster />, { language: 'fr' });
    act(() => notifyWarning('Votre session a expiré, veuillez vous reconnecter.', 'w'));
    const close = screen.getByRole('button', { name: 'Fermer' });
    fireEvent.keyDown(close, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(/Votre session/)).toBeNull());
  });

  it('an operation loading toast is replaced by its outcome under the same key', () => {
    renderWith(<AppToaster />);
    act(() => showLoadingToast('Registering an account...', 'op-1'));
    expect(screen.getByText('Registering an account...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    act(() => notifySuccess('op-1'));
    expect(screen.queryByText('Registering an account...')).toBeNull();
    expect(screen.getByText('Success!')).toBeTruthy();
  });

  it('type errors are not toasted and remove their loading toast', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWith(<AppToaster />);
    act(() => showLoadingToast('Deleting the grant...', 'op-2'));
    act(() => notifyError(new TypeError('Failed to fetch'), 'op-2'));
    expect(screen.queryByText('Deleting the grant...')).toBeNull();
    expect(screen.queryByText(/Error/)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('an API error shows the localized message of its code', async () => {
    renderWith(<AppToaster />);
    const error = new ApiError(`${API_PREFIX}x`, 403, {
      type: 'urn:portal:problem:forbidden',
      title: 'Forbidden',
      status: 403,
      detail: 'Forbidden.',
      code: 'forbidden',
      instance: `${API_PREFIX}x`,
    }, null);
    act(() => notifyError(error));
    expect(await screen.findByText('Error: You are not authorized to perform this action.')).toBeTruthy();
  });

  it('bottom-right loading messages sit apart from the top-centre stack', () => {
    const { container } = renderWith(<AppToaster />);
    let close = () => {};
    act(() => {
      close = showBottomRightLoading('Refreshing...', 'refresh');
    });
    expect(container.querySelector('.toast-stack-bottom')?.textContent).toBe('Refreshing...');
    expect(getAnnouncement('polite').text).toBe('Refreshing...');
    act(() => close());
    expect(container.querySelector('.toast-stack-bottom')).toBeNull();
  });

  it('the region is named Notifications', () => {
    renderWith(<AppToaster />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});
