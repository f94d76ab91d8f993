import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button, CopyButton, Message, Segmented, useQueryState, CheckField } from '@toolhub/shared';
import { InvisibleMap } from './InvisibleMap';
import { MESSAGES, PLACEMENTS, checkSecret, invisibleLabel, isPlacement, weavePlain, type Placement, type Woven } from './logic';
import { useCoverDraft } from './useCoverDraft';
import { useLockedWeave } from './useLockedWeave';
import { ResultCard } from '../../ui/ResultCard';
import styles from './styles.module.css';

export function HidePane({ onCheck }: { onCheck: (text: string) => void }) {
  const [cover, setCover, coverDraft] = useCoverDraft();
  // Never stored anywhere: the secret and the passphrase last only as long as this page.
  const [secret, setSecret] = useState('');
  const [placementParam, setPlacement] = useQueryState('place', 'first-word');
  const placement: Placement = isPlacement(placementParam) ? placementParam : 'first-word';
  const [locking, setLocking] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [showPassphrase, setShowPassphrase] = useState(false);
  const deferredCover = useDeferredValue(cover);
  const deferredSecret = useDeferredValue(secret);
  const id = useId();

  const secretError = secret === '' ? null : checkSecret(secret);
  const ready = deferredCover.trim() !== '' && deferredSecret !== '' && checkSecret(deferredSecret) === null;
  const plain = useMemo<Woven | null>(
    () => (ready && !locking ? weavePlain(deferredCover, deferredSecret, placement) : null),
    [ready, locking, deferredCover, deferredSecret, placement],
  );
  const locked = useLockedWeave(
    ready && locking && passphrase !== '' ? { cover: deferredCover, secret: deferredSecret, placement, passphrase } : null,
  );
  const woven = locking ? (locked.state === 'done' ? locked.woven : null) : plain;
  const working = locking && locked.state === 'working';

  let guidance: string | null = null;
  if (secret === '') guidance = MESSAGES.emptySecret;
  else if (cover.trim() === '') guidance = 'Type the cover text: the ordinary words your secret will hide in.';
  else if (locking && passphrase === '') guidance = MESSAGES.emptyPassphrase;

  return (
    <div className="th-stack">
      <div className="th-columns">
        <div className="th-field">
          <label htmlFor={`${id}-cover`}>Cover text (what everyone sees)</label>
          <textarea
            id={`${id}-cover`}
            className={`th-textarea ${styles.box}`}
            value={cover}
            onChange={(event) => setCover(event.target.value)}
            placeholder="Lovely weather today, see you at lunch!"
            aria-describedby={`${id}-cover-hint`}
          />
          <span id={`${id}-cover-hint`} className="th-hint">
            {coverDraft.restored ? 'Your cover text from last time is back. ' : ''}
            Kept in this browser after a reload; the secret message and passphrase never are.
          </span>
        </div>
        <div className="th-field">
          <label htmlFor={`${id}-secret`}>Secret message</label>
          <textarea
            id={`${id}-secret`}
            className={`th-textarea ${styles.box}`}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            placeholder="The key is under the blue flowerpot."
            aria-invalid={secretError !== null || undefined}
            aria-describedby={secretError ? `${id}-secret-error` : `${id}-secret-hint`}
            autoComplete="off"
          />
          {!secretError && (
            <span id={`${id}-secret-hint`} className="th-hint">
              Not saved anywhere: it is gone when you reload or close this page.
            </span>
          )}
          {secretError && (
            <div id={`${id}-secret-error`}>
              <Message tone="error">{secretError}</Message>
            </div>
          )}
        </div>
      </div>

      <div className="th-columns">
        <Segmented
          legend="Where to hide it"
          value={placement}
          onChange={setPlacement}
          options={PLACEMENTS.map((entry) => ({ value: entry.id, label: entry.label }))}
        />
        <div className="th-stack">
          <CheckField label="Lock with a passphrase (AES-256 encryption)" checked={locking} onChange={setLocking} />
          {locking && (
            <div className="th-field">
              <label htmlFor={`${id}-pass`}>Passphrase</label>
              <div className={styles.passRow}>
                <input
                  id={`${id}-pass`}
                  className="th-input"
                  type={showPassphrase ? 'text' : 'password'}
                  value={passphrase}
                  autoComplete="new-password"
                  onChange={(event) => setPassphrase(event.target.value)}
                  aria-describedby={`${id}-pass-hint`}
                />
                <Button size="sm" variant="ghost" aria-pressed={showPassphrase} onClick={() => setShowPassphrase(!showPassphrase)}>
                  {showPassphrase ? 'Hide' : 'Show'}
                </Button>
              </div>
              <span id={`${id}-pass-hint`} className="th-hint">
                Share it separately from the text. Without it nobody, including us, can read the message.
              </span>
            </div>
          )}
        </div>
      </div>

      <ResultCard heading="Your woven text" className={styles.result}>
        <div aria-live="polite" className="th-stack">
          {guidance && !secretError && <p className="th-hint">{guidance}</p>}
          {working && <p className="th-hint">Encrypting…</p>}
          {locking && locked.state === 'failed' && <Message tone="error">{locked.message}</Message>}
          {woven && !working && (
            <p className={styles.summary}>
              Hid {invisibleLabel(woven.hiddenChars)} {placement === 'spread' ? 'between the words' : 'after the first word'}
              {locking ? ', locked with your passphrase' : ''}. The text looks exactly like your cover text.
              {woven.removed > 0 && ` Cleared ${invisibleLabel(woven.removed)} of an earlier message from the cover text.`}
            </p>
          )}
        </div>
        <div className="th-field">
          <label htmlFor={`${id}-output`} className="th-visually-hidden">
            Text with the hidden message
          </label>
          <textarea id={`${id}-output`} className={`th-textarea ${styles.output}`} value={woven?.text ?? ''} readOnly placeholder="Your cover text with the secret woven in appears here." />
        </div>
        <div className="th-row">
          <CopyButton text={woven?.text ?? ''} label="Copy text" variant="primary" disabled={!woven || working} />
          <Button onClick={() => woven && onCheck(woven.text)} disabled={!woven || working}>
            Check it in Reveal
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              coverDraft.clear();
              setSecret('');
            }}
            disabled={cover === '' && secret === ''}
          >
            Clear
          </Button>
        </div>
        {woven && <InvisibleMap text={woven.text} label="Show where the invisible characters are" />}
        <Message tone="warning">
          Some apps and sites strip zero-width characters (many social networks, SMS, some email clients and word processors), and the
          message is lost with them. Paste the received text into Reveal to check it arrived intact.
        </Message>
      </ResultCard>
    </div>
  );
}
