import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DISABLED_OVERRIDES,
  isAllowedOverrideOrigin,
  isLoopbackOrigin,
  parseOriginList,
  remoteOverrideSettingsFromEnv,
  resolveRemoteOverrideSettings,
  type RemoteOverrideSettings,
} from './remote-overrides';

describe('loopback origins', () => {
  it.each<[string, boolean]>([
    ['http://localhost:4007/mf-manifest.json', true],
    ['https://localhost/mf-manifest.json', true],
    ['http://LOCALHOST:80/x', true],
    ['http://127.0.0.1:3001/mf-manifest.json', true],
    ['http://0x7f000001:3001/', true], // the URL parser normalises this to 127.0.0.1
    ['http://[::1]:3001/mf-manifest.json', false],
    ['http://127.0.0.2:3001/', false],
    ['http://sub.localhost:5000/', true],
    ['http://[::ffff:127.0.0.1]/', false],
    ['http://localhost.evil.example/', false],
    ['http://evil.test:5181/', false],
    ['http://localhost@evil.example/', false],
    ['ftp://localhost/', false],
    ['http://0.0.0.0:3000/', false],
  ])('%s → %s', (url, expected) => {
    expect(isLoopbackOrigin(new URL(url))).toBe(expected);
  });
});

describe('parseOriginList (REMOTE_OVERRIDE_ORIGINS)', () => {
  it.each<[string, string[], string[]]>([
    ['', [], []],
    ['  ,  ', [], []],
    ['https://staging.example.com', ['https://staging.example.com'], []],
    [' https://Staging.Example.com/ , https://x.web.app,https://x.web.app ', ['https://staging.example.com', 'https://x.web.app'], []],
    ['https://staging.example.com:8443', ['https://staging.example.com:8443'], []],
    ['http://localhost:5000', ['http://localhost:5000'], []],
    ['http://staging.example.com', [], ['"http://staging.example.com" must use https: (plain http is allowed only for loopback origins)']],
    ['staging.example.com', [], ['"staging.example.com" is not an absolute URL such as https://staging.example.com']],
    ['https://x.web.app/app', [], ['"https://x.web.app/app" must be an origin only (scheme://host[:port]), without path, query or fragment']],
    ['https://x.web.app?a=1', [], ['"https://x.web.app?a=1" must be an origin only (scheme://host[:port]), without path, query or fragment']],
    ['https://x.web.app#top', [], ['"https://x.web.app#top" must be an origin only (scheme://host[:port]), without path, query or fragment']],
    ['https://u:p@x.web.app', [], ['"https://u:p@x.web.app" must not contain a user name or password']],
    ['https://*.web.app', [], ['"https://*.web.app" contains a wildcard; list each origin instead']],
    ['javascript:alert(1)', [], ['"javascript:alert(1)" must use https: (plain http is allowed only for loopback origins)']],
    [
      'https://ok.example, nope',
      ['https://ok.example'],
      ['"nope" is not an absolute URL such as https://staging.example.com'],
    ],
  ])('%j', (text, origins, problems) => {
    expect(parseOriginList(text)).toEqual({ origins, problems });
  });

  it('every accepted entry is an https (or loopback) origin that round-trips', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.string()), { maxLength: 6 }), (entries) => {
        const { origins } = parseOriginList(entries.join(','));
        for (const origin of origins) {
          const url = new URL(origin);
          expect(url.origin).toBe(origin);
          expect(url.protocol === 'https:' || isLoopbackOrigin(url)).toBe(true);
        }
      }),
    );
  });
});

describe('remoteOverrideSettingsFromEnv (build time)', () => {
  it.each<[Record<string, string | undefined>, boolean, RemoteOverrideSettings]>([
    [{}, false, { enabled: false, origins: [] }],
    [{}, true, { enabled: true, origins: [] }],
    [{ REMOTE_OVERRIDES: '' }, false, { enabled: false, origins: [] }],
    [{ REMOTE_OVERRIDES: 'on' }, false, { enabled: true, origins: [] }],
    [{ REMOTE_OVERRIDES: ' ON ' }, false, { enabled: true, origins: [] }],
    [{ REMOTE_OVERRIDES: 'off' }, true, { enabled: false, origins: [] }],
    [{ REMOTE_OVERRIDES: 'on', REMOTE_OVERRIDE_ORIGINS: 'https://staging.example.com' }, false, { enabled: true, origins: ['https://staging.example.com'] }],
  ])('%j (dev %s)', (env, dev, expected) => {
    expect(remoteOverrideSettingsFromEnv(env, { dev })).toEqual(expected);
  });

  it.each<[Record<string, string>, string]>([
    [{ REMOTE_OVERRIDES: 'yes' }, 'REMOTE_OVERRIDES must be "on" or "off" (got "yes").'],
    [{ REMOTE_OVERRIDES: 'true' }, 'REMOTE_OVERRIDES must be "on" or "off" (got "true").'],
    [
      { REMOTE_OVERRIDE_ORIGINS: 'https://ok.example,http://staging.example.com,https://*.web.app' },
      'REMOTE_OVERRIDE_ORIGINS has invalid entries:\n' +
        '  "http://staging.example.com" must use https: (plain http is allowed only for loopback origins)\n' +
        '  "https://*.web.app" contains a wildcard; list each origin instead',
    ],
  ])('fails the build for %j', (env, message) => {
    expect(() => remoteOverrideSettingsFromEnv(env, { dev: false })).toThrow(new Error(message));
  });
});

describe('resolveRemoteOverrideSettings (run time, defensive)', () => {
  it.each<[unknown, RemoteOverrideSettings]>([
    [undefined, DISABLED_OVERRIDES],
    [null, DISABLED_OVERRIDES],
    ['on', DISABLED_OVERRIDES],
    [{ enabled: 'true', origins: [] }, DISABLED_OVERRIDES],
    [{ enabled: true }, { enabled: true, origins: [] }],
    [{ enabled: true, origins: ['https://ok.example', 'http://bad.example', 42] }, { enabled: true, origins: ['https://ok.example'] }],
    [{ enabled: false, origins: ['https://ok.example'] }, { enabled: false, origins: ['https://ok.example'] }],
  ])('%j', (raw, expected) => {
    expect(resolveRemoteOverrideSettings(raw)).toEqual(expected);
  });
});

describe('isAllowedOverrideOrigin', () => {
  const settings: RemoteOverrideSettings = { enabled: true, origins: ['https://staging.example.com'] };
  it.each<[string, boolean]>([
    ['http://localhost:4007/mf-manifest.json', true],
    ['http://127.0.0.1:5180/mf-manifest.json', true],
    ['https://staging.example.com/developer-tools/mf-manifest.json', true],
    ['https://staging.example.com:444/mf-manifest.json', false],
    ['http://staging.example.com/mf-manifest.json', false],
    ['https://evil.example/mf-manifest.json', false],
    ['https://staging.example.com.evil.example/mf-manifest.json', false],
  ])('%s → %s', (url, expected) => {
    expect(isAllowedOverrideOrigin(new URL(url), settings)).toBe(expected);
  });
});
