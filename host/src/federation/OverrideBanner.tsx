import { useState } from 'react';
import { Button, Message } from '@toolhub/shared';
import { clearOverrides, readOverrides, rejectedOverrides } from './overrides';

/** Tells a category team which remotes this browser loads from elsewhere, with a way back. */
export function OverrideBanner() {
  const [overrides] = useState(readOverrides);
  const [rejected, setRejected] = useState(rejectedOverrides);
  const ids = Object.keys(overrides);
  if (ids.length === 0 && rejected.length === 0) return null;

  function clear() {
    clearOverrides();
    // Registered remotes live in the federation runtime for the page's lifetime; start clean.
    window.location.reload();
  }

  return (
    <div className="notice-bar" aria-label="Remote overrides" role="region">
      {rejected.length > 0 && (
        <Message tone="error">
          {rejected.map((entry) => (
            <span key={entry.id + entry.value} className="notice-line">
              Remote override for “{entry.id || '(none)'}” refused: “{entry.value}” {entry.reason}.
            </span>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setRejected([])}>
            Dismiss
          </Button>
        </Message>
      )}
      {ids.length > 0 && (
        <Message tone="warning">
          <span className="notice-line">
            Remote overrides active:{' '}
            {ids.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <strong>{id}</strong> → <code>{overrides[id]}</code>
              </span>
            ))}
          </span>
          <Button size="sm" onClick={clear}>
            Clear overrides
          </Button>
        </Message>
      )}
    </div>
  );
}
