import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PERMISSIONS_POLICY,
  catalogueRemoteOrigins,
  contentSecurityPolicy,
  corsHeaders,
  hostHeaders,
  inlineHashes,
  originMatcher,
  remoteHeaders,
  securityOptionsFromEnv,
} from '../../scripts/lib/security-headers.mjs';
import { readCatalogue } from '../../scripts/lib/units.mjs';

/** A policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const REMOTES = ['http://localhost:3001', 'https://cdn.example.com'];
const THEME_HASH = "'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='";

describe('catalogueRemoteOrigins', () => {
  it("gives the repository catalogue's remote origins, in order", () => {
    expect(catalogueRemoteOrigins(readCatalogue())).toEqual(Object.keys(readCatalogue().remotes).map((_, i) => `http://localhost:${3001 + i}`));
  });

  it.each([
    [{ a: { entry: 'https://cdn.example.com/a/mf-manifest.json' }, b: { entry: 'https://cdn.example.com/b/mf-manifest.json' } }, ['https://cdn.example.com']],
    [{ a: { entry: 'javascript:alert(1)' }, b: { entry: 'data:text/javascript,1' }, c: { entry: 'not a url' } }, []],
    [{ a: { entry: 42 }, b: {} }, []],
    [{ a: { entry: 'HTTP://CDN.Example.COM:443/x.json' } }, ['http://cdn.example.com:443']],
    [{ a: { entry: 'https://cdn.example.com:443/x.json' } }, ['https://cdn.example.com']],
    [{ a: { entry: 'http://[::1]:3001/x.json' }, b: { entry: 'https://my_cdn.example/x.json' }, c: { entry: 'file:///etc/passwd' } }, []],
  ])('%j → %j', (remotes, expected) => {
    expect(catalogueRemoteOrigins({ remotes })).toEqual(expected);
  });

  it('a catalogue without remotes has no origins', () => {
    expect(catalogueRemoteOrigins({})).toEqual([]);
  });
});

describe('inlineHashes', () => {
  it('hashes the exact text of inline scripts and styles, as the CSP spec does', () => {
    // The value from `echo -n 'doSomething();' | openssl sha256 -binary | openssl base64`.
    expect(inlineHashes('<head><script>doSomething();</script></head>')).toEqual({ scripts: [THEME_HASH], styles: [] });
    expect(inlineHashes('<style>doSomething();</style>')).toEqual({ scripts: [], styles: [THEME_HASH] });
  });

  it('skips scripts with src, keeps whitespace, and lists a repeated script once', () => {
    const html = '<script defer src="/main.js"></script><SCRIPT type="module">\n doSomething();</SCRIPT><script>doSomething();</script><script>doSomething();</script>';
    const { scripts } = inlineHashes(html);
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toBe(THEME_HASH);
    expect(scripts[0]).not.toBe(THEME_HASH);
  });

  it('skips JSON-LD, which never runs (the pages of scripts/lib/pages/)', () => {
    const html = '<script type="application/ld+json">{"@type":"WebApplication"}</script><script>doSomething();</script>';
    expect(inlineHashes(html)).toEqual({ scripts: [THEME_HASH], styles: [] });
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineHashes('<html><body><script src="/a.js"></script></body></html>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('the host CSP', () => {
  const policy = parse(contentSecurityPolicy({ remoteOrigins: REMOTES, inline: { scripts: [THEME_HASH], styles: ["'sha256-style'"] } }));

  it('lets scripts come only from the host, the catalogue remotes, the theme script hash, WebAssembly and own blobs', () => {
    expect(policy['script-src']).toEqual(["'self'", ...REMOTES, THEME_HASH, "'wasm-unsafe-eval'", 'blob:']);
  });

  it.each([
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['form-action', ["'self'"]],
    ['default-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['style-src', ["'self'", ...REMOTES, "'sha256-style'"]],
    ['img-src', ["'self'", ...REMOTES, 'data:', 'blob:']],
    ['font-src', ["'self'", ...REMOTES]],
    ['connect-src', ["'self'", ...REMOTES, 'blob:', 'https:', 'http://localhost:*', 'http://127.0.0.1:*']],
  ])('%s is %j', (name, sources) => {
    expect(policy[name]).toEqual(sources);
  });

  it('never allows inline code or eval anywhere', () => {
    expect(Object.values(policy).flat().filter((source) => /^'unsafe-(inline|eval|hashes)'$|^\*$/.test(source))).toEqual([]);
    expect(policy['script-src']!.filter((source) => ['data:', 'https:', 'http:'].includes(source))).toEqual([]);
  });

  it('adds the Firebase endpoints (and emulators) only when Firebase is configured', () => {
    const without = parse(contentSecurityPolicy({ remoteOrigins: REMOTES }));
    expect(without['connect-src']!.some((source) => source.includes('googleapis'))).toBe(false);
    const withFirebase = parse(
      contentSecurityPolicy({ remoteOrigins: REMOTES, firebase: { authEmulatorHost: '127.0.0.1:9099', firestoreEmulatorHost: '127.0.0.1:8080' } }),
    );
    expect(withFirebase['connect-src']).toEqual(
      expect.arrayContaining(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com', 'http://127.0.0.1:9099', 'http://127.0.0.1:8080']),
    );
    expect(withFirebase['script-src']).toEqual(without['script-src']);
  });

  it.each([
    [{ ga4: true }, 'https://www.googletagmanager.com'],
    [{ plausible: true }, 'https://plausible.io'],
  ])('analytics %j adds its script host %s', (analytics, host) => {
    const withAnalytics = parse(contentSecurityPolicy({ remoteOrigins: REMOTES, analytics }));
    expect(withAnalytics['script-src']).toContain(host);
    expect(parse(contentSecurityPolicy({ remoteOrigins: REMOTES }))['script-src']).not.toContain(host);
  });

  it('adds override origins only when configured', () => {
    const policyWith = parse(contentSecurityPolicy({ remoteOrigins: REMOTES, overrideOrigins: ['http://localhost:*'] }));
    expect(policyWith['script-src']).toContain('http://localhost:*');
    expect(policy['script-src']).not.toContain('http://localhost:*');
  });

  it('writes every loopback override source, *.localhost included, when overrides are on', () => {
    const sources = securityOptionsFromEnv({ REMOTE_OVERRIDES: 'on' }).overrideOrigins ?? [];
    const policyWith = parse(contentSecurityPolicy({ remoteOrigins: REMOTES, overrideOrigins: sources }));
    expect(policyWith['script-src']).toEqual(expect.arrayContaining(['http://*.localhost:*', 'https://*.localhost:*', 'http://127.0.0.1:*']));
  });

  it.each([
    'http://evil.example; script-src *',
    "http://a.example 'unsafe-inline'",
    'javascript:alert(1)',
    'https://cdn.example.com/path',
    '*',
    'https://*.example.com',
    'http://*.localhost.evil.example:*',
    'https:',
    '',
  ])('refuses %j as a remote origin instead of writing it into the policy', (origin) => {
    expect(() => contentSecurityPolicy({ remoteOrigins: [origin] })).toThrow(/Not an http\(s\) origin/);
  });

  it('property: any list of remote strings either throws or keeps the directive set and script-src exact', () => {
    const names = Object.keys(policy);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl().map((url) => new URL(url).origin), fc.string()), { maxLength: 6 }), (origins) => {
        let text: string;
        try {
          text = contentSecurityPolicy({ remoteOrigins: origins });
        } catch {
          return;
        }
        const parsed = parse(text);
        expect(Object.keys(parsed)).toEqual(names);
        expect(parsed['script-src']).toEqual(["'self'", ...new Set(origins), "'wasm-unsafe-eval'", 'blob:']);
      }),
    );
  });
});

describe('header sets', () => {
  it('the host sends the CSP and the hardening headers', () => {
    const headers = hostHeaders({ remoteOrigins: REMOTES });
    expect(Object.keys(headers).sort()).toEqual(
      ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options'].sort(),
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('a remote page of its own may run nothing', () => {
    expect(remoteHeaders()['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(remoteHeaders()['X-Content-Type-Options']).toBe('nosniff');
  });

  it('the permissions policy allows the clipboard to this origin and turns off what prompts', () => {
    const features = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]));
    expect(features).toMatchObject({ 'clipboard-read': '(self)', 'clipboard-write': '(self)', camera: '()', microphone: '()', geolocation: '()' });
    // Names Chromium does not know are logged as errors on every page.
    expect(Object.keys(features).filter((name) => ['web-share', 'bluetooth', 'interest-cohort'].includes(name))).toEqual([]);
    expect(Object.values(features).every((value) => value === '()' || value === '(self)')).toBe(true);
  });
});

describe('CORS for remotes', () => {
  const allowed = originMatcher(['http://localhost:3000', 'https://toolhub.example']);

  it('echoes an allowed origin', () => {
    expect(corsHeaders('http://localhost:3000', allowed)).toEqual({
      'Access-Control-Allow-Origin': 'http://localhost:3000',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Timing-Allow-Origin': 'http://localhost:3000',
      Vary: 'Origin',
    });
  });

  it.each([undefined, '', 'null', 'http://localhost:3001', 'https://toolhub.example.evil.com', 'http://toolhub.example', 'https://evil.example'])(
    'gives %j no access, only Vary',
    (origin) => {
      expect(corsHeaders(origin, allowed)).toEqual({ Vary: 'Origin' });
    },
  );

  it.each([
    ['http://localhost:4000', true],
    ['http://localhost:1', true],
    ['http://localhost', false],
    ['http://localhost:4000.evil.com', false],
    ['http://localhost:40a', false],
    ['https://localhost:4000', false],
    ['http://localhost.evil.com:4000', false],
  ])('a port wildcard http://localhost:* matches %s: %s', (origin, expected) => {
    expect(originMatcher(['http://localhost:*'])(origin)).toBe(expected);
  });
});

describe('contentSecurityPolicy with App Check', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('lets reCAPTCHA Enterprise run and App Check exchange its token, only when App Check is on', () => {
    const on = contentSecurityPolicy({ remoteOrigins: [], firebase: { appCheck: true } });
    expect(directive(on, 'script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(on, 'script-src')).toContain('https://www.gstatic.com/recaptcha/');
    expect(directive(on, 'frame-src')).toBe('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/');
    expect(directive(on, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    const off = contentSecurityPolicy({ remoteOrigins: [], firebase: {} });
    expect(off).not.toContain('recaptcha');
    expect(off).not.toContain('firebaseappcheck');
    expect(directive(off, 'frame-src')).toBe("frame-src 'none'");
  });
});

describe('securityOptionsFromEnv', () => {
  it.each([
    [{}, { firebase: null, analytics: { ga4: false, plausible: false }, overrideOrigins: [] }],
    [
      { FIREBASE_PROJECT_ID: 'demo', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      { firebase: { authEmulatorHost: '127.0.0.1:9099', firestoreEmulatorHost: undefined, appCheck: false }, analytics: { ga4: false, plausible: false }, overrideOrigins: [] },
    ],
    [
      { FIREBASE_PROJECT_ID: 'p', FIREBASE_APP_CHECK_SITE_KEY: 'key' },
      { firebase: { authEmulatorHost: undefined, firestoreEmulatorHost: undefined, appCheck: true }, analytics: { ga4: false, plausible: false }, overrideOrigins: [] },
    ],
    [{ GA4_MEASUREMENT_ID: 'G-1', PLAUSIBLE_DOMAIN: 'x.example' }, { firebase: null, analytics: { ga4: true, plausible: false }, overrideOrigins: [] }],
    [{ PLAUSIBLE_DOMAIN: ' x.example ' }, { firebase: null, analytics: { ga4: false, plausible: true }, overrideOrigins: [] }],
    [{ REMOTE_OVERRIDE_ORIGINS: 'https://staging.example' }, { firebase: null, analytics: { ga4: false, plausible: false }, overrideOrigins: [] }],
    [{ REMOTE_OVERRIDES: 'off', REMOTE_OVERRIDE_ORIGINS: 'https://staging.example' }, { firebase: null, analytics: { ga4: false, plausible: false }, overrideOrigins: [] }],
    [
      { REMOTE_OVERRIDES: ' ON ', REMOTE_OVERRIDE_ORIGINS: ' https://staging.example , https://preview.example:8443,' },
      {
        firebase: null,
        analytics: { ga4: false, plausible: false },
        overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*', 'https://localhost:*', 'https://127.0.0.1:*', 'https://*.localhost:*', 'https://staging.example', 'https://preview.example:8443'],
      },
    ],
  ])('%j → %j', (env, expected) => {
    expect(securityOptionsFromEnv(env)).toEqual(expected);
  });

  it('refuses an override origin that is not an origin', () => {
    expect(() => securityOptionsFromEnv({ REMOTE_OVERRIDE_ORIGINS: 'https://staging.example/path' })).toThrow(/Not an http\(s\) origin/);
  });
});
