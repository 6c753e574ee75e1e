import { useRef, useSyncExternalStore } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import { useUnsavedStore } from '../lib/unsaved/unsaved-context';
import { Dialog, pageHeading } from './dialog';
import { Spinner } from './spinner';

/**
 * The unsaved-changes prompt (spec 4-shell §4.8.3; seed §2): an alert dialog with Save (only when
 * the page registered a submit), Discard and Cancel. Escape, "×" and the backdrop act as Cancel.
 * On Cancel focus returns to the control that triggered it, or to the page heading after a
 * back/forward attempt; after Save meets an invalid form, to the first invalid field.
 */
export function UnsavedChangesPrompt() {
  const store = useUnsavedStore();
  const { t } = useLanguage();
  // The same snapshot on the server (the build prerenders the shell, docs/adr/0048).
  const getPrompt = () => store.getSnapshot().prompt;
  const prompt = useSyncExternalStore(store.subscribe, getPrompt, getPrompt);
  const saveRef = useRef<HTMLButtonElement>(null);
  const discardRef = useRef<HTMLButtonElement>(null);
  if (!prompt) return null;
  const busy = prompt.busy;
  const source = prompt.source;
  return (
    <Dialog
      role="alertdialog"
      title={t('unsaved.title')}
      description={<p>{t('unsaved.text')}</p>}
      onCancel={() => store.cancel()}
      initialFocus={prompt.canSave ? saveRef : discardRef}
      finalFocus={() => store.takeFocusAfterClose() ?? (source === 'traversal' ? pageHeading() : null)}
      actions={
        <>
          {prompt.canSave ? (
            <button
              ref={saveRef}
              type="button"
              className="button button-primary"
              aria-disabled={busy ? 'true' : undefined}
              onClick={() => void store.save()}
            >
              {busy ? <Spinner /> : null}
              {t('unsaved.save')}
            </button>
          ) : null}
          <button
            ref={discardRef}
            type="button"
            className="button button-secondary"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => store.discard()}
          >
            {t('unsaved.discard')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => store.cancel()}
          >
            {t('dialog.cancel')}
          </button>
        </>
      }
    />
  );
}
