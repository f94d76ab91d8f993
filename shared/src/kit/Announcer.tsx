import { useEffect, useSyncExternalStore } from 'react';
import { announcements, dismiss, showPendingAnnouncements, subscribeAnnouncements } from './announce';

/** The page's toasts, in one polite live region. Rendered once, by the host. */
export function Announcer() {
  const list = useSyncExternalStore(subscribeAnnouncements, announcements, announcements);
  // Toasts left by the page before a reload ("You're logged in.") show once the region exists.
  useEffect(showPendingAnnouncements, []);
  return (
    <div className="th-announcer" role="status" aria-live="polite" aria-atomic="false">
      {list.map((entry) => (
        <div key={entry.id} className="th-toast" data-tone={entry.tone}>
          <span>{entry.message}</span>
          <button type="button" className="th-toast-close" aria-label="Dismiss" onClick={() => dismiss(entry.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
