/** Hashing typed text, the same on the page and in hash.worker.ts. Pure: no React, no DOM. */
import { digest, textBytes, type AlgorithmId, type Digest, type HashLib } from './logic';

/** Longer texts are hashed in a worker; shorter ones while rendering. */
export const OFFLOAD_CHARS = 100_000;

export interface HashTextJob {
  text: string;
  ids: AlgorithmId[];
  /** The HMAC key as UTF-8, or null for plain hashes. Never stored. */
  key: Uint8Array | null;
}

export interface HashTextOutcome {
  digests: Digest[];
  /** Size of the text as UTF-8. */
  bytes: number;
}

export function hashText(lib: HashLib, job: HashTextJob): HashTextOutcome {
  const bytes = textBytes(job.text);
  return { digests: job.ids.map((id) => ({ id, bytes: digest(lib, id, bytes, job.key) })), bytes: bytes.length };
}
