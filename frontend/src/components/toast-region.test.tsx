import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The test setup loads the toast library up front; these tests take fresh copies of the modules,
// as the application starts: nothing loaded, no toast asked for.
async function freshModules() {
  vi.resetModules();
  const notify = await import('../lib/notify');
  const { ToastRegion } = await import('./toast-region');
  const { LanguageProvider } = await import('../lib/i18n/language-context');
  await (await import('../lib/i18n/dictionary')).loadAllTexts();
  return { notify, ToastRegion, LanguageProvider };
}

describe('the toaster loads with the first toast (issue 18)', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.resetModules();
  });

  it('the notifications landmark is there, empty, until a toast is asked for; then the toast shows in it', async () => {
    const { notify, ToastRegion, LanguageProvider } = await freshModules();
    render(
      <LanguageProvider initialLanguage="fr">
        <ToastRegion />
      </LanguageProvider>,
    );
    const empty = screen.getByRole('region', { name: 'Notifications' });
    expect(empty.childElementCount).toBe(0);
    expect(notify.toastsWanted()).toBe(false);

    act(() => notify.notifyWarning('Attention au départ'));
    expect(notify.toastsWanted()).toBe(true);
    expect(await screen.findByText('Attention au départ')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });

  it('calls made before the library arrives run in order: a message removed at once never shows', async () => {
    const { notify, ToastRegion, LanguageProvider } = await freshModules();
    render(
      <LanguageProvider initialLanguage="en">
        <ToastRegion />
      </LanguageProvider>,
    );
    act(() => {
      const close = notify.showBottomRightLoading('Refreshing...', 'refresh:x');
      close();
      notify.notifySuccess(undefined, 'Saved');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.queryByText('Refreshing...')).toBeNull();
  });
});
