import { describe, expect, it } from 'vitest';
import { crossOriginWorkerSource, installCrossOriginWorker } from './cross-origin-worker';

describe('cross-origin workers', () => {
  it.each([
    ['http://localhost:3007/123.js', undefined, 'Object.defineProperty(self, "location", { value: new URL("http://localhost:3007/123.js"), configurable: true });\nimportScripts("http://localhost:3007/123.js");'],
    ['http://localhost:3007/123.js', 'classic' as const, 'Object.defineProperty(self, "location", { value: new URL("http://localhost:3007/123.js"), configurable: true });\nimportScripts("http://localhost:3007/123.js");'],
    ['http://localhost:3007/w.mjs', 'module' as const, 'import "http://localhost:3007/w.mjs";'],
    ['http://x/"quote.js', undefined, 'Object.defineProperty(self, "location", { value: new URL("http://x/\\"quote.js"), configurable: true });\nimportScripts("http://x/\\"quote.js");'],
  ])('loads %s (%s) from a same-origin blob', (url, type, expected) => {
    expect(crossOriginWorkerSource(url, type)).toBe(expected);
  });

  function fakeScope() {
    const started: { url: string; source?: Promise<string> }[] = [];
    class FakeWorker {
      constructor(url: string | URL) {
        started.push({ url: String(url) });
      }
    }
    const scope = { Worker: FakeWorker, location: new URL('http://localhost:3000/json-formatter') } as unknown as typeof globalThis;
    return { scope, started };
  }

  it('passes same-origin workers through and wraps cross-origin ones', () => {
    const { scope, started } = fakeScope();
    installCrossOriginWorker(scope);
    new scope.Worker('/local.js');
    new scope.Worker('http://localhost:3007/remote.js');
    expect(started[0]!.url).toBe('/local.js');
    expect(started[1]!.url).toMatch(/^blob:/);
  });

  it('installs once', () => {
    const { scope } = fakeScope();
    installCrossOriginWorker(scope);
    const first = scope.Worker;
    installCrossOriginWorker(scope);
    expect(scope.Worker).toBe(first);
  });
});
