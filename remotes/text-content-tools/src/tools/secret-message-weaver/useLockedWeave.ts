import { useEffect, useRef, useState } from 'react';
import { newLockKey, weaveLocked, type LockKey, type Placement, type Woven } from './logic';

export type LockedWeave =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'done'; woven: Woven }
  | { state: 'failed'; message: string };

interface Request {
  cover: string;
  secret: string;
  placement: Placement;
  passphrase: string;
}

/** Waits for typing to pause before stretching a new passphrase: PBKDF2 is slow on purpose. */
const PASSPHRASE_PAUSE_MS = 350;

/**
 * Weaves a locked message as the inputs change. Each passphrase is stretched once per visit and
 * its key kept, so editing the message or cover re-encrypts at once (with a fresh IV each time).
 */
export function useLockedWeave(request: Request | null): LockedWeave {
  const [result, setResult] = useState<LockedWeave>({ state: 'idle' });
  const keys = useRef(new Map<string, Promise<LockKey>>());
  const cover = request?.cover;
  const secret = request?.secret;
  const placement = request?.placement;
  const passphrase = request?.passphrase;

  useEffect(() => {
    if (cover === undefined || secret === undefined || placement === undefined || passphrase === undefined) {
      setResult({ state: 'idle' });
      return;
    }
    if (typeof crypto === 'undefined' || !crypto.subtle) {
      setResult({ state: 'failed', message: 'Locking needs a secure (https) page: this browser offers no WebCrypto here.' });
      return;
    }
    let current = true;
    const known = keys.current.get(passphrase);
    setResult({ state: 'working' });
    const timer = setTimeout(
      () => {
        let key = keys.current.get(passphrase);
        if (!key) {
          key = newLockKey(passphrase);
          keys.current.set(passphrase, key);
        }
        key
          .then((lockKey) => weaveLocked(cover, secret, placement, lockKey))
          .then(
            (woven) => current && setResult({ state: 'done', woven }),
            () => current && setResult({ state: 'failed', message: 'Encrypting failed in this browser. Try again, or hide the message without a passphrase.' }),
          );
      },
      known ? 0 : PASSPHRASE_PAUSE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [cover, secret, placement, passphrase]);

  return result;
}
