// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import AiNewsTool from './index';

const tool: CatalogueTool = {
  name: 'AI News',
  path: 'ai-news',
  description: 'The latest artificial-intelligence headlines from trusted feeds.',
  icon: '📰',
  isAvailable: true,
  category: 'ai-tools',
};

const NOW = Date.parse('2024-05-14T12:00:00Z');

function item(n: number, source: string, hoursAgo: number, title = `Story ${n}`) {
  return {
    title,
    link: `https://news.example/${n}`,
    source,
    publishedAt: new Date(NOW - hoursAgo * 3_600_000).toISOString(),
    summary: `Summary of story ${n}`,
  };
}

const payload = {
  items: [
    item(1, 'Lab News', 2, 'Robots learn to fold laundry'),
    item(2, 'Chip Daily', 5, 'GPU supply tightens'),
    item(3, 'Lab News', 30, 'New benchmark for reasoning'),
  ],
  sources: [
    { url: 'https://lab.example/feed', ok: true, name: 'Lab News', count: 2 },
    { url: 'https://chips.example/feed', ok: true, name: 'Chip Daily', count: 1 },
  ],
  fetchedAt: new Date(NOW - 5 * 60_000).toISOString(),
  stale: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

let fetchMock: ReturnType<typeof vi.fn>;

function renderTool(url = '/ai-news') {
  return renderInRouter(<AiNewsTool tool={tool} />, url);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  fetchMock = vi.fn(async () => json(payload));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AiNewsTool', () => {
  it('shows a loading state, then headlines from the page origin’s /api/news', async () => {
    renderTool();
    expect(screen.getByText('Loading headlines…')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Headlines' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${window.location.origin}/api/news`);

    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Robots learn to fold laundry (opens in a new tab)',
      'GPU supply tightens (opens in a new tab)',
      'New benchmark for reasoning (opens in a new tab)',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('https://news.example/1');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(list).getByText('2 hours ago').getAttribute('title')).toMatch(/2024/);
    expect(within(list).getByText('yesterday')).toBeTruthy();
    expect(screen.getByText('3 headlines · updated 5 minutes ago')).toBeTruthy();
  });

  it('sends the host’s API headers (App Check’s token), and says what the server says when it cannot confirm the page', async () => {
    const apiHeaders = vi.fn(async () => ({ 'X-Firebase-AppCheck': 'token-1' }));
    fetchMock.mockImplementationOnce(async () =>
      json({ error: 'The news service could not confirm that this request comes from ToolHub. Load the page again.' }, 401),
    );
    renderInRouter(<AiNewsTool tool={tool} apiHeaders={apiHeaders} />, '/ai-news');
    expect(await screen.findByText('The news service could not confirm that this request comes from ToolHub. Load the page again.')).toBeTruthy();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toEqual({ 'X-Firebase-AppCheck': 'token-1', Accept: 'application/json' });
    expect(apiHeaders).toHaveBeenCalledTimes(1);
  });

  it('filters by source and text, keeping both in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    await screen.findByRole('list', { name: 'Headlines' });

    await user.selectOptions(screen.getByLabelText('Source'), 'Lab News (2)');
    expect(currentSearch()).toBe('?source=Lab+News');
    expect(within(screen.getByRole('list', { name: 'Headlines' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('2 of 3 headlines · updated 5 minutes ago')).toBeTruthy();

    await user.type(screen.getByLabelText('Filter headlines'), 'bench');
    expect(currentSearch()).toBe('?source=Lab+News&filter=bench');
    expect(within(screen.getByRole('list', { name: 'Headlines' })).getAllByRole('link')).toHaveLength(1);

    await user.clear(screen.getByLabelText('Filter headlines'));
    await user.type(screen.getByLabelText('Filter headlines'), 'zebra');
    expect(screen.getByText('No headlines match “zebra” in Lab News.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all headlines' }));
    expect(currentSearch()).toBe('');
    expect(within(screen.getByRole('list', { name: 'Headlines' })).getAllByRole('link')).toHaveLength(3);
  });

  it('opens a shared link with its source filter, and says when that source has nothing', async () => {
    renderTool('/ai-news?source=Chip+Daily');
    const list = await screen.findByRole('list', { name: 'Headlines' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);

    fetchMock.mockImplementation(async () => json({ ...payload, items: payload.items.filter((entry) => entry.source !== 'Chip Daily') }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No headlines from “Chip Daily” right now.')).toBeTruthy();
  });

  it('explains when no feed is reachable and retries on request', async () => {
    fetchMock.mockImplementationOnce(async () =>
      json({ error: 'No news feed could be reached right now.', sources: [{ url: 'https://lab.example/feed', ok: false, error: 'Timed out after 8 s' }] }, 502),
    );
    const user = userEvent.setup();
    renderTool();
    expect((await screen.findByRole('alert')).textContent).toBe('No news feed could be reached right now.');
    expect(screen.getByText('lab.example')).toBeTruthy();
    expect(screen.getByText(/Timed out after 8 s/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Headlines' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the endpoint is missing (HTML page)', () => new Response('<!doctype html><p>app</p>', { headers: { 'Content-Type': 'text/html' } }), /not available right now/],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch')), /Check your connection/],
  ])('says so when %s', async (_name, answer, message) => {
    fetchMock.mockImplementation(answer);
    renderTool();
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps the headlines when a refresh fails', async () => {
    const user = userEvent.setup();
    renderTool();
    await screen.findByRole('list', { name: 'Headlines' });
    fetchMock.mockImplementation(async () => json({ error: 'No news feed could be reached right now.', sources: [] }, 502));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/Could not refresh: No news feed could be reached right now\./)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Headlines' })).getAllByRole('link')).toHaveLength(3);
  });

  it('lists the sources that could not be reached, and warns when everything is stale', async () => {
    fetchMock.mockImplementationOnce(async () =>
      json({ ...payload, sources: [...payload.sources, { url: 'https://down.example/rss', ok: false, error: 'HTTP 503' }] }),
    );
    const user = userEvent.setup();
    renderTool();
    await user.click(await screen.findByText('1 of 3 sources could not be reached'));
    expect(screen.getByText('down.example')).toBeTruthy();

    fetchMock.mockImplementation(async () => json({ ...payload, stale: true }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/No news feed could be reached just now\. These headlines are from 5 minutes ago\./)).toBeTruthy();
  });

  it('shows headlines a page at a time', async () => {
    const many = Array.from({ length: 45 }, (_, n) => item(n + 1, 'Lab News', n));
    fetchMock.mockImplementation(async () => json({ ...payload, items: many }));
    const user = userEvent.setup();
    renderTool();
    const list = await screen.findByRole('list', { name: 'Headlines' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more (25 left)' }));
    await user.click(screen.getByRole('button', { name: 'Show more (5 left)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('says when the feeds are empty', async () => {
    fetchMock.mockImplementation(async () => json({ ...payload, items: [] }));
    renderTool();
    expect(await screen.findByText('The feeds have no headlines right now. Check back later.')).toBeTruthy();
  });
});
