import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostSecurityHeaders } from '../../scripts/lib/host-security-headers.mjs';

const catalogueWith = (...entries: string[]) =>
  JSON.stringify({ remotes: Object.fromEntries(entries.map((entry, i) => [`r${i}`, { entry }])) });
const scriptSrc = (headers: Record<string, string>) =>
  headers['Content-Security-Policy']!.split('; ').find((directive) => directive.startsWith('script-src '))!.split(' ').slice(1);

let dir: string;
let indexFile: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolhub-headers-'));
  indexFile = join(dir, 'index.html');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the host headers as served', () => {
  it('follow the served catalogue and the built index.html as they change', async () => {
    let served = catalogueWith('http://localhost:4001/mf-manifest.json');
    writeFileSync(indexFile, '<script>doSomething();</script>');
    const headers = hostSecurityHeaders({ readCatalogueText: async () => served, fallbackCatalogueText: async () => '{}', indexFile, env: {} });
    expect(scriptSrc(await headers())).toEqual(["'self'", 'http://localhost:4001', "'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='", "'wasm-unsafe-eval'", 'blob:']);

    served = catalogueWith('https://cdn.example.com/a/mf-manifest.json', 'https://cdn.example.com/b/mf-manifest.json');
    writeFileSync(indexFile, '<script src="/main.js"></script>');
    utimesSync(indexFile, new Date(), new Date(Date.now() + 5_000));
    expect(scriptSrc(await headers())).toEqual(["'self'", 'https://cdn.example.com', "'wasm-unsafe-eval'", 'blob:']);

    // A malformed catalogue: the host keeps the one it had, and so does the policy.
    served = '{"remotes": {';
    expect(scriptSrc(await headers())).toEqual(["'self'", 'https://cdn.example.com', "'wasm-unsafe-eval'", 'blob:']);
  });

  it('fall back to the repository catalogue when the first one read is malformed, and work without a build', async () => {
    const headers = hostSecurityHeaders({
      readCatalogueText: async () => 'not json',
      fallbackCatalogueText: async () => catalogueWith('http://localhost:3001/mf-manifest.json'),
      indexFile: join(dir, 'missing.html'),
      env: {},
    });
    expect(scriptSrc(await headers())).toEqual(["'self'", 'http://localhost:3001', "'wasm-unsafe-eval'", 'blob:']);
  });

  it('refuse to start with an override origin that is not an origin', () => {
    expect(() =>
      hostSecurityHeaders({ readCatalogueText: async () => '{}', fallbackCatalogueText: async () => '{}', indexFile, env: { REMOTE_OVERRIDE_ORIGINS: "* 'unsafe-inline'" } }),
    ).toThrow(/Not an http\(s\) origin/);
  });
});
