// @vitest-environment jsdom
import { Activity, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { renderInRouter } from '@toolhub/shared/testing/router';
import RandomNameTool, { prepare } from './index';
import { loadLocale } from './locales';
import { tool } from './tool.testutil';

vi.mock('./locales', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./locales')>();
  return { ...actual, loadLocale: vi.fn(actual.loadLocale) };
});

installCssEscape();

beforeEach(() => {
  resetDrafts();
  localStorage.clear();
  vi.mocked(loadLocale).mockClear();
});
afterEach(cleanup);

// The host renders a tool's page ahead of the click, hidden (React Activity), while the pointer
// rests on its card; a hidden page runs no effects until it is shown.
describe('Random Name about to open', () => {
  it('prepares by asking for the default locale’s names, the ones a card’s link opens with', async () => {
    prepare();
    expect(vi.mocked(loadLocale).mock.calls).toEqual([['en_US']]);
    await expect(vi.mocked(loadLocale).mock.results[0]!.value).resolves.toMatchObject({ chain: expect.any(Array) });
  });
});

describe('Random Name rendered ahead of the click, hidden', () => {
  it('asks for the locale’s names in its first render, so showing the page does not start the fetch', () => {
    renderInRouter(
      <Activity mode="hidden">
        <RandomNameTool tool={tool} />
      </Activity>,
      '/random-name?locale=de',
    );
    expect(vi.mocked(loadLocale).mock.calls).toEqual([['de']]);
  });

  it('shows names once shown', async () => {
    let show = () => {};
    function Ahead() {
      const [mode, setMode] = useState<'hidden' | 'visible'>('hidden');
      show = () => setMode('visible');
      return (
        <Activity mode={mode}>
          <RandomNameTool tool={tool} />
        </Activity>
      );
    }
    renderInRouter(<Ahead />, '/random-name?count=3');
    await act(() => loadLocale('en_US'));
    expect(screen.queryByLabelText('Random names')).toBeNull();
    act(() => show());
    const list = await screen.findByLabelText('Random names', {}, { timeout: 5000 });
    expect(list.querySelectorAll('li')).toHaveLength(3);
  });
});
