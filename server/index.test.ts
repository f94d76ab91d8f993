import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CHECK_HEADER, APP_CHECK_REQUIRED_MESSAGE } from './news/app-check-gate.mjs';

/**
 * The deployed function's wiring (index.mjs), as Firebase runs it: with APP_CHECK_ENFORCE=true in
 * its environment, `news` answers only a request whose App Check token the Admin SDK verifies.
 * The Admin SDK is replaced here (verifying a real token needs Google's keys, which no emulator
 * serves); the gate's own cases are in news/app-check-gate.test.ts.
 */
const verifyToken = vi.fn(async (token: string) => {
  if (token !== 'a-token-app-check-signed') throw new Error('invalid token');
  return { appId: 'web-app' };
});
vi.mock('firebase-admin/app', () => ({ getApps: () => [{}], initializeApp: vi.fn() }));
vi.mock('firebase-admin/app-check', () => ({ getAppCheck: () => ({ verifyToken }) }));

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
let server: Server;
let base: string;
const feedFetch = vi.fn(async () => new Response('<rss version="2.0"><channel><title>t</title></channel></rss>', { headers: { 'Content-Type': 'application/rss+xml' } }));

beforeAll(async () => {
  vi.stubEnv('APP_CHECK_ENFORCE', 'true');
  vi.stubEnv('NEWS_FEEDS', 'https://feeds.example/rss.xml');
  vi.stubGlobal('fetch', feedFetch);
  const { news } = await import('./index.mjs');
  server = createServer((req, res) => void news(req as never, res as never));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** A request through Node's own http client (the test's fetch is the feeds' stand-in). */
async function get(headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${base}/api/news`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the news function with APP_CHECK_ENFORCE=true', () => {
  it('refuses a request without a token, and fetches no feed', async () => {
    const answer = await get();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: APP_CHECK_REQUIRED_MESSAGE });
    expect(feedFetch).not.toHaveBeenCalled();
  });

  it('refuses a token App Check does not verify', async () => {
    const answer = await get({ [APP_CHECK_HEADER]: 'made-up' });
    expect(answer.status).toBe(401);
    expect(verifyToken).toHaveBeenLastCalledWith('made-up');
    expect(warn).toHaveBeenCalledWith('App Check token refused', expect.any(Error));
    expect(feedFetch).not.toHaveBeenCalled();
  });

  it('answers a request whose token App Check verifies', async () => {
    const answer = await get({ [APP_CHECK_HEADER]: 'a-token-app-check-signed' });
    expect(answer.status).toBe(200);
    expect(feedFetch).toHaveBeenCalled();
  });
});
