// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPage, loadPage } from './lazy-page';

describe('loadPage', () => {
  it('turns a chunk that fails to arrive into a page that says so, not a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { default: Page } = await loadPage('Admin', () => Promise.reject(new Error('Loading chunk 42 failed.')))();
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The admin page could not be loaded: Loading chunk 42 failed. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('shows a loading state, then the page', async () => {
    let arrive: (page: () => React.ReactElement) => void = () => undefined;
    const Page = lazyPage('Dashboard', () => new Promise((resolve) => (arrive = resolve)));
    render(<Page />);
    expect(screen.getByRole('status').textContent).toBe('Loading dashboard…');
    arrive(() => <h1>Dashboard</h1>);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
