import { lazyModule } from '@toolhub/shared';
import type { HashFunction, HashLib, Hasher } from './logic';
import { hashLibFrom } from './hashLibFrom';

/** @noble/hashes, loaded once the tool is open (or at once when this page has it); a failed load can be retried. */
export const hashLib = lazyModule(() =>
  Promise.all([
    import('@noble/hashes/legacy.js'),
    import('@noble/hashes/sha2.js'),
    import('@noble/hashes/sha3.js'),
    import('@noble/hashes/hmac.js'),
  ]).then(([legacy, sha2, sha3, mac]): HashLib =>
    hashLibFrom(legacy, sha2, sha3, (hash: HashFunction, key: Uint8Array): Hasher => mac.hmac.create(hash as Parameters<typeof mac.hmac.create>[0], key)),
  ),
);

/** The library once hashLib has loaded (the tool only hashes after that). */
export function loadedHashLib(): HashLib {
  const loaded = hashLib.current();
  if (!loaded) throw new Error('The hash functions are not loaded yet.');
  return loaded;
}
