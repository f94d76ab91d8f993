import type { HashFunction, HashLib, Hasher } from './logic';

interface Modules {
  legacy: { md5: HashFunction; sha1: HashFunction };
  sha2: { sha256: HashFunction; sha384: HashFunction; sha512: HashFunction };
  sha3: { sha3_256: HashFunction; sha3_512: HashFunction };
}

/** The tool's HashLib from @noble/hashes modules, loaded lazily on the page or statically in the worker. */
export function hashLibFrom(
  legacy: Modules['legacy'],
  sha2: Modules['sha2'],
  sha3: Modules['sha3'],
  hmac: (hash: HashFunction, key: Uint8Array) => Hasher,
): HashLib {
  return {
    hashes: {
      md5: legacy.md5,
      sha1: legacy.sha1,
      sha256: sha2.sha256,
      sha384: sha2.sha384,
      sha512: sha2.sha512,
      'sha3-256': sha3.sha3_256,
      'sha3-512': sha3.sha3_512,
    },
    hmac: { create: hmac },
  };
}
