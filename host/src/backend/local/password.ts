/**
 * Password hashing for local accounts: PBKDF2-HMAC-SHA-256 through WebCrypto with a random salt
 * per account, at OWASP's current 600,000 iterations. The algorithm and iteration count are stored
 * with each hash, so an older hash (PBKDF2-SHA-512 at 210,000, as stored before) still verifies
 * and is replaced on the next successful sign-in (see needsRehash).
 */
export const PBKDF2_ITERATIONS = 600_000;
export const PASSWORD_ALGORITHM = 'PBKDF2-SHA-256';
/** The floor the brief sets; a caller (a test) can never ask for fewer. */
export const MIN_PBKDF2_ITERATIONS = 100_000;

type Algorithm = 'PBKDF2-SHA-256' | 'PBKDF2-SHA-512';

/** What an account stores: the current algorithm, or the one used before (still verified). */
export interface StoredPasswordHash {
  algorithm: Algorithm;
  iterations: number;
  salt: string;
  hash: string;
}

/** A hash made today. */
export interface PasswordHash extends StoredPasswordHash {
  algorithm: typeof PASSWORD_ALGORITHM;
}

const DIGESTS: Record<Algorithm, { hash: 'SHA-256' | 'SHA-512'; bits: number }> = {
  'PBKDF2-SHA-256': { hash: 'SHA-256', bits: 256 },
  'PBKDF2-SHA-512': { hash: 'SHA-512', bits: 512 },
};

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number, algorithm: Algorithm): Promise<Uint8Array> {
  const { hash, bits } = DIGESTS[algorithm];
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash, salt: salt as BufferSource, iterations }, key, bits));
}

/** The count to use: the default for nonsense, never below the floor. */
const roundsFor = (iterations: number): number =>
  Number.isFinite(iterations) ? Math.max(Math.floor(iterations), MIN_PBKDF2_ITERATIONS) : PBKDF2_ITERATIONS;

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const rounds = roundsFor(iterations);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { algorithm: PASSWORD_ALGORITHM, iterations: rounds, salt: toBase64(salt), hash: toBase64(await derive(password, salt, rounds, PASSWORD_ALGORITHM)) };
}

/** False for a wrong password and for a stored hash that cannot be read (never throws for one). */
export async function verifyPassword(password: string, stored: StoredPasswordHash): Promise<boolean> {
  if (!Object.hasOwn(DIGESTS, stored.algorithm) || !Number.isInteger(stored.iterations) || stored.iterations < 1) return false;
  let salt: Uint8Array;
  let expected: Uint8Array;
  try {
    salt = fromBase64(stored.salt);
    expected = fromBase64(stored.hash);
  } catch {
    return false;
  }
  if (expected.length === 0) return false;
  const candidate = await derive(password, salt, stored.iterations, stored.algorithm);
  // Compare every byte, so the time taken says nothing about where a guess went wrong.
  let difference = candidate.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) difference |= (candidate[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}

/** True when a verified password should be hashed again: an older algorithm or fewer iterations. */
export function needsRehash(stored: StoredPasswordHash, iterations = PBKDF2_ITERATIONS): boolean {
  return stored.algorithm !== PASSWORD_ALGORITHM || stored.iterations < roundsFor(iterations);
}
