// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accountLabel, userInitial } from './auth-view';
import { isSearchShortcut } from './search/useSearchShortcuts';

describe('account display', () => {
  it('labels by email, else display name, else User', () => {
    expect(accountLabel({ email: 'ada@example.com', displayName: 'Ada' })).toBe('ada@example.com');
    expect(accountLabel({ email: null, displayName: 'Ada' })).toBe('Ada');
    expect(accountLabel({ email: '', displayName: ' ' })).toBe('User');
  });

  it('shows the initial of the display name, else of the email', () => {
    expect(userInitial({ email: 'zed@example.com', displayName: 'ada' })).toBe('A');
    expect(userInitial({ email: 'zed@example.com', displayName: null })).toBe('Z');
    expect(userInitial({ email: null, displayName: '😀 Smiley' })).toBe('😀');
    expect(userInitial(null)).toBe('');
  });
});

describe('search shortcuts', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) => ({
    key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, ...extra,
  });

  it('Ctrl+K and Cmd+K anywhere, "/" only outside text fields', () => {
    const input = document.createElement('input');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }, input))).toBe(true);
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', {}, checkbox))).toBe(true);
    expect(isSearchShortcut(key('/', {}, input))).toBe(false);
    expect(isSearchShortcut(key('/', {}, document.createElement('textarea')))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
