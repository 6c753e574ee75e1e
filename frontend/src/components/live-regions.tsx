import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { getAnnouncement, subscribeAnnouncements, type Politeness } from '../lib/announcer';

function Region({ politeness }: { politeness: Politeness }) {
  const message = useSyncExternalStore(
    subscribeAnnouncements,
    () => getAnnouncement(politeness),
    () => getAnnouncement(politeness),
  );
  return (
    <div className="visually-hidden" role={politeness === 'polite' ? 'status' : 'alert'} aria-live={politeness}>
      {message.text ? (
        <span key={message.seq} lang={message.lang}>
          {message.text}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The shell's two visually hidden live regions (spec 4-shell §4.12.3), present from the first
 * render. They sit directly in the body and stay active while a modal dialog makes the rest of
 * the page inert, so announcements made from a dialog are still read.
 */
export function LiveRegions() {
  // Not in the prerendered shell (docs/adr/0048): the build has no document, and the SPA's own
  // regions are in place from its first commit.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div data-keep-active="" className="live-regions">
      <Region politeness="polite" />
      <Region politeness="assertive" />
    </div>,
    document.body,
  );
}
