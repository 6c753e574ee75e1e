/**
 * A question asked in the middle of an action (for example a save that removes the viewer from
 * the record): `ask()` opens the dialog and resolves true for the confirming button, false for
 * Cancel, Escape or close.
 */
import { useCallback, useState } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import { Dialog } from './dialog';

export function useConfirmation() {
  const [resolve, setResolve] = useState<((proceed: boolean) => void) | null>(null);
  const ask = useCallback(() => new Promise<boolean>((done) => setResolve(() => done)), []);
  const answer = useCallback(
    (proceed: boolean) => {
      resolve?.(proceed);
      setResolve(null);
    },
    [resolve],
  );
  return { open: resolve !== null, ask, answer };
}

export function ConfirmDialog({ title, text, confirmLabel, onAnswer }: { title: string; text: string; confirmLabel: string; onAnswer: (proceed: boolean) => void }) {
  const { t } = useLanguage();
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={text}
      onCancel={() => onAnswer(false)}
      actions={
        <>
          <button type="button" className="button button-danger" onClick={() => onAnswer(true)}>
            {confirmLabel}
          </button>
          <button type="button" className="button button-secondary" onClick={() => onAnswer(false)}>
            {t('dialog.cancel')}
          </button>
        </>
      }
    />
  );
}
