import { Button } from '@toolhub/shared';
import { Modal } from '../modals/Modal';
import { OVERRIDE_LIFETIME_MS } from './override-storage';
import './overrides.css';

export interface OverrideConfirmDialogProps {
  /** Remote id → manifest URL, as the link asked. */
  overrides: Record<string, string>;
  /** The catalogue's name for a remote, or null when the catalogue has no such remote. */
  remoteName: (id: string) => string | null;
  onAccept: () => void;
  /** Cancel, Close, Escape and a click outside all decline. */
  onDecline: () => void;
}

const remoteLabel = (id: string, name: string | null) => (name ? `${name} (${id})` : `${id} (not in the catalogue: it changes nothing)`);

/**
 * Asks before a link may load code from elsewhere: names each remote and its full URL, says what
 * that code could do and how long the choice lasts. Nothing is fetched until "Load".
 */
export function OverrideConfirmDialog({ overrides, remoteName, onAccept, onDecline }: OverrideConfirmDialogProps) {
  const ids = Object.keys(overrides);
  const single = ids.length === 1;
  const title = single ? `Load ${remoteName(ids[0]!) ?? ids[0]} from another address?` : `Load ${ids.length} remotes from other addresses?`;
  const hours = OVERRIDE_LIFETIME_MS / 3_600_000;
  return (
    <Modal title={title} onClose={onDecline} description={`This link asks ToolHub to run code from ${single ? 'this address' : 'these addresses'} instead of the site's own:`}>
      <dl className="override-list">
        {ids.map((id) => (
          <div key={id}>
            <dt>{remoteLabel(id, remoteName(id))}</dt>
            <dd>
              <code>{overrides[id]}</code>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        That code would run inside this site, with access to your account session and everything ToolHub keeps in this browser. Load it only if it is
        your own or your team&apos;s build and you expected this link.
      </p>
      <p>
        It stays for this tab until you close the tab or choose “Clear overrides”, and at most {hours} hours. Cancel loads the site&apos;s own version.
      </p>
      <div className="override-actions">
        <Button onClick={onDecline}>Cancel</Button>
        <Button variant="primary" onClick={onAccept}>
          {single ? 'Load this remote' : 'Load these remotes'}
        </Button>
      </div>
    </Modal>
  );
}
