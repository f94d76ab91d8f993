import { useState } from 'react';
import { Button, Message } from '@toolhub/shared';
import type { RemoteOverrideSettings } from '../config/remote-overrides';
import { toolhubConfig } from '../config/toolhub-config';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { clearOverrides, readOverrides, shortValue } from './overrides';
import { useOverrideStore } from './override-store';
import { OverrideConfirmDialog } from './OverrideConfirmDialog';
import './overrides.css';

export interface OverrideBannerProps {
  settings?: RemoteOverrideSettings;
  /** Registered remotes live in the federation runtime for the page's lifetime: start clean. */
  reload?: () => void;
}

/**
 * Tells a category team which remotes this tab loads from elsewhere, with a way back; explains
 * refused override links; and asks before a link's override is loaded at all.
 */
export function OverrideBanner({ settings = toolhubConfig.remoteOverrides, reload = () => window.location.reload() }: OverrideBannerProps) {
  const [overrides] = useState(() => readOverrides(settings));
  const pending = useOverrideStore((state) => state.pending);
  const rejected = useOverrideStore((state) => state.rejected);
  const catalogue = useCatalogueStore((state) => state.catalogue);
  const ids = Object.keys(overrides);

  const remoteName = (id: string) => {
    if (!catalogue.remotes[id]) return null;
    const names = catalogue.categories.filter((category) => category.remote === id).map((category) => category.name);
    return names.length > 0 ? names.join(', ') : id;
  };
  function accept() {
    useOverrideStore.getState().accept();
    reload();
  }
  function clear() {
    clearOverrides();
    reload();
  }

  return (
    <>
      {Object.keys(pending).length > 0 && (
        <OverrideConfirmDialog overrides={pending} remoteName={remoteName} onAccept={accept} onDecline={() => useOverrideStore.getState().decline()} />
      )}
      {(ids.length > 0 || rejected.length > 0) && (
        <div className="notice-bar" aria-label="Remote overrides" role="region">
          {rejected.length > 0 && (
            <Message tone="error">
              {rejected.map((entry, i) => (
                <span key={i} className="notice-line override-url">
                  Remote override for “{shortValue(entry.id || '(none)', 80)}” refused: “{shortValue(entry.value)}” {entry.reason}.
                </span>
              ))}
              <Button size="sm" variant="ghost" onClick={() => useOverrideStore.getState().dismissRejected()}>
                Dismiss
              </Button>
            </Message>
          )}
          {ids.length > 0 && (
            <Message tone="warning">
              <span className="notice-line override-url">
                Remote overrides active for this tab:{' '}
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
      )}
    </>
  );
}
