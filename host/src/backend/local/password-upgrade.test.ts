/**
 * Local accounts move to the current password hash without anyone noticing: an account stored
 * with PBKDF2-SHA-512 at 210,000 iterations signs in as before and is re-hashed at 600,000
 * (PBKDF2-SHA-256) in the same step. New accounts get the current hash straight away.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../backend';
import { createLocalBackend } from './local-backend';
import { openLocalDb } from './local-db';
import { PBKDF2_ITERATIONS, type StoredPasswordHash } from './password';

let count = 0;
const freshDb = () => `password-upgrade-${(count += 1)}`;
const opened: Backend[] = [];
const open = (dbName: string, iterations?: number) => {
  const backend = createLocalBackend({ dbName, iterations });
  opened.push(backend);
  return backend;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((backend) => backend.close()));
});

async function storedHash(dbName: string, email: string): Promise<StoredPasswordHash> {
  const db = await openLocalDb(dbName);
  try {
    const account = await db.getFromIndex('accounts', 'email', email);
    if (!account) throw new Error(`no account for ${email}`);
    return account.password;
  } finally {
    db.close();
  }
}

/** Rewrites an account's hash as the site stored it before: PBKDF2-SHA-512 at 210,000. */
async function makeLegacy(dbName: string, email: string, password: string) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 210_000 }, key, 512);
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const db = await openLocalDb(dbName);
  try {
    const account = await db.getFromIndex('accounts', 'email', email);
    if (!account) throw new Error(`no account for ${email}`);
    const legacy: StoredPasswordHash = { algorithm: 'PBKDF2-SHA-512', iterations: 210_000, salt: base64(salt), hash: base64(new Uint8Array(bits)) };
    await db.put('accounts', { ...account, password: legacy });
  } finally {
    db.close();
  }
}

describe('local passwords', () => {
  it('hashes a new account with PBKDF2-SHA-256 at 600,000 iterations by default', async () => {
    const dbName = freshDb();
    await open(dbName).createAccount('new@example.com', 'secret123');
    expect(await storedHash(dbName, 'new@example.com')).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 600_000 });
    expect(PBKDF2_ITERATIONS).toBe(600_000);
  });

  it('re-hashes a 210,000-iteration account at the current count on its next good sign-in', async () => {
    const dbName = freshDb();
    const first = open(dbName);
    await first.createAccount('old@example.com', 'secret123');
    await first.signOut();
    await makeLegacy(dbName, 'old@example.com', 'secret123');
    expect(await storedHash(dbName, 'old@example.com')).toMatchObject({ algorithm: 'PBKDF2-SHA-512', iterations: 210_000 });

    const backend = open(dbName);
    await expect(backend.signIn('old@example.com', 'wrong-password')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    // A failed attempt changes nothing.
    expect(await storedHash(dbName, 'old@example.com')).toMatchObject({ algorithm: 'PBKDF2-SHA-512', iterations: 210_000 });

    const user = await backend.signIn('old@example.com', 'secret123');
    expect(user.email).toBe('old@example.com');
    const upgraded = await storedHash(dbName, 'old@example.com');
    expect(upgraded).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 600_000 });
    expect(JSON.stringify(upgraded)).not.toContain('secret123');

    // The new hash works, and the wrong password still fails.
    await backend.signOut();
    await expect(backend.signIn('old@example.com', 'secret1234')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect((await backend.signIn('old@example.com', 'secret123')).email).toBe('old@example.com');
    expect(await storedHash(dbName, 'old@example.com')).toEqual(upgraded);
  }, 30_000);

  it('upgrades to an injected count (how the other tests stay quick)', async () => {
    const dbName = freshDb();
    const backend = open(dbName, 100_000);
    await backend.createAccount('quick@example.com', 'secret123');
    expect(await storedHash(dbName, 'quick@example.com')).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 100_000 });
    await backend.signOut();
    await makeLegacy(dbName, 'quick@example.com', 'secret123');
    await backend.signIn('quick@example.com', 'secret123');
    expect(await storedHash(dbName, 'quick@example.com')).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 100_000 });
  }, 30_000);
});
