import { describe, expect, it } from 'vitest';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { APP, INDEX, send, staticServers, text } from './static-server.testutil';

/**
 * What the static server answers for files, pages and routes: types, cache lifetimes, methods,
 * ranges, validators and compression (static-server.testutil.ts).
 */
const PORTS = { pages: 5224, spa: 5225, files: 5226 };
const fixture = staticServers(PORTS);

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
    const file = join(fixture.root, 'remoteEntry.json');
    writeFileSync(file, 'version one');
    const first = await send(PORTS.files, '/remoteEntry.json');
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const same = await send(PORTS.files, '/remoteEntry.json', { headers: { 'If-None-Match': first.headers.etag! } });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
  });

  it('a redeploy whose file is older on disk, and the same size, is never answered 304', async () => {
    const file = join(fixture.root, 'mf-redeploy.json');
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
