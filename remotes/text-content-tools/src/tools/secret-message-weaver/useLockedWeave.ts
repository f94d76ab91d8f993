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

const IDLE: LockedWeave = { state: 'idle' };
const WORKING: LockedWeave = { state: 'working' };
const NO_WEBCRYPTO: LockedWeave = { state: 'failed', message: 'Locking needs a secure (https) page: this browser offers no WebCrypto here.' };
const ENCRYPT_FAILED = 'Encrypting failed in this browser. Try again, or hide the message without a passphrase.';

function sameRequest(a: Request, b: Request): boolean {
  return a.cover === b.cover && a.secret === b.secret && a.placement === b.placement && a.passphrase === b.passphrase;
}

/**
 * Weaves a locked message as the inputs change. Each passphrase is stretched once per visit and
 * its key kept, so editing the message or cover re-encrypts at once (with a fresh IV each time).
 * Until the weave of the current inputs settles, the answer is "working".
 */
export function useLockedWeave(request: Request | null): LockedWeave {
  const [settled, setSettled] = useState<{ request: Request; result: LockedWeave } | null>(null);
  const keys = useRef(new Map<string, Promise<LockKey>>());
  const secure = typeof crypto !== 'undefined' && Boolean(crypto.subtle);
  const cover = request?.cover;
  const secret = request?.secret;
  const placement = request?.placement;
  const passphrase = request?.passphrase;

  useEffect(() => {
    if (!secure || cover === undefined || secret === undefined || placement === undefined || passphrase === undefined) return;
    let current = true;
    const settle = (result: LockedWeave) => {
      if (current) setSettled({ request: { cover, secret, placement, passphrase }, result });
    };
    const known = keys.current.get(passphrase);
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
            (woven) => settle({ state: 'done', woven }),
            () => settle({ state: 'failed', message: ENCRYPT_FAILED }),
          );
      },
      known ? 0 : PASSPHRASE_PAUSE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [secure, cover, secret, placement, passphrase]);

  if (request === null) return IDLE;
  if (!secure) return NO_WEBCRYPTO;
  return settled !== null && sameRequest(settled.request, request) ? settled.result : WORKING;
}
