import { useId, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import { Dialog } from './dialog';
import { ErrorIcon, WarningIcon } from './icons';
import { Spinner } from './spinner';

/** The entities deleted through this dialog (spec 4-shell §4.11.3). */
export type DeletableEntity =
  | 'account'
  | 'memberInformation'
  | 'product'
  | 'grant'
  | 'event'
  | 'partner'
  | 'supervision'
  /** An unused reference-list entry or keyword (spec 6-data-and-beyond §6.3.4). */
  | 'entry'
  | 'keyword';

/** The typed value matches when, trimmed at both ends, it equals the name exactly. */
export function typedNameMatches(typed: string, name: string): boolean {
  return typed.trim() === name;
}

export interface DeleteDialogProps {
  entity: DeletableEntity;
  /** The record's display name in the active language after fallback. */
  name: string;
  /**
   * Sends the delete (with the operation's toasts) and reports success. On success the dialog
   * closes and the page continues; on failure it stays open with the typed value.
   */
  onDelete: () => Promise<boolean>;
  /** Cancel, Escape or "×": closes without sending anything. */
  onClose: () => void;
  /** Called after a successful delete, once the dialog has closed. */
  onDeleted?: () => void;
  /**
   * Leaves out "Links to it elsewhere in the portal are removed as well.": an entry deleted from
   * a reference list is one that no record uses, so there are no links to remove (§6.3.4).
   */
  withoutLinks?: boolean;
}

/**
 * The typed-name delete confirmation (spec 4-shell §4.11.3). The Delete button is never disabled;
 * a value that does not match shows "The name does not match." and nothing is sent.
 */
export function DeleteDialog({ entity, name, onDelete, onClose, onDeleted, withoutLinks = false }: DeleteDialogProps) {
  const { t } = useLanguage();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = t(`deleteDialog.${entity}`);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!typedNameMatches(typed, name)) {
      setMismatch(true);
      inputRef.current?.focus();
      return;
    }
    setMismatch(false);
    setBusy(true);
    const deleted = await onDelete().catch(() => false);
    setBusy(false);
    if (deleted) {
      onClose();
      onDeleted?.();
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('deleteDialog.title', { action, name })}
      initialFocus={inputRef}
      onCancel={() => {
        if (!busy) onClose();
      }}
      description={
        <>
          <p className="notice notice-warning">
            <WarningIcon />
            <strong>{t('deleteDialog.warning')}</strong>
          </p>
          <p>
            {t(`deleteDialog.${entity}Sentence`)}
            {withoutLinks ? null : ` ${t('deleteDialog.linksRemoved')}`}
          </p>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="delete-name">
          <strong>{name}</strong>
        </p>
        <label htmlFor={inputId} className="field-label">
          {t('deleteDialog.typeToConfirm', { name })}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="text-input"
          type="text"
          autoComplete="off"
          value={typed}
          aria-invalid={mismatch ? 'true' : undefined}
          aria-describedby={mismatch ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {mismatch ? (
          <p id={errorId} className="field-error">
            <ErrorIcon />
            {t('deleteDialog.mismatch')}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="submit" className="button button-danger" aria-disabled={busy ? 'true' : undefined}>
            {busy ? <Spinner /> : null}
            {t('deleteDialog.delete')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => {
              if (!busy) onClose();
            }}
          >
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
