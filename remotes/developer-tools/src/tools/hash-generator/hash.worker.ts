/** Hashes large texts off the page, so a 5 MB paste never freezes it. Static imports only: no import(). */
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { sha3_256, sha3_512 } from '@noble/hashes/sha3.js';
import { hmac } from '@noble/hashes/hmac.js';
import { serveTask } from '@toolhub/shared/worker';
import { hashLibFrom } from './hashLibFrom';
import type { HashFunction, Hasher } from './logic';
import { hashText, type HashTextJob } from './textJob';

const lib = hashLibFrom({ md5, sha1 }, { sha256, sha384, sha512 }, { sha3_256, sha3_512 }, (hash: HashFunction, key: Uint8Array): Hasher =>
  hmac.create(hash as Parameters<typeof hmac.create>[0], key),
);

serveTask((job: HashTextJob) => hashText(lib, job));
