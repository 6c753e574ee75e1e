/**
 * Unsaved-changes protection (spec 4-shell §4.8; seed §2, §4): one dirty flag and at most one
 * registered page form. While the flag is set, in-app navigation, back/forward and actions such
 * as Logout ask first (the prompt), and the browser's own leave-page warning is armed.
 */
import type { NavigationGuard } from '../navigation/location-store';

/**
 * What a page form's submit reports: saved; refused by the server or not sent (the page stays,
 * dirty); or invalid, naming the field to focus.
 */
export type SubmitOutcome = 'saved' | 'failed' | { invalid: HTMLElement | null };

export interface PageFormRegistration {
  /** Validates, sends, and reports the outcome (with its usual toasts). */
  submit?: () => Promise<SubmitOutcome>;
  /** Drops the edits (the form returns to its saved values). */
  discard?: () => void;
}

export type PromptSource = 'link' | 'traversal' | 'action';

export interface PromptState {
  /** Save is shown only when the page registered a submit function. */
  canSave: boolean;
  busy: boolean;
  source: PromptSource;
}

export interface UnsavedSnapshot {
  dirty: boolean;
  prompt: PromptState | null;
}

export interface UnsavedNotifier {
  /** Warning toast "A field is invalid!". */
  fieldInvalid(): void;
}

interface Pending {
  proceed: () => void;
  source: PromptSource;
}

export class UnsavedChangesStore implements NavigationGuard {
  private snapshot: UnsavedSnapshot = { dirty: false, prompt: null };
  private form: PageFormRegistration | null = null;
  private pending: Pending | null = null;
  /** Where focus goes once the prompt has closed (an invalid field), consumed by the prompt. */
  private focusAfterClose: HTMLElement | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly notifier: UnsavedNotifier) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): UnsavedSnapshot => this.snapshot;

  private set(patch: Partial<UnsavedSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  isDirty(): boolean {
    return this.snapshot.dirty;
  }

  setDirty(dirty: boolean): void {
    if (this.snapshot.dirty !== dirty) this.set({ dirty });
  }

  /** Registers the page's form; the returned function unregisters it and clears the flag. */
  register(form: PageFormRegistration): () => void {
    this.form = form;
    return () => {
      if (this.form !== form) return;
      this.form = null;
      this.setDirty(false);
    };
  }

  // NavigationGuard
  isBlocking(): boolean {
    return this.snapshot.dirty;
  }

  intercept(proceed: () => void, source: 'link' | 'traversal'): void {
    this.open(proceed, source);
  }

  /**
   * Runs `action` at once when nothing is dirty, else after Save or Discard in the prompt
   * (Logout, switching tabs, leaving edit mode).
   */
  requestAction(action: () => void): void {
    if (!this.snapshot.dirty) action();
    else this.open(action, 'action');
  }

  private open(proceed: () => void, source: PromptSource): void {
    // A second attempt while the prompt is open replaces the first one's continuation.
    this.pending = { proceed, source };
    this.set({ prompt: { canSave: Boolean(this.form?.submit), busy: false, source } });
  }

  private close(): Pending | null {
    const pending = this.pending;
    this.pending = null;
    this.set({ prompt: null });
    return pending;
  }

  /** Focus target after the prompt closed (then forgotten). */
  takeFocusAfterClose(): HTMLElement | null {
    const element = this.focusAfterClose;
    this.focusAfterClose = null;
    return element;
  }

  async save(): Promise<void> {
    const prompt = this.snapshot.prompt;
    const submit = this.form?.submit;
    if (!prompt || prompt.busy || !submit) return;
    this.set({ prompt: { ...prompt, busy: true } });
    let outcome: SubmitOutcome;
    try {
      outcome = await submit();
    } catch (error) {
      console.error('The form could not be saved.', error);
      outcome = 'failed';
    }
    if (outcome === 'saved') {
      this.setDirty(false);
      this.close()?.proceed();
    } else if (outcome === 'failed') {
      this.close();
    } else {
      this.focusAfterClose = outcome.invalid;
      this.close();
      this.notifier.fieldInvalid();
    }
  }

  discard(): void {
    if (!this.snapshot.prompt || this.snapshot.prompt.busy) return;
    this.form?.discard?.();
    this.setDirty(false);
    this.close()?.proceed();
  }

  cancel(): void {
    if (!this.snapshot.prompt || this.snapshot.prompt.busy) return;
    this.close();
  }
}
