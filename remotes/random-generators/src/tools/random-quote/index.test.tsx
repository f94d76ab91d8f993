// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentQuery, currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RandomQuoteTool from './index';
import { FAVOURITES_KEY, SEEN_KEY, quoteFromLink, quotesFor } from './logic';

const tool = {
  name: 'Random Quote',
  path: 'random-quote',
  description: 'Inspiring public-domain quotes, filtered by topic.',
  icon: '💭',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-quote') {
  return renderInRouter(<RandomQuoteTool tool={tool} />, url);
}

const quoteText = () => document.querySelector('blockquote')?.textContent ?? '';
const linkedId = () => currentQuery().get('q') ?? '';

beforeEach(() => localStorage.clear());

describe('RandomQuoteTool', () => {
  it('shows a quote with its author and years, and names it in the URL', () => {
    renderTool();
    const quote = quoteFromLink(linkedId());
    expect(quote).not.toBeNull();
    expect(quoteText()).toBe(quote!.text);
    expect(screen.getByText(`(${quote!.years})`)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]')).toEqual([quote!.id]);
  });

  it('reopens a shared quote and shares its link', async () => {
    const user = userEvent.setup();
    renderTool('/random-quote?q=9');
    expect(quoteText()).toBe('Brevity is the soul of wit.');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('“Brevity is the soul of wit.” — William Shakespeare');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?q=9`);
    expect(screen.getByText('Link copied. It opens this quote for whoever you send it to.')).toBeTruthy();
  });

  it('explains a broken link and shows another quote', () => {
    renderTool('/random-quote?q=99999');
    expect(screen.getByText('That link does not point to a quote in this collection, so here is another one.')).toBeTruthy();
    expect(quoteFromLink(linkedId())?.text).toBe(quoteText());
  });

  it('filters by topic and never repeats until the topic is exhausted, across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTool();
    // The first quote came from all topics; if it was about science it already counts as seen.
    const first = linkedId();
    await user.selectOptions(screen.getByLabelText('Topic'), 'science');
    expect(currentSearch()).toContain('topic=science');
    const pool = quotesFor('science');
    const shown = new Set<string>([linkedId()]);
    if (quoteFromLink(first)!.topics.includes('science')) shown.add(first);
    for (let i = 0; i < 5; i++) {
      await user.click(screen.getByRole('button', { name: 'New quote' }));
      shown.add(linkedId());
    }
    unmount();
    renderTool('/random-quote?topic=science');
    shown.add(linkedId());
    for (let i = shown.size; i < pool.length; i++) {
      await user.click(screen.getByRole('button', { name: 'New quote' }));
      shown.add(linkedId());
    }
    expect(shown.size).toBe(pool.length);
    for (const id of shown) expect(quoteFromLink(id)!.topics).toContain('science');
    expect(screen.getByText(`You have seen all ${pool.length} quotes about science; the next one starts a new round.`)).toBeTruthy();
    const last = linkedId();
    await user.click(screen.getByRole('button', { name: 'New quote' }));
    expect(linkedId()).not.toBe(last);
    expect(screen.getByText(`${pool.length - 1} of ${pool.length} quotes about science still to come before any repeats.`)).toBeTruthy();
  });

  it('keeps favourites in the browser and shows or removes them', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTool('/random-quote?q=9');
    await user.click(screen.getByRole('button', { name: '☆ Add to favourites' }));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]')).toEqual([9]);
    await user.click(screen.getByRole('button', { name: 'New quote' }));
    unmount();

    renderTool();
    const favourites = screen.getByRole('region', { name: 'Favourites (1)' });
    expect(within(favourites).getByText(/Brevity is the soul of wit/)).toBeTruthy();
    await user.click(within(favourites).getByRole('button', { name: /^Show the quote by William Shakespeare/ }));
    expect(quoteText()).toBe('Brevity is the soul of wit.');
    expect(linkedId()).toBe('9');
    await user.click(screen.getByRole('button', { name: '★ Remove from favourites' }));
    expect(screen.getByRole('region', { name: 'Favourites' })).toBeTruthy();
    expect(localStorage.getItem(FAVOURITES_KEY)).toBe('[]');
  });
});
