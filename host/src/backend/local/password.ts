/**
 * Password hashing for local accounts: PBKDF2-HMAC-SHA-512 through WebCrypto with a random salt
 * per account. The iteration count is stored with each hash so it can be raised later without
 * locking anyone out; 210,000 is OWASP's current figure for SHA-512.
 */
export const PBKDF2_ITERATIONS = 210_000;
/** The floor the brief sets; a caller can never ask for fewer. */
export const MIN_PBKDF2_ITERATIONS = 100_000;

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA-512';
  iterations: number;
  salt: string;
  hash: string;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt: salt as BufferSource, iterations }, key, 512);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const rounds = Math.max(iterations, MIN_PBKDF2_ITERATIONS);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { algorithm: 'PBKDF2-SHA-512', iterations: rounds, salt: toBase64(salt), hash: toBase64(await derive(password, salt, rounds)) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64(stored.salt), stored.iterations);
  const expected = fromBase64(stored.hash);
  // Compare every byte, so the time taken says nothing about where a guess went wrong.
  let difference = candidate.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) difference |= (candidate[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
