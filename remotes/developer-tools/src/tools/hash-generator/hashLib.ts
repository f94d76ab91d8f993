import type { HashFunction, HashLib, Hasher } from './logic';
import { hashLibFrom } from './hashLibFrom';

let loading: Promise<HashLib> | null = null;
let loaded: HashLib | null = null;

/** Loads @noble/hashes on first use; a failed load can be retried. */
export function loadHashLib(): Promise<HashLib> {
  loading ??= Promise.all([
    import('@noble/hashes/legacy.js'),
    import('@noble/hashes/sha2.js'),
    import('@noble/hashes/sha3.js'),
    import('@noble/hashes/hmac.js'),
  ]).then(
    ([legacy, sha2, sha3, mac]): HashLib => {
      loaded = hashLibFrom(legacy, sha2, sha3, (hash: HashFunction, key: Uint8Array): Hasher => mac.hmac.create(hash as Parameters<typeof mac.hmac.create>[0], key));
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The library once loadHashLib has finished (the tool only hashes after that). */
export function loadedHashLib(): HashLib {
  if (!loaded) throw new Error('The hash functions are not loaded yet.');
  return loaded;
}
