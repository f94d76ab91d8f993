import { describe, expect, it } from 'vitest';
import { generateKeyPairSync, sign } from 'node:crypto';
import { APP_CHECK_HEADER, APP_CHECK_REQUIRED_MESSAGE } from '../../server/news/app-check-gate.mjs';
import { HOST, requireEmulators } from './support';

/**
 * /api/news through the Hosting rewrite, with the news function started as production runs it:
 * APP_CHECK_ENFORCE=true (run-hosting-suite.mjs's second phase). A script that calls the API
 * without App Check, or with a token it signed itself, gets 401 and no news. A verified token
 * cannot be made here: App Check's tokens are signed by Google, and no emulator serves App Check
 * (server/index.test.ts covers that path with the Admin SDK's verification replaced).
 */
requireEmulators();

/** A token shaped as App Check's (RS256 JWT, its issuer and audience) but signed by a key of our own. */
function forgedToken(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'made-up' })}.${part({
    iss: 'https://firebaseappcheck.googleapis.com/123456789',
    sub: '1:123456789:web:abcdef',
    aud: ['projects/123456789', 'projects/demo-toolhub'],
    iat: now,
    exp: now + 3600,
  })}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

async function news(headers: Record<string, string> = {}) {
  const response = await fetch(`${HOST}/api/news`, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('/api/news with App Check enforced', () => {
  it('refuses a request without a token', async () => {
    expect(await news()).toEqual({ status: 401, body: { error: APP_CHECK_REQUIRED_MESSAGE } });
  });

  it('refuses a token that is not App Check’s', async () => {
    expect(await news({ [APP_CHECK_HEADER]: 'not-a-token' })).toEqual({ status: 401, body: { error: APP_CHECK_REQUIRED_MESSAGE } });
  });

  it('refuses a token signed by anyone but App Check', async () => {
    expect(await news({ [APP_CHECK_HEADER]: forgedToken() })).toEqual({ status: 401, body: { error: APP_CHECK_REQUIRED_MESSAGE } });
  });
});
