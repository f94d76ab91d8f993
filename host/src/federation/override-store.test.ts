// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_OVERRIDES_KEY } from './override-storage';
import { useOverrideStore, whenOverrideSettled } from './override-store';

const NOW = Date.UTC(2025, 0, 1, 12);
const URL_A = 'http://localhost:5180/mf-manifest.json';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useOverrideStore.setState({ pending: {}, rejected: [] });
});

describe('override decisions', () => {
  it('accept stores the pending overrides in sessionStorage only', () => {
    useOverrideStore.setState({ pending: { 'developer-tools': URL_A } });
    expect(useOverrideStore.getState().accept(NOW)).toBe(true);
    expect(useOverrideStore.getState().pending).toEqual({});
    expect(JSON.parse(sessionStorage.getItem(SESSION_OVERRIDES_KEY)!)).toEqual({ 'developer-tools': { url: URL_A, expiresAt: NOW + 8 * 3600_000 } });
    expect(localStorage.length).toBe(0);
  });

  it('decline stores nothing', () => {
    useOverrideStore.setState({ pending: { 'developer-tools': URL_A } });
    useOverrideStore.getState().decline();
    expect(useOverrideStore.getState().pending).toEqual({});
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('whenOverrideSettled holds a remote until the answer, and not others', async () => {
    useOverrideStore.setState({ pending: { 'developer-tools': URL_A } });
    const order: string[] = [];
    const held = whenOverrideSettled('developer-tools').then(() => order.push('developer-tools'));
    await whenOverrideSettled('fun-games').then(() => order.push('fun-games'));
    await Promise.resolve();
    expect(order).toEqual(['fun-games']);
    useOverrideStore.getState().decline();
    await held;
    expect(order).toEqual(['fun-games', 'developer-tools']);
  });
});
