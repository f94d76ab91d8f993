// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { ToolErrorBoundary } from './ToolErrorBoundary';
import { RemoteLoadError } from '../federation/remote-registry';

const tool = { name: 'JSON Formatter', path: 'json-formatter' } as CatalogueTool;

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderFailure(error: unknown, offline?: boolean, onRetry = vi.fn()) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ToolErrorBoundary tool={tool} onRetry={onRetry} offline={offline}>
      <Throws error={error} />
    </ToolErrorBoundary>,
  );
  return onRetry;
}

afterEach(() => vi.restoreAllMocks());

describe('ToolErrorBoundary', () => {
  it('offline, a tool that could not load says it needs a connection the first time, politely, with Retry', async () => {
    const onRetry = renderFailure(new RemoteLoadError('no network', 'developer-tools'), true);
    expect(screen.getByRole('status').textContent).toBe(
      'JSON Formatter needs a connection the first time you open it. You’re offline: tools you’ve opened before still work. Connect to the internet and choose Retry to open this one.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([false, undefined])('online (offline=%s), a tool that could not load blames the connection to it, with Retry', (offline) => {
    renderFailure(new RemoteLoadError('remote down', 'developer-tools'), offline);
    expect(screen.getByRole('alert').textContent).toBe('JSON Formatter could not be loaded. Check your connection and try again. Other tools are not affected.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a tool that broke while rendering is an error even offline: the connection is not the cause', () => {
    renderFailure(new Error('boom'), true);
    expect(screen.getByRole('alert').textContent).toBe(
      'JSON Formatter stopped working because of an error. Try again; if it keeps happening, please let us know through Give Feedback.',
    );
    expect(screen.queryByText(/needs a connection/)).toBeNull();
  });
});
