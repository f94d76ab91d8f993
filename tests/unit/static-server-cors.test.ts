import { describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import { send, staticServers } from './static-server.testutil';

/** Which origins may read a remote's files from the static server (static-server.testutil.ts). */
const PORTS = { remote: 5222 };
const fixture = staticServers(PORTS);

describe('CORS', () => {
  it('answers the allowed origin, with Vary: Origin', async () => {
    const answer = await send(PORTS.remote, '/mf-manifest.json', { headers: { Origin: 'http://localhost:5220' } });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5220');
    expect(answer.headers.vary).toMatch(/Origin/);
  });

  it.each(['https://evil.example', 'null', 'http://localhost:5221'])('gives %s nothing to read', async (origin) => {
    const answer = await send(PORTS.remote, '/mf-manifest.json', { headers: { Origin: origin } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Origin/);
  });

  it('a preflight from the allowed origin is 204 with the allowed methods', async () => {
    const answer = await send(PORTS.remote, '/mf-manifest.json', { method: 'OPTIONS', headers: { Origin: 'http://localhost:5220', 'Access-Control-Request-Method': 'GET' } });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5220');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  it('cors: true allows any loopback origin and nothing else', async () => {
    const server = await listen(createStaticServer({ root: fixture.root, cors: true }), 5223);
    try {
      expect((await send(5223, '/index.html', { headers: { Origin: 'http://localhost:4100' } })).headers['access-control-allow-origin']).toBe('http://localhost:4100');
      expect((await send(5223, '/index.html', { headers: { Origin: 'http://127.0.0.1:9' } })).headers['access-control-allow-origin']).toBe('http://127.0.0.1:9');
      expect((await send(5223, '/index.html', { headers: { Origin: 'https://evil.example' } })).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
