import { useSyncExternalStore } from 'react';
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

/** The shell's two visually hidden live regions (spec 4-shell §4.12.3). */
export function LiveRegions() {
  return (
    <>
      <Region politeness="polite" />
      <Region politeness="assertive" />
    </>
  );
}
