/**
 * Passphrase locking with the browser's WebCrypto: PBKDF2-SHA-256 stretches the passphrase into an
 * AES-256-GCM key. The locked body is: iterations (4 bytes) · salt (16) · IV (12) · ciphertext with its tag.
 * GCM's tag is what tells a wrong passphrase apart: decryption refuses instead of returning garbage.
 */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 4 + SALT_BYTES + IV_BYTES;
/** A pasted frame may name its own cost; beyond this it is treated as damage rather than freezing the page. */
const MAX_ITERATIONS = 10_000_000;

export type RandomBytes = (length: number) => Uint8Array<ArrayBuffer>;

export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

export interface LockKey {
  key: CryptoKey;
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
}

const encoder = new TextEncoder();

/** Passphrases typed on different systems may compose accents differently; NFC makes them agree. */
function passphraseBytes(passphrase: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoder.encode(passphrase.normalize('NFC')));
}

export async function deriveLockKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<LockKey> {
  const material = await crypto.subtle.importKey('raw', passphraseBytes(passphrase), 'PBKDF2', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { key, salt, iterations };
}

/** A fresh salt each time a passphrase is chosen. */
export function newLockKey(passphrase: string, random: RandomBytes = cryptoRandomBytes, iterations = PBKDF2_ITERATIONS) {
  return deriveLockKey(passphrase, random(SALT_BYTES), iterations);
}

export async function lock(plain: Uint8Array, lockKey: LockKey, random: RandomBytes = cryptoRandomBytes): Promise<Uint8Array> {
  const iv = random(IV_BYTES);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, lockKey.key, new Uint8Array(plain)),
  );
  const out = new Uint8Array(HEADER_BYTES + sealed.length);
  new DataView(out.buffer).setUint32(0, lockKey.iterations);
  out.set(lockKey.salt, 4);
  out.set(iv, 4 + SALT_BYTES);
  out.set(sealed, HEADER_BYTES);
  return out;
}

export type Unlocked = { ok: true; plain: Uint8Array } | { ok: false; problem: 'wrong-passphrase' | 'damaged' };

export async function unlock(body: Uint8Array, passphrase: string): Promise<Unlocked> {
  if (body.length < HEADER_BYTES + TAG_BYTES) return { ok: false, problem: 'damaged' };
  const iterations = new DataView(body.buffer, body.byteOffset, body.byteLength).getUint32(0);
  if (iterations < 1 || iterations > MAX_ITERATIONS) return { ok: false, problem: 'damaged' };
  const salt = body.slice(4, 4 + SALT_BYTES);
  const iv = body.slice(4 + SALT_BYTES, HEADER_BYTES);
  const { key } = await deriveLockKey(passphrase, salt, iterations);
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, body.slice(HEADER_BYTES));
    return { ok: true, plain: new Uint8Array(plain) };
  } catch {
    return { ok: false, problem: 'wrong-passphrase' };
  }
}
