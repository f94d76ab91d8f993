import { useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import { Button, CopyButton, Message } from '@toolhub/shared';
import { InvisibleMap } from './InvisibleMap';
import { countInvisible, findSecret, invisibleLabel, openLocked, type Opened } from './logic';
import { ResultCard } from '../../ui/ResultCard';
import styles from './styles.module.css';

interface RevealPaneProps {
  text: string;
  onTextChange: (text: string) => void;
}

export function RevealPane({ text, onTextChange }: RevealPaneProps) {
  const checked = useDeferredValue(text);
  const found = useMemo(() => findSecret(checked), [checked]);
  const invisible = useMemo(() => countInvisible(checked), [checked]);
  const [passphrase, setPassphrase] = useState('');
  // The last unlocking attempt and the locked message it was for.
  const [attempt, setAttempt] = useState<{ body: Uint8Array; opened: Opened } | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const id = useId();

  const lockedBody = found.kind === 'locked' ? found.body : null;
  // A different locked message needs its own unlocking.
  const opened = attempt !== null && attempt.body === lockedBody ? attempt.opened : null;

  async function unlockMessage(event: FormEvent) {
    event.preventDefault();
    if (!lockedBody) return;
    const body = lockedBody;
    setUnlocking(true);
    try {
      setAttempt({ body, opened: await openLocked(body, passphrase) });
    } catch {
      setAttempt({ body, opened: { ok: false, message: 'Unlocking needs a secure (https) page: this browser offers no WebCrypto here.' } });
    } finally {
      setUnlocking(false);
    }
  }

  const revealed = found.kind === 'message' ? found.message : opened?.ok ? opened.message : null;

  return (
    <div className="th-stack">
      <div className="th-field">
        <label htmlFor={`${id}-text`}>Text to check</label>
        <textarea
          id={`${id}-text`}
          className={`th-textarea ${styles.box}`}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder="Paste the text you received. The hidden message is found wherever it sits."
        />
        <span className="th-hint">
          {text !== '' && `${invisibleLabel(invisible)} in this text. `}
          Not kept after a reload: this text carries its hidden message.
        </span>
      </div>

      <ResultCard heading="Hidden message" className={styles.result}>
        <div aria-live="polite" className="th-stack">
          {checked === '' && <p className="th-hint">Paste text above and any hidden message shows here at once.</p>}
          {checked !== '' && found.kind === 'none' && (
            <Message tone="info">
              No hidden message found in this text.
              {found.invisible > 0 &&
                ` It holds ${invisibleLabel(found.invisible)}, but they do not form a message from this tool (emoji and some languages use them too).`}
            </Message>
          )}
          {found.kind === 'damaged' && <Message tone="error">{found.message}</Message>}
          {found.kind === 'unsupported' && <Message tone="warning">{found.message}</Message>}
          {found.kind === 'locked' && !opened?.ok && (
            <Message tone="info">This text hides a message locked with a passphrase.</Message>
          )}
          {opened && !opened.ok && <Message tone="error">{opened.message}</Message>}
          {unlocking && <p className="th-hint">Unlocking…</p>}
        </div>

        {found.kind === 'locked' && !opened?.ok && (
          <form className="th-field" onSubmit={unlockMessage}>
            <label htmlFor={`${id}-pass`}>Passphrase</label>
            <div className={styles.passRow}>
              <input
                id={`${id}-pass`}
                className="th-input"
                type="password"
                autoComplete="off"
                value={passphrase}
                onChange={(event) => setPassphrase(event.target.value)}
              />
              <Button type="submit" variant="primary" disabled={unlocking}>
                Unlock
              </Button>
            </div>
          </form>
        )}

        {revealed !== null && (
          <>
            <Message tone="success">{found.kind === 'locked' ? 'Unlocked the hidden message.' : 'Found a hidden message.'}</Message>
            <div className={styles.secret} data-testid="revealed-message">
              {revealed}
            </div>
            <div className="th-row">
              <CopyButton text={revealed} label="Copy message" variant="primary" />
            </div>
          </>
        )}
        {checked !== '' && invisible > 0 && <InvisibleMap text={checked} label="Show where the invisible characters are" />}
      </ResultCard>
    </div>
  );
}
