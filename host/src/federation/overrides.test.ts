// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureRemoteOverrides, checkOverrideUrl, clearOverrides, OVERRIDES_KEY, parseOverrideParams, readOverrides, rejectedOverrides } from './overrides';

beforeEach(() => localStorage.clear());

describe('remote overrides', () => {
  it.each([
    ['http://localhost:4007/mf-manifest.json', null],
    ['https://cdn.example.com/dev/mf-manifest.json', null],
    ['javascript:alert(1)', 'uses javascript: but only http(s) URLs are allowed'],
    ['data:text/javascript,alert(1)', 'uses data: but only http(s) URLs are allowed'],
    ['ftp://example.com/mf-manifest.json', 'uses ftp: but only http(s) URLs are allowed'],
    ['/relative/mf-manifest.json', 'is not a valid absolute URL'],
    ['', 'is not a valid absolute URL'],
  ])('checkOverrideUrl(%j) → %j', (url, expected) => {
    expect(checkOverrideUrl(url)).toBe(expected);
  });

  it('reads remote.<id> parameters and ignores the rest', () => {
    expect(parseOverrideParams('?q=json&remote.developer-tools=http%3A%2F%2Flocalhost%3A4007%2Fmf-manifest.json&remote.=x&remote.ai-tools=javascript:1')).toEqual({
      overrides: { 'developer-tools': 'http://localhost:4007/mf-manifest.json' },
      rejected: [
        { id: '', value: 'x', reason: 'names no remote' },
        { id: 'ai-tools', value: 'javascript:1', reason: 'uses javascript: but only http(s) URLs are allowed' },
      ],
    });
  });

  it('stores accepted overrides, removes the parameters from the address bar and logs refusals', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/json-formatter?indent=4&remote.developer-tools=http://localhost:4007/mf-manifest.json&remote.fun-games=file:///etc/passwd');
    captureRemoteOverrides();
    expect(window.location.pathname + window.location.search).toBe('/json-formatter?indent=4');
    expect(readOverrides()).toEqual({ 'developer-tools': 'http://localhost:4007/mf-manifest.json' });
    expect(rejectedOverrides()).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('Remote override for "fun-games" refused: "file:///etc/passwd" uses file: but only http(s) URLs are allowed.');
    clearOverrides();
    expect(readOverrides()).toEqual({});
    error.mockRestore();
  });

  it('ignores tampered storage', () => {
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ a: 'javascript:1', b: 42, c: 'https://ok.example/mf-manifest.json' }));
    expect(readOverrides()).toEqual({ c: 'https://ok.example/mf-manifest.json' });
    localStorage.setItem(OVERRIDES_KEY, '{not json');
    expect(readOverrides()).toEqual({});
  });
});
