// @vitest-environment jsdom
import { StrictMode, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRecentlyUsed } from './useRecentlyUsed';
import { initialUserState, useUserStore } from './user-store';
import { VISITED_TOOLS_KEY, clearVisitedTools, readVisitedTools } from './visited-tools';

const coinFlip = { path: 'coin-flip', isAvailable: true };
const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useRecentlyUsed', () => {
  beforeEach(() => {
    useUserStore.setState(initialUserState());
    localStorage.clear();
  });

  it('remembers the tool a visitor opened, without an account', () => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    renderHook(() => useRecentlyUsed(coinFlip), { wrapper: strict });
    expect(readVisitedTools()).toEqual(['coin-flip']);
  });

  it('keeps the most recent first, without repeats', () => {
    renderHook(() => useRecentlyUsed(coinFlip)).unmount();
    renderHook(() => useRecentlyUsed({ path: 'roll-a-dice', isAvailable: true })).unmount();
    renderHook(() => useRecentlyUsed(coinFlip));
    expect(readVisitedTools()).toEqual(['coin-flip', 'roll-a-dice']);
  });

  it('does not count a coming-soon tool', () => {
    renderHook(() => useRecentlyUsed({ path: 'soon', isAvailable: false }));
    expect(readVisitedTools()).toEqual([]);
  });

  it('replaces garbage in storage with a clean list', () => {
    localStorage.setItem(VISITED_TOOLS_KEY, '{not json');
    renderHook(() => useRecentlyUsed(coinFlip)).unmount();
    expect(readVisitedTools()).toEqual(['coin-flip']);
    localStorage.setItem(VISITED_TOOLS_KEY, JSON.stringify([7, 'roll-a-dice', 'coin-flip', null]));
    renderHook(() => useRecentlyUsed(coinFlip));
    expect(readVisitedTools()).toEqual(['coin-flip', 'roll-a-dice']);
    expect(clearVisitedTools()).toBe(true);
    expect(readVisitedTools()).toEqual([]);
  });
});
