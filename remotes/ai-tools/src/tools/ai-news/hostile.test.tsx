// @vitest-environment jsdom
/**
 * Whatever /api/news answers (a compromised feed, a proxy, a bug), headlines are rendered as
 * text: no element is built from them, every link is http(s) and opens with
 * rel="noopener noreferrer", and an oversized field is cut with a note.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CatalogueTool } from '@toolhub/shared';
import { renderInRouter } from '@toolhub/shared/testing/router';
import AiNewsTool from './index';
import { SOURCE_LIMIT, SUMMARY_LIMIT, TITLE_LIMIT } from './logic';

const tool: CatalogueTool = { name: 'AI News', path: 'ai-news', description: 'Headlines.', icon: '📰', isAvailable: true, category: 'ai-tools' };
const MEGABYTE = 'x'.repeat(1_000_000);

const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '&lt;script&gt;alert(1)&lt;/script&gt;'];

/** A headline link by its visible title (the accessible name ends in "(opens in a new tab)"). */
const titled = (title: string | RegExp) => (name: string) => {
  const visible = name.replace(/\s*\(opens in a new tab\)$/, '');
  return typeof title === 'string' ? visible === title : title.test(visible);
};

const hostile = {
  items: [
    ...PAYLOADS.map((payload, n) => ({
      title: `${payload} title ${n}`,
      link: `https://news.example/${n}`,
      source: `${payload} source`,
      publishedAt: null,
      summary: `${payload} summary ${n}`,
    })),
    { title: 'Script link', link: 'javascript:alert(1)', source: 'S', publishedAt: null, summary: '' },
    { title: 'Spaced script link', link: ' javascript:alert(1)', source: 'S', publishedAt: null, summary: '' },
    { title: 'Data link', link: 'data:text/html,<script>alert(1)</script>', source: 'S', publishedAt: null, summary: '' },
    { title: 'Blob link', link: 'blob:https://news.example/1', source: 'S', publishedAt: null, summary: '' },
    { title: MEGABYTE, link: 'https://news.example/huge-title', source: MEGABYTE, publishedAt: null, summary: MEGABYTE },
    { title: 'Flagged by the server', link: 'https://news.example/flagged', source: 'S', publishedAt: null, summary: '', titleShortened: true },
  ],
  sources: [{ url: 'javascript:alert(1)', ok: false, name: '<img src=x onerror=alert(1)>', error: '<script>alert(1)</script>' }],
  fetchedAt: '2024-05-14T12:00:00Z',
  stale: false,
};

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(hostile), { headers: { 'Content-Type': 'application/json' } })));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AiNewsTool with hostile headlines', () => {
  it('renders every field as text, keeps only web links and cuts oversized fields with a note', async () => {
    const { container } = renderInRouter(<AiNewsTool tool={tool} />);
    const list = await screen.findByRole('list', { name: 'Headlines' });

    // No element was made from the payloads.
    expect(container.querySelectorAll('script, img, iframe, object, embed, [onerror], [onclick]')).toHaveLength(0);
    for (const [n, payload] of PAYLOADS.entries()) {
      expect(within(list).getByRole('link', { name: titled(`${payload} title ${n}`) })).toBeTruthy();
      expect(within(list).getByText(`${payload} summary ${n}`)).toBeTruthy();
    }

    // Only http(s) links exist, each opening in a new tab without opener or referrer.
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...PAYLOADS.map((_, n) => `https://news.example/${n}`),
      'https://news.example/huge-title',
      'https://news.example/flagged',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(container.innerHTML).not.toMatch(/href="(javascript|data|blob):/i);
    expect(screen.queryByText('Script link')).toBeNull();
    expect(screen.queryByText('Data link')).toBeNull();

    // The megabyte fields are cut, end in "…" and say so.
    const huge = within(list).getByRole('link', { name: titled(/^x+…\s*\(shortened\)$/) });
    expect(huge.textContent?.length).toBeLessThan(TITLE_LIMIT + 40);
    const card = huge.closest('li') as HTMLElement;
    const summary = within(card).getByText(/^x+…$/, { selector: '[class*="summary"]' });
    expect(summary.textContent?.length).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(within(card).getByText(/^x+…$/, { selector: '[class*="source"]' }).textContent?.length).toBeLessThanOrEqual(SOURCE_LIMIT);
    expect(container.textContent?.length).toBeLessThan(20_000);

    // A title the server already cut carries the same note.
    expect(within(list).getByRole('link', { name: titled(/^Flagged by the server\s*\(shortened\)$/) })).toBeTruthy();
  });
});
