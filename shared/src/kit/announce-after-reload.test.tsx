// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Announcer } from './Announcer';
import { announceAfterReload, announcements, PENDING_ANNOUNCEMENTS_KEY, resetAnnouncements, showPendingAnnouncements } from './announce';

describe('announceAfterReload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetAnnouncements();
  });

  it('keeps the toast for the next page, which shows it once when its Announcer mounts', () => {
    announceAfterReload('You’re logged in. Welcome back!', 'success');
    expect(announcements()).toEqual([]);
    // The reload: a new page mounts its Announcer.
    const { unmount } = render(<Announcer />);
    expect(screen.getByRole('status').textContent).toContain('You’re logged in. Welcome back!');
    expect(announcements()[0]?.tone).toBe('success');
    expect(sessionStorage.getItem(PENDING_ANNOUNCEMENTS_KEY)).toBeNull();
    unmount();
    act(() => resetAnnouncements());
    render(<Announcer />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps at most three, newest last', () => {
    for (const n of [1, 2, 3, 4]) announceAfterReload(`Toast ${n}`);
    act(() => showPendingAnnouncements());
    expect(announcements().map((entry) => entry.message)).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"message":"x","tone":"info"}'],
    ['bad entries', '[null, 7, {"message": 3, "tone": "info"}, {"message": "x", "tone": "loud"}]'],
  ])('ignores a stored value that is %s', (_, value) => {
    sessionStorage.setItem(PENDING_ANNOUNCEMENTS_KEY, value);
    act(() => showPendingAnnouncements());
    expect(announcements()).toEqual([]);
    expect(sessionStorage.getItem(PENDING_ANNOUNCEMENTS_KEY)).toBeNull();
  });

  it('keeps the good entries of a partly bad list', () => {
    sessionStorage.setItem(PENDING_ANNOUNCEMENTS_KEY, '[{"message":"Saved.","tone":"success"},{"message":1}]');
    act(() => showPendingAnnouncements());
    expect(announcements().map((entry) => entry.message)).toEqual(['Saved.']);
  });
});
