import type { HashLib } from './logic';

let loading: Promise<HashLib> | null = null;

/** Loads @noble/hashes on first use; a failed load can be retried. */
export function loadHashLib(): Promise<HashLib> {
  loading ??= Promise.all([
    import('@noble/hashes/legacy.js'),
    import('@noble/hashes/sha2.js'),
    import('@noble/hashes/sha3.js'),
    import('@noble/hashes/hmac.js'),
  ]).then(
    ([legacy, sha2, sha3, mac]): HashLib => ({
      hashes: {
        md5: legacy.md5,
        sha1: legacy.sha1,
        sha256: sha2.sha256,
        sha384: sha2.sha384,
        sha512: sha2.sha512,
        'sha3-256': sha3.sha3_256,
        'sha3-512': sha3.sha3_512,
      },
      hmac: { create: (hash, key) => mac.hmac.create(hash as Parameters<typeof mac.hmac.create>[0], key) },
    }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
