import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * A secondary button that shows a spinner instead of its icon and ignores activations while its
 * work runs (`aria-disabled="true"`, still focusable and announced, unlike `disabled`): the list
 * header's Refresh and Export CSV.
 */
export function BusyButton({ busy, icon, label, onPress }: { busy: boolean; icon: ReactNode; label: string; onPress: () => void }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={busy ? 'true' : undefined}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {busy ? <Spinner /> : icon}
      {label}
    </button>
  );
}
