import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';

/**
 * The static server against hostile and odd requests, over real HTTP on 127.0.0.1 (ports
 * 5220–5229). Raw request targets go out as written: no client normalises `..` away here.
 */
const PORTS = { spa: 5220, files: 5221, remote: 5222, pages: 5224 };
const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';
const INDEX = '<!doctype html><title>ToolHub</title><script>doSomething();</script>';
const APP = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const MANIFEST = JSON.stringify({ id: 'remote', metaData: { remoteEntry: { name: 'remoteEntry.0123abcd.js' } }, padding: 'y'.repeat(2000) });

let dir: string;
let root: string;
const servers: Server[] = [];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(port: number, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const text = (answer: Answer) => answer.body.toString('utf8');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolhub-static-'));
  root = join(dir, 'root');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'outside'));
  writeFileSync(join(dir, 'outside', 'secret.txt'), SECRET);
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'main.0123abcd.js'), APP);
  writeFileSync(join(root, 'mf-manifest.json'), MANIFEST);
  writeFileSync(join(root, 'assets', 'core.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  writeFileSync(join(root, '..%2fsecret.txt'), 'a file whose name only looks hostile');
  // Links inside the root that lead outside it: a file and a directory.
  symlinkSync(join(dir, 'outside', 'secret.txt'), join(root, 'leak.txt'));
  symlinkSync(join(dir, 'outside'), join(root, 'escape'));

  const headers = () => ({ 'X-Test-Header': 'on every answer' });
  const routes = {
    '/catalogue.json': (_req: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ version: 1, padding: 'z'.repeat(3000) }));
    },
  };
  servers.push(await listen(createStaticServer({ root, spa: true, routes, headers }), PORTS.spa));
  servers.push(await listen(createStaticServer({ root, headers }), PORTS.files));
  servers.push(await listen(createStaticServer({ root, cors: ['http://localhost:5220'], headers }), PORTS.remote));
  const pages = async (path: string) => (path === '/known' || path === '/' ? { status: 200, html: `<p>page ${path}</p>` } : { status: 404, html: '<p>not found</p>' });
  servers.push(await listen(createStaticServer({ root, pages, headers }), PORTS.pages));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); })));
  rmSync(dir, { recursive: true, force: true });
});

const TRAVERSALS = [
  '/../outside/secret.txt',
  '/./../outside/secret.txt',
  '/..%2foutside%2fsecret.txt',
  '/..%2Foutside/secret.txt',
  '/%2e%2e/outside/secret.txt',
  '/%2e%2e%2foutside%2fsecret.txt',
  '/%252e%252e%252foutside%252fsecret.txt',
  '/..\\outside\\secret.txt',
  '/..%5coutside%5csecret.txt',
  '/....//outside/secret.txt',
  '/....//....//outside/secret.txt',
  '/.../outside/secret.txt',
  '/%c0%ae%c0%ae/outside/secret.txt',
  '/%ZZ/secret.txt',
  '/index.html%00.js',
  '/%00',
  '/main.0123abcd.js%00',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/etc/passwd',
  '/C:/Windows/win.ini',
  '/C:%5cWindows%5cwin.ini',
  '/leak.txt',
  '/escape/secret.txt',
  '/escape%2fsecret.txt',
  '/assets/../../outside/secret.txt',
];

describe('hostile paths', () => {
  it.each(TRAVERSALS)('a files-only server answers %s with a 4xx and nothing from outside the root', async (path) => {
    const answer = await send(PORTS.files, path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(text(answer)).not.toContain(SECRET);
    expect(text(answer)).not.toMatch(/root:.*:0:0:/);
  });

  it.each(TRAVERSALS)('the SPA server answers %s with a 4xx or the app page itself', async (path) => {
    const answer = await send(PORTS.spa, path);
    if (answer.status === 200) expect(text(answer)).toBe(INDEX);
    else expect([400, 403, 404]).toContain(answer.status);
  });

  it('a file whose name only looks hostile is served only by its double-encoded name', async () => {
    const answer = await send(PORTS.files, '/..%252fsecret.txt');
    expect(answer.status).toBe(200);
    expect(text(answer)).toBe('a file whose name only looks hostile');
  });

  it.each([
    ['a 100 KB URL', `/${'a'.repeat(100_000)}`, {}],
    ['a 100 KB header', '/index.html', { 'X-Huge': 'h'.repeat(100_000) }],
  ])('%s is refused with a 4xx and the server carries on', async (_name, path, headers) => {
    const answer = await send(PORTS.spa, path, { headers });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(text(await send(PORTS.spa, '/index.html'))).toBe(INDEX);
  });
});

describe('files', () => {
  it('serves a file with its type, length and the headers given', async () => {
    const answer = await send(PORTS.files, '/main.0123abcd.js');
    expect(answer.status).toBe(200);
    expect(text(answer)).toBe(APP);
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(APP)));
    expect(answer.headers['x-test-header']).toBe('on every answer');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/mf-manifest.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/assets/core.wasm', 'application/wasm', 'no-cache'],
  ])('%s is %s with Cache-Control %s', async (path, type, cache) => {
    const answer = await send(PORTS.files, path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['cache-control']).toBe(cache);
  });

  it.each([
    ['/tools/json-formatter', 200],
    ['/json-formatter?q=x', 200],
    ['/missing.js', 404],
    ['/assets/missing.css', 404],
  ])('with SPA fallback, %s answers %i', async (path, status) => {
    const answer = await send(PORTS.spa, path);
    expect(answer.status).toBe(status);
    if (status === 200) {
      expect(text(answer)).toBe(INDEX);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect(answer.headers['x-test-header']).toBe('on every answer');
  });

  it.each([
    ['/known', 200, '<p>page /known</p>'],
    ['/', 200, '<p>page /</p>'],
    ['/unknown?x=1', 404, '<p>not found</p>'],
    ['/tools/', 404, '<p>not found</p>'],
  ])('with pages, %s answers %i with its HTML', async (path, status, html) => {
    const answer = await send(PORTS.pages, path);
    expect(answer.status).toBe(status);
    expect(text(answer)).toBe(html);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['x-test-header']).toBe('on every answer');
  });

  it('with pages, paths with an extension are files as before, a missing one the not-found page, and HEAD has no body', async () => {
    expect(text(await send(PORTS.pages, '/index.html'))).toBe(INDEX);
    // As Firebase Hosting answers any unknown path with the site's 404.html.
    const missing = await send(PORTS.pages, '/missing.js');
    expect([missing.status, text(missing), missing.headers['content-type']]).toEqual([404, '<p>not found</p>', 'text/html; charset=utf-8']);
    const head = await send(PORTS.pages, '/unknown', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
  });

  it('without SPA fallback an unknown path is a 404', async () => {
    expect((await send(PORTS.files, '/tools/json-formatter')).status).toBe(404);
  });

  it('HEAD gives the GET headers and no body', async () => {
    const get = await send(PORTS.files, '/main.0123abcd.js');
    const head = await send(PORTS.files, '/main.0123abcd.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s is refused with 405', async (method) => {
    const answer = await send(PORTS.spa, '/index.html', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('OPTIONS answers 204 with what is allowed, and no body', async () => {
    const answer = await send(PORTS.spa, '/index.html', { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(answer.body.length).toBe(0);
  });

  it('routes answer before files, compressed when asked', async () => {
    const answer = await send(PORTS.spa, '/catalogue.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toMatchObject({ version: 1 });
    expect(answer.headers['x-test-header']).toBe('on every answer');
  });
});

describe('ranges, validators and compression', () => {
  it.each([
    ['bytes=0-9', 206, APP.slice(0, 10), `bytes 0-9/${APP.length}`],
    ['bytes=-5', 206, APP.slice(-5), `bytes ${APP.length - 5}-${APP.length - 1}/${APP.length}`],
    ['bytes=10-', 206, APP.slice(10), `bytes 10-${APP.length - 1}/${APP.length}`],
    ['bytes=999999-', 416, '', `bytes */${APP.length}`],
  ])('Range %s answers %i', async (range, status, body, contentRange) => {
    const answer = await send(PORTS.files, '/main.0123abcd.js', { headers: { Range: range, 'Accept-Encoding': 'gzip, br' } });
    expect(answer.status).toBe(status);
    expect(answer.headers['content-range']).toBe(contentRange);
    expect(answer.headers['content-encoding']).toBeUndefined();
    if (status === 206) expect(text(answer)).toBe(body);
  });

  it.each([
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding) => {
    const answer = await send(PORTS.files, '/main.0123abcd.js', { headers: { 'Accept-Encoding': accept } });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/i);
    if (encoding === 'gzip') expect(gunzipSync(answer.body).toString('utf8')).toBe(APP);
    if (encoding === undefined) expect(text(answer)).toBe(APP);
  });

  it('a revalidated file is 304 while its bytes are unchanged, whatever its date', async () => {
    const file = join(root, 'remoteEntry.json');
    writeFileSync(file, 'version one');
    const first = await send(PORTS.files, '/remoteEntry.json');
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const same = await send(PORTS.files, '/remoteEntry.json', { headers: { 'If-None-Match': first.headers.etag! } });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
  });

  it('a redeploy whose file is older on disk, and the same size, is never answered 304', async () => {
    const file = join(root, 'mf-redeploy.json');
    writeFileSync(file, 'version one');
    const first = await send(PORTS.files, '/mf-redeploy.json');
    writeFileSync(file, 'version two');
    const past = new Date('2001-01-01T00:00:00Z');
    utimesSync(file, past, past);
    const after = await send(PORTS.files, '/mf-redeploy.json', {
      headers: { 'If-None-Match': first.headers.etag!, 'If-Modified-Since': new Date().toUTCString() },
    });
    expect(after.status).toBe(200);
    expect(text(after)).toBe('version two');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });
});

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
    const server = await listen(createStaticServer({ root, cors: true }), 5223);
    try {
      expect((await send(5223, '/index.html', { headers: { Origin: 'http://localhost:4100' } })).headers['access-control-allow-origin']).toBe('http://localhost:4100');
      expect((await send(5223, '/index.html', { headers: { Origin: 'http://127.0.0.1:9' } })).headers['access-control-allow-origin']).toBe('http://127.0.0.1:9');
      expect((await send(5223, '/index.html', { headers: { Origin: 'https://evil.example' } })).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a flood of 1,000 concurrent requests', () => {
  const gc = (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();
  const heap = () => {
    gc();
    gc();
    return process.memoryUsage();
  };
  const flood = () =>
    Promise.all(
      Array.from({ length: 1000 }, (_, i) => {
        const kind = i % 5;
        if (kind === 0) return send(PORTS.spa, '/main.0123abcd.js', { headers: { 'Accept-Encoding': 'gzip' } }).then((a) => ['js', a] as const);
        if (kind === 1) return send(PORTS.spa, TRAVERSALS[i % TRAVERSALS.length]!).then((a) => ['hostile', a] as const);
        if (kind === 2) return send(PORTS.spa, '/mf-manifest.json', { method: 'HEAD' }).then((a) => ['head', a] as const);
        if (kind === 3) return send(PORTS.spa, `/tool-${i}`).then((a) => ['spa', a] as const);
        if (i % 10 === 4) return send(PORTS.spa, '/mf-manifest.json', { headers: { 'If-None-Match': '"stale"', Range: 'bytes=0-99' } }).then((a) => ['range', a] as const);
        return send(PORTS.spa, '/index.html', { headers: { 'If-None-Match': indexTag } }).then((a) => ['304', a] as const);
      }),
    );

  let indexTag = '';
  it('answers every request correctly, stays up, and keeps memory flat', { timeout: 120_000 }, async () => {
    indexTag = (await send(PORTS.spa, '/index.html')).headers.etag!;
    await flood(); // warm-up: caches and buffers reach their working size
    const openFiles = () => (existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : 0);
    const before = heap();
    const filesBefore = openFiles();
    for (let round = 0; round < 3; round += 1) {
      const answers = await flood();
      for (const [kind, answer] of answers) {
        if (kind === 'js') expect(gunzipSync(answer.body).toString('utf8')).toBe(APP);
        if (kind === 'hostile') {
          if (answer.status === 200) expect(text(answer)).toBe(INDEX);
          else expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        }
        if (kind === 'head') expect([answer.status, answer.body.length]).toEqual([200, 0]);
        if (kind === 'spa') expect(text(answer)).toBe(INDEX);
        if (kind === '304') expect([answer.status, answer.body.length]).toEqual([304, 0]);
        if (kind === 'range') expect([answer.status, text(answer)]).toEqual([206, MANIFEST.slice(0, 100)]);
      }
    }
    const after = heap();
    // No file handle or socket is left open by the 3,000 answers (304s and HEADs included). Sockets
    // of the last round may still be closing on a busy machine: a leak stays, they go.
    await expect.poll(() => openFiles() - filesBefore, { timeout: 10_000, interval: 200 }).toBeLessThan(20);
    const grownMb = (after.heapUsed - before.heapUsed) / 2 ** 20;
    console.info(`flood: heapUsed ${(before.heapUsed / 2 ** 20).toFixed(1)} → ${(after.heapUsed / 2 ** 20).toFixed(1)} MB, rss ${(before.rss / 2 ** 20).toFixed(1)} → ${(after.rss / 2 ** 20).toFixed(1)} MB`);
    // Three thousand more requests may not leave more than 8 MB behind (a leak of one response
    // buffer, stream or socket per request would leave far more).
    expect(grownMb).toBeLessThan(8);
    expect(text(await send(PORTS.spa, '/index.html'))).toBe(INDEX);
  });
});
