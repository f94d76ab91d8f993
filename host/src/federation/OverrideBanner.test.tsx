// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideBanner } from './OverrideBanner';
import { useOverrideStore } from './override-store';
import { SESSION_OVERRIDES_KEY, storeOverrides } from './override-storage';
import type { RemoteOverrideSettings } from '../config/remote-overrides';

const ON: RemoteOverrideSettings = { enabled: true, origins: [] };
const PREVIEW = 'http://localhost:5180/mf-manifest.json';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useOverrideStore.setState({ pending: {}, rejected: [] });
});
afterEach(cleanup);

function renderBanner() {
  const reload = vi.fn();
  render(
    <div id="root">
      <OverrideBanner settings={ON} reload={reload} />
    </div>,
  );
  return reload;
}

describe('override confirmation dialog', () => {
  it('names the remote and the full URL, and loads only after "Load this remote"', async () => {
    useOverrideStore.setState({ pending: { 'developer-tools': PREVIEW } });
    const reload = renderBanner();
    const dialog = screen.getByRole('dialog', { name: 'Load Developer Tools from another address?' });
    expect(within(dialog).getByText('Developer Tools (developer-tools)')).toBeTruthy();
    expect(within(dialog).getByText(PREVIEW).tagName).toBe('CODE');
    expect(dialog.textContent).toContain('at most 8 hours');
    expect(sessionStorage.getItem(SESSION_OVERRIDES_KEY)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load this remote' }));
    expect(JSON.parse(sessionStorage.getItem(SESSION_OVERRIDES_KEY)!)['developer-tools'].url).toBe(PREVIEW);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['Cancel', async () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the Close button', async () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('%s declines: nothing stored, no reload, no banner', async (_, answer) => {
    useOverrideStore.setState({ pending: { 'developer-tools': PREVIEW } });
    const reload = renderBanner();
    await answer();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).toBeNull();
  });

  it('lists several remotes, including one the catalogue does not know', async () => {
    useOverrideStore.setState({ pending: { 'developer-tools': PREVIEW, 'no-such-remote': 'http://127.0.0.1:5181/mf-manifest.json' } });
    renderBanner();
    const dialog = screen.getByRole('dialog', { name: 'Load 2 remotes from other addresses?' });
    expect(within(dialog).getByText('no-such-remote (not in the catalogue: it changes nothing)')).toBeTruthy();
    expect(within(dialog).getByText('http://127.0.0.1:5181/mf-manifest.json')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Load these remotes' })).toBeTruthy();
  });
});

describe('override banner', () => {
  it('shows active overrides while they last, with "Clear overrides"', async () => {
    storeOverrides({ 'developer-tools': PREVIEW }, Date.now());
    const reload = renderBanner();
    const banner = screen.getByRole('region', { name: 'Remote overrides' });
    expect(banner.textContent).toContain(`developer-tools → ${PREVIEW}`);
    expect(banner.textContent).toContain('for this tab');
    await userEvent.click(screen.getByRole('button', { name: 'Clear overrides' }));
    expect(sessionStorage.getItem(SESSION_OVERRIDES_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('explains refused overrides, cutting huge values, until dismissed', async () => {
    const huge = `https://evil.example/${'a'.repeat(5000)}`;
    useOverrideStore.setState({ rejected: [{ id: 'developer-tools', value: huge, reason: 'is on https://evil.example, which is not on this site\'s list of allowed override origins' }] });
    renderBanner();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Remote override for “developer-tools” refused: “https://evil.example/aaa');
    expect(alert.textContent).toContain('…” is on https://evil.example');
    expect(alert.textContent!.length).toBeLessThan(600);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing without overrides', () => {
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
