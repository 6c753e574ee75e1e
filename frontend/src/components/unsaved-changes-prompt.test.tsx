import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link, Route, Switch } from 'wouter';
import { LocationStore } from '../lib/navigation/location-store';
import { AppRouter } from '../lib/navigation/navigation';
import { UnsavedChangesStore, type SubmitOutcome } from '../lib/unsaved/unsaved-changes';
import { usePageForm, useUnsavedChanges } from '../lib/unsaved/unsaved-context';
import { fakeHistory } from '../test/fake-history';
import { renderWith } from '../test/render';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

function FormPage({ withSubmit = true }: { withSubmit?: boolean }) {
  const [saved, setSaved] = useState('Ada');
  const [value, setValue] = useState('Ada');
  const input = useRef<HTMLInputElement>(null);
  const submit = async (): Promise<SubmitOutcome> => {
    if (!value.trim()) return { invalid: input.current };
    setSaved(value);
    return 'saved';
  };
  usePageForm({ dirty: value !== saved, ...(withSubmit ? { submit } : {}) });
  return (
    <main>
      <h1 tabIndex={-1}>Form</h1>
      <label htmlFor="name">Name</label>
      <input id="name" ref={input} value={value} onChange={(e) => setValue(e.target.value)} />
    </main>
  );
}

function LogoutButton({ onLogout }: { onLogout: () => void }) {
  const { requestAction } = useUnsavedChanges();
  return (
    <button type="button" onClick={() => requestAction(onLogout)}>
      Logout
    </button>
  );
}

function setup(options: { withSubmit?: boolean } = {}) {
  const win = fakeHistory('/');
  const location = new LocationStore(win);
  const fieldInvalid = vi.fn();
  const unsaved = new UnsavedChangesStore({ fieldInvalid });
  location.setGuard(unsaved);
  const onLogout = vi.fn();
  const result = renderWith(
    <>
      <nav>
        <Link href="/members">Members</Link>
        <Link href="/form">Form link</Link>
        <LogoutButton onLogout={onLogout} />
      </nav>
      <Switch>
        <Route path="/form">
          <FormPage {...options} />
        </Route>
        <Route path="/members">
          <h1>Members page</h1>
        </Route>
        <Route>
          <h1>Home page</h1>
        </Route>
      </Switch>
      <UnsavedChangesPrompt />
    </>,
    { unsaved, router: (children) => <AppRouter store={location}>{children}</AppRouter> },
  );
  fireEvent.click(screen.getByRole('link', { name: 'Form link' }));
  return { ...result, win, location, unsaved, onLogout, fieldInvalid };
}

function edit(value: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value } });
}

function prompt() {
  return screen.getByRole('alertdialog', { name: 'You have unsaved changes!' });
}

describe('unsaved-changes prompt (4-shell §4.8)', () => {
  it('does not prompt while nothing changed, nor after the change is undone', () => {
    const { win } = setup();
    edit('Grace');
    edit('Ada');
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(win.location.pathname).toBe('/members');
  });

  it('a link while dirty opens the prompt: Save, Discard, Cancel in order, focus on Save', () => {
    setup();
    edit('Grace');
    const link = screen.getByRole('link', { name: 'Members' });
    link.focus();
    fireEvent.click(link);
    const dialog = prompt();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Do you want to save them before leaving?')).toBeTruthy();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(buttons).toEqual(['Close', 'Save', 'Discard', 'Cancel']);
    expect(document.activeElement?.textContent).toBe('Save');
  });

  it('Cancel stays: URL, history and the edited value are kept; focus returns to the link', () => {
    const { win } = setup();
    edit('Grace');
    const link = screen.getByRole('link', { name: 'Members' });
    link.focus();
    fireEvent.click(link);
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(win.urls()).toEqual(['/', '/form']);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Grace');
    expect(document.activeElement).toBe(link);
  });

  it('Escape and the close button act as Cancel', () => {
    const { win } = setup();
    edit('Grace');
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    fireEvent.keyDown(prompt(), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(win.location.pathname).toBe('/form');
  });

  it('Discard clears the flag and continues the navigation', () => {
    const { win, unsaved } = setup();
    edit('Grace');
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('heading', { name: 'Members page' })).toBeTruthy();
    expect(win.location.pathname).toBe('/members');
    expect(unsaved.isDirty()).toBe(false);
  });

  it('Save with a valid form saves, then continues', async () => {
    const { win } = setup();
    edit('Grace');
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    await act(async () => {
      fireEvent.click(within(prompt()).getByRole('button', { name: 'Save' }));
    });
    await screen.findByRole('heading', { name: 'Members page' });
    expect(win.location.pathname).toBe('/members');
  });

  it('Save with an invalid form stays, warns, and focuses the invalid field', async () => {
    const { win, unsaved, fieldInvalid } = setup();
    edit('');
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    await act(async () => {
      fireEvent.click(within(prompt()).getByRole('button', { name: 'Save' }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(win.location.pathname).toBe('/form');
    expect(unsaved.isDirty()).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(fieldInvalid).toHaveBeenCalledOnce();
  });

  it('no Save button when the page registered no submit function', () => {
    setup({ withSubmit: false });
    edit('Grace');
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    expect(within(prompt()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Discard');
  });

  it('browser Back while dirty: prompt; Cancel keeps page and history; Discard goes back', async () => {
    const { win } = setup();
    edit('Grace');
    await act(() => win.traverse(-1));
    await waitFor(() => expect(prompt()).toBeTruthy());
    // The blocked Back is undone by a second traversal, which completes asynchronously.
    await waitFor(() => expect(win.index).toBe(1));
    expect(screen.getByLabelText('Name')).toBeTruthy();
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Cancel' }));
    expect(win.urls()).toEqual(['/', '/form']);
    expect(win.index).toBe(1);
    // Focus goes to the page heading after a cancelled back/forward.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Form'));
    await act(() => win.traverse(-1));
    await waitFor(() => expect(prompt()).toBeTruthy());
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Discard' }));
    // The traversal completes asynchronously: wait for it rather than for a fixed delay.
    await waitFor(() => expect(win.index).toBe(0));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy());
  });

  it('actions such as Logout go through the prompt; Cancel keeps the user signed in', () => {
    const { onLogout } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    edit('Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Cancel' }));
    expect(onLogout).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Discard' }));
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('the beforeunload warning is armed only while dirty', () => {
    setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    edit('Grace');
    expect(unload()).toBe(true);
    edit('Ada');
    expect(unload()).toBe(false);
  });

  it('the rest of the page is inert while the prompt is open', () => {
    const { container } = setup();
    edit('Grace');
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    expect(container.closest('[inert]')).not.toBeNull();
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Cancel' }));
    expect(container.closest('[inert]')).toBeNull();
  });
});
