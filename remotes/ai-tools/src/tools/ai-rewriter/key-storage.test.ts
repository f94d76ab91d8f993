// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONFIG } from './endpoint';
import { CONFIG_KEY, forgetEndpoint, loadEndpoint, saveEndpoint } from './key-storage';

const config = { enabled: true, baseUrl: 'https://llm.example.com/v1', model: 'tiny-1', apiKey: 'sk-secret' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('endpoint key storage', () => {
  it('keeps the settings for this tab only unless asked to remember them', () => {
    expect(saveEndpoint(config, false)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(CONFIG_KEY) ?? '{}')).toEqual(config);
    expect(localStorage.getItem(CONFIG_KEY)).toBeNull();
    expect(loadEndpoint()).toEqual({ config, remember: false });
  });

  it('remembers on this device only when asked, and moves between the two stores', () => {
    saveEndpoint(config, true);
    expect(JSON.parse(localStorage.getItem(CONFIG_KEY) ?? '{}')).toEqual(config);
    expect(sessionStorage.getItem(CONFIG_KEY)).toBeNull();
    expect(loadEndpoint()).toEqual({ config, remember: true });

    saveEndpoint(config, false);
    expect(localStorage.getItem(CONFIG_KEY)).toBeNull();
    expect(loadEndpoint()).toEqual({ config, remember: false });
  });

  it('treats a config stored by an earlier version (localStorage) as remembered', () => {
    localStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    expect(loadEndpoint()).toEqual({ config, remember: true });
  });

  it.each([
    ['nothing stored', null, { config: EMPTY_CONFIG, remember: false }],
    ['not JSON', '{oops', { config: EMPTY_CONFIG, remember: false }],
    ['a stray value', '42', { config: EMPTY_CONFIG, remember: false }],
  ])('reads %s as the empty config', (_label, raw, expected) => {
    if (raw !== null) sessionStorage.setItem(CONFIG_KEY, raw);
    expect(loadEndpoint()).toEqual(expected);
  });

  it('forgets both stores', () => {
    localStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    sessionStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    forgetEndpoint();
    expect(localStorage.getItem(CONFIG_KEY)).toBeNull();
    expect(sessionStorage.getItem(CONFIG_KEY)).toBeNull();
    expect(loadEndpoint()).toEqual({ config: EMPTY_CONFIG, remember: false });
  });

  it('says so when the browser refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveEndpoint(config, false)).toBe(false);
  });
});
