import { describe, expect, it } from 'vitest';
import { MIN_PBKDF2_ITERATIONS, PASSWORD_ALGORITHM, PBKDF2_ITERATIONS, hashPassword, needsRehash, verifyPassword, type StoredPasswordHash } from './password';

/** A hash as the local backend stored it before 600,000: PBKDF2-HMAC-SHA-512 at 210,000. */
async function legacyHash(password: string): Promise<StoredPasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 210_000 }, key, 512);
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  return { algorithm: 'PBKDF2-SHA-512', iterations: 210_000, salt: base64(salt), hash: base64(new Uint8Array(bits)) };
}

describe('password hashing', () => {
  it('defaults to PBKDF2-HMAC-SHA-256 at OWASP’s 600,000 iterations, stored with the hash', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(PASSWORD_ALGORITHM).toBe('PBKDF2-SHA-256');
    const hash = await hashPassword('secret123');
    expect(hash).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 600_000 });
    expect(atob(hash.hash)).toHaveLength(32);
    expect(atob(hash.salt)).toHaveLength(16);
  });

  it('never goes below the floor, whatever a caller asks', async () => {
    expect((await hashPassword('secret123', 10)).iterations).toBe(MIN_PBKDF2_ITERATIONS);
    expect((await hashPassword('secret123', Number.NaN)).iterations).toBe(PBKDF2_ITERATIONS);
  });

  it('salts each hash, and verifies only the right password', async () => {
    const a = await hashPassword('secret123', MIN_PBKDF2_ITERATIONS);
    const b = await hashPassword('secret123', MIN_PBKDF2_ITERATIONS);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(JSON.stringify(a)).not.toContain('secret123');
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('still verifies a hash from before (PBKDF2-SHA-512 at 210,000)', async () => {
    const old = await legacyHash('secret123');
    expect(await verifyPassword('secret123', old)).toBe(true);
    expect(await verifyPassword('secret12', old)).toBe(false);
  });

  it('refuses a stored hash it cannot read rather than throwing', async () => {
    const good = await hashPassword('secret123', MIN_PBKDF2_ITERATIONS);
    for (const broken of [
      { ...good, algorithm: 'MD5' },
      { ...good, iterations: 0 },
      { ...good, salt: '%%%' },
      { ...good, hash: '' },
    ]) {
      expect(await verifyPassword('secret123', broken as StoredPasswordHash)).toBe(false);
    }
  });

  it.each([
    [{ algorithm: 'PBKDF2-SHA-512', iterations: 210_000 }, 600_000, true],
    [{ algorithm: 'PBKDF2-SHA-256', iterations: 210_000 }, 600_000, true],
    [{ algorithm: 'PBKDF2-SHA-256', iterations: 600_000 }, 600_000, false],
    [{ algorithm: 'PBKDF2-SHA-256', iterations: 700_000 }, 600_000, false],
    [{ algorithm: 'PBKDF2-SHA-256', iterations: 100_000 }, 100_000, false],
  ] as const)('needsRehash(%j, %i) → %s', (stored, target, expected) => {
    expect(needsRehash({ ...stored, salt: '', hash: '' }, target)).toBe(expected);
  });
});
