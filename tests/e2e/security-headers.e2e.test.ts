/**
 * Issue 14 §2: the built site, served as `npm start` serves it, sends the security headers on
 * every kind of answer (what `curl -I` shows), and Chromium enforces the policy.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { readCatalogue, ROOT } from '../../scripts/lib/units.mjs';

const PORT = 5200;
const suite = siteAndBrowser(PORT);


const head = (url: string, headers: Record<string, string> = {}) => fetch(url, { method: 'HEAD', headers });
const directives = (policy: string | null) =>
  Object.fromEntries((policy ?? '').split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));
const remoteOrigins = Object.keys(readCatalogue().remotes).map((_, i) => `http://localhost:${PORT + 1 + i}`);

/** The hash of the no-flash theme script as built, computed here independently of the server. */
function builtThemeScriptHash() {
  const html = readFileSync(join(ROOT, 'host', 'dist', 'index.html'), 'utf8');
  const body = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
}

describe('headers on the host', () => {
  it.each([
    ['/', 200],
    ['/json-formatter', 200],
    ['/catalogue.json', 200],
    ['/no-such-page', 404],
  ])('%s (HTTP %i) carries the CSP and the hardening headers', async (path, status) => {
    const answer = await head(`${suite.site.url}${path}`);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    const csp = directives(answer.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", ...remoteOrigins, builtThemeScriptHash(), "'wasm-unsafe-eval'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('/catalogue.json is compressed', async () => {
    const answer = await fetch(`${suite.site.url}/catalogue.json`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(((await answer.json()) as { version: number }).version).toBe(1);
  });
});

describe('headers on a remote', () => {
  const manifest = () => `http://localhost:${suite.site.remotePort('developer-tools')}/mf-manifest.json`;

  it("a remote's mf-manifest.json carries the headers and answers CORS to the host only", async () => {
    const answer = await head(manifest(), { Origin: suite.site.url });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(suite.site.url);
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });

  it.each(['https://evil.example', 'http://localhost:5260', 'null'])('gives %s no CORS access', async (origin) => {
    const answer = await head(manifest(), { Origin: origin });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the policy in Chromium', () => {
  it('the theme script runs, and inline code, eval and scripts from elsewhere do not', async () => {
    const { page, errors, context } = await openPage(suite.browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    try {
      await page.goto(suite.site.url);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Small tools, big help');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect(errors).toEqual([]);
      // Every feature the Permissions-Policy names is one Chromium knows.
      expect(warnings.filter((line) => line.includes('Permissions-Policy'))).toEqual([]);

      const outcome = await page.evaluate(async (foreign) => {
        const win = window as unknown as Record<string, unknown>;
        const inline = document.createElement('script');
        inline.textContent = 'window.__inlineRan = true;';
        document.body.append(inline);
        // eval from a script of the page's own (page.evaluate itself is exempt from the CSP).
        const own = URL.createObjectURL(
          new Blob(['try { (0, eval)("1 + 1"); window.__evalBlocked = false; } catch (e) { window.__evalBlocked = e instanceof EvalError; }'], { type: 'text/javascript' }),
        );
        await new Promise((resolve) => {
          const script = document.createElement('script');
          script.src = own;
          script.onload = resolve;
          script.onerror = resolve;
          document.body.append(script);
        });
        const evalBlocked = win.__evalBlocked;
        const loaded = await new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = foreign;
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('blocked');
          document.body.append(script);
        });
        return { inlineRan: win.__inlineRan === true, evalBlocked, foreign: loaded };
      }, suite.site.feedUrl('rss2.xml'));
      expect(outcome).toEqual({ inlineRan: false, evalBlocked: true, foreign: 'blocked' });
      await expect.poll(() => errors.filter((line) => line.startsWith('CSP violation')).length).toBeGreaterThanOrEqual(3);
      expect(errors.some((line) => line.startsWith('CSP violation: script-src-elem blocked inline'))).toBe(true);
      expect(errors.some((line) => line.startsWith('CSP violation: script-src blocked eval'))).toBe(true);
      expect(errors.some((line) => line.startsWith(`CSP violation: script-src-elem blocked ${suite.site.feedUrl('rss2.xml')}`))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
