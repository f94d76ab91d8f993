import { describe, expect, it } from 'vitest';
import { MIN_PBKDF2_ITERATIONS, PBKDF2_ITERATIONS, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses PBKDF2 with at least 100,000 iterations, never fewer', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    expect((await hashPassword('secret123')).iterations).toBe(PBKDF2_ITERATIONS);
    expect((await hashPassword('secret123', 10)).iterations).toBe(MIN_PBKDF2_ITERATIONS);
  });

  it('salts each hash, and verifies only the right password', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(JSON.stringify(a)).not.toContain('secret123');
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });
});
