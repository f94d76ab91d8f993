// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showUpdatePrompt, UpdatePrompt } from './update-prompt';

afterEach(() => {
  for (const region of document.querySelectorAll('.update-prompt-region')) region.remove();
});

describe('the update prompt', () => {
  it('says a new version is available, with Reload, which it hands the reload to', async () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} />);
    expect(screen.getByText('A new version is available —', { exact: false }).textContent).toBe('A new version is available — ');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('is a note, not a dialog: Dismiss leaves the page as it is', async () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('shows in a live region of its own at the end of the page, reachable with the keyboard', async () => {
    await act(async () => showUpdatePrompt(() => undefined));
    const region = document.body.lastElementChild as HTMLElement;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('A new version is available — Reload×');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reload' }));
  });
});
