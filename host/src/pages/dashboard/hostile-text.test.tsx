// @vitest-environment jsdom
/**
 * A display name is whatever its owner typed (or wrote straight to the database): the dashboard
 * shows it as text, never as markup or a link, and cuts an oversized one with a note.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend, Profile } from '../../backend/backend';
import { initialUserState, useUserStore } from '../../user/user-store';
import { DashboardPage } from './DashboardPage';
import { DISPLAY_NAME_LIMIT } from './ShortText';

vi.mock('../../backend/select', () => ({
  getBackend: () => Promise.resolve({ kind: 'local', listRecentActivities: async () => [], mergeProfile: async () => undefined } as unknown as Backend),
}));

const HOSTILE_TEXT = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '&lt;b&gt;bold&lt;/b&gt;'];
const MEGABYTE = 'N'.repeat(1_000_000);

const ada = { uid: 'ada', email: 'ada@example.com', displayName: 'Ada' } as AuthUser;
const profile = (displayName: string): Profile => ({
  uid: 'ada', email: 'ada@example.com', displayName, xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: null,
});

function renderDashboard(displayName: string) {
  useUserStore.setState({ user: ada, loading: false, profile: profile(displayName) });
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardPage />
    </MemoryRouter>,
  );
}

/** Nothing in the page was built from the payload: no script, image, handler or script link. */
function expectNoMarkup(container: HTMLElement) {
  expect(container.querySelectorAll('script, img, iframe, object, embed, [onerror], [onclick]')).toHaveLength(0);
  for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):|alert/i);
}

beforeEach(() => {
  useUserStore.setState(initialUserState());
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('Dashboard greeting with a hostile display name', () => {
  it.each(HOSTILE_TEXT)('shows %j as text', async (name) => {
    const { container } = renderDashboard(name);
    expect(screen.getByText(`Welcome back, ${name}!`)).toBeTruthy();
    expectNoMarkup(container);
    expect(screen.queryByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeNull();
    await screen.findByText(/No activity yet/);
  });

  it('cuts a 1 MB display name with a note', async () => {
    const { container } = renderDashboard(MEGABYTE);
    const greeting = container.querySelector('.dashboard-greeting');
    expect(greeting?.textContent).toBe(`Welcome back, ${'N'.repeat(DISPLAY_NAME_LIMIT - 1)}… (shortened)!`);
    expect(DISPLAY_NAME_LIMIT).toBe(50);
    expect(container.textContent?.length).toBeLessThan(5_000);
    await screen.findByText(/No activity yet/);
  });

  it('shows a 50-character name whole', async () => {
    const name = 'A'.repeat(50);
    renderDashboard(name);
    expect(screen.getByText(`Welcome back, ${name}!`)).toBeTruthy();
    expect(screen.queryByText(/shortened/)).toBeNull();
    await screen.findByText(/No activity yet/);
  });
});
