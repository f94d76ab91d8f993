// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '../kit/Announcer';
import { resetAnnouncements } from '../kit/announce';
import { COPIED, COPY_FAILED, CopyButton } from './CopyButton';

describe('CopyButton', () => {
  beforeEach(() => resetAnnouncements());
  afterEach(() => vi.restoreAllMocks());

  it('copies the text, reads "Copied!" and says so in a toast', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CopyButton text={() => 'hello'} label="Copy result" />
        <Announcer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy result' }));
    expect(await navigator.clipboard.readText()).toBe('hello');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(COPIED);
  });

  it('says so when the copy fails, as an error toast', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.assign(document, { execCommand: () => false });
    render(
      <>
        <CopyButton text="hello" />
        <Announcer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy failed' })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toContain(COPY_FAILED);
    expect(screen.getByRole('status').querySelector('[data-tone="error"]')).toBeTruthy();
  });
});
