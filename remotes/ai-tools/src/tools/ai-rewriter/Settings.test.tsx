// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CONFIG, type EndpointConfig } from './endpoint';
import { CONFIG_KEY } from './key-storage';
import { Settings } from './Settings';

const KEY = 'sk-very-secret-123';
const saved = { enabled: true, baseUrl: 'https://llm.example.com/v1', model: 'tiny-1', apiKey: KEY };

let logs: ReturnType<typeof vi.spyOn>[];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
});
afterEach(() => {
  // The key is never logged, whatever happened.
  for (const spy of logs) expect(JSON.stringify(spy.mock.calls)).not.toContain(KEY);
  vi.restoreAllMocks();
});

function renderSettings(config: EndpointConfig = EMPTY_CONFIG) {
  const onSave = vi.fn();
  render(<Settings config={config} onSave={onSave} />);
  return onSave;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('AI endpoint settings (optional)'));
  await user.click(screen.getByRole('checkbox', { name: 'Use an OpenAI-compatible endpoint' }));
  await user.type(screen.getByLabelText('Base URL'), 'https://llm.example.com/v1');
  await user.type(screen.getByLabelText('Model'), 'tiny-1');
  await user.type(screen.getByLabelText('API key (kept only in this browser)'), KEY);
}

const stored = (storage: Storage) => {
  const raw = storage.getItem(CONFIG_KEY);
  return raw === null ? null : JSON.parse(raw);
};

describe('AI endpoint settings', () => {
  it('keeps the key for this tab only by default, and says so', async () => {
    const user = userEvent.setup();
    const onSave = renderSettings();
    await fillIn(user);
    const remember = screen.getByRole('checkbox', { name: 'Remember on this device' });
    expect(remember).toHaveProperty('checked', false);
    expect(screen.getByText(/kept for this tab only/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(stored(sessionStorage)).toEqual(saved);
    expect(stored(localStorage)).toBeNull();
    expect(onSave).toHaveBeenCalledWith(saved);
    expect(screen.getByText('Saved for this tab. Rewrites will be sent to llm.example.com.')).toBeTruthy();
    expect(window.location.href).not.toContain(KEY);
  });

  it('remembers the key on this device only when ticked', async () => {
    const user = userEvent.setup();
    renderSettings();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    expect(screen.getByText(/stored unencrypted in this browser’s local storage/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(stored(localStorage)).toEqual(saved);
    expect(stored(sessionStorage)).toBeNull();
    expect(screen.getByText('Saved on this device. Rewrites will be sent to llm.example.com.')).toBeTruthy();
  });

  it('shows a key remembered by an earlier version as remembered', async () => {
    localStorage.setItem(CONFIG_KEY, JSON.stringify(saved));
    const user = userEvent.setup();
    renderSettings(saved);
    await user.click(screen.getByText('AI endpoint settings (optional)'));
    expect(screen.getByRole('checkbox', { name: 'Remember on this device' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('API key (kept only in this browser)')).toHaveProperty('value', KEY);
  });

  it('Forget clears both stores', async () => {
    localStorage.setItem(CONFIG_KEY, JSON.stringify(saved));
    sessionStorage.setItem(CONFIG_KEY, JSON.stringify(saved));
    const user = userEvent.setup();
    const onSave = renderSettings(saved);
    await user.click(screen.getByText('AI endpoint settings (optional)'));
    await user.click(screen.getByRole('button', { name: 'Forget' }));

    expect(stored(localStorage)).toBeNull();
    expect(stored(sessionStorage)).toBeNull();
    expect(onSave).toHaveBeenCalledWith(EMPTY_CONFIG);
    expect(screen.getByLabelText('API key (kept only in this browser)')).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: 'Remember on this device' })).toHaveProperty('checked', false);
    expect(screen.getByText('Endpoint settings and API key removed from this browser.')).toBeTruthy();
  });
});
