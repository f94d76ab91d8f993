import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@toolhub/shared';
import './update-prompt.css';

const NEW_VERSION = 'A new version is available';

/**
 * A new deploy is ready: a polite note with Reload, not a dialog, so nothing the visitor is
 * doing is interrupted; Dismiss leaves this page as it is (the next page load offers it again).
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="th-toast update-prompt">
      <span>{NEW_VERSION} — </span>
      <Button size="sm" variant="primary" onClick={onReload}>
        Reload
      </Button>
      <button type="button" className="th-toast-close" aria-label="Dismiss" onClick={() => setOpen(false)}>
        ×
      </button>
    </div>
  );
}

/** Shows the prompt in a live region of its own, added empty first so screen readers announce its text. */
export function showUpdatePrompt(onReload: () => void): void {
  const region = document.createElement('div');
  region.className = 'update-prompt-region';
  region.setAttribute('role', 'status');
  document.body.append(region);
  createRoot(region).render(<UpdatePrompt onReload={onReload} />);
}
