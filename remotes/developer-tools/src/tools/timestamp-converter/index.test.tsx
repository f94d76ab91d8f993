// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { countIntl, nextPaint, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import TimestampConverterTool from './index';

const tool: CatalogueTool = {
  name: 'Timestamp Converter',
  path: 'timestamp-converter',
  description: 'Convert Unix timestamps to dates and back, in UTC and local time.',
  icon: '⏱️',
  isAvailable: true,
  category: 'developer-tools',
};

/** Renders the tool and lets the browser paint it: the local zone comes in the render after that. */
async function renderTool(url = '/timestamp-converter') {
  const view = renderInRouter(<TimestampConverterTool tool={tool} />, url);
  await act(nextPaint);
  return view;
}

function utcCard() {
  return within(screen.getByRole('region', { name: 'UTC' }));
}

const machineZone = process.env.TZ;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload(view: { unmount: () => void }) {
  view.unmount();
  await act(() => flushDrafts());
  resetDrafts();
}

describe('TimestampConverterTool', () => {
  it('names the visitor’s zone only after the tool is painted: no locale data inside the click', async () => {
    const intl = countIntl('DateTimeFormat');
    try {
      renderInRouter(intl.wrap(<TimestampConverterTool tool={tool} />), '/timestamp-converter');
      expect(intl.inOpeningRender()).toBe(0);
      expect(intl.made).toHaveLength(0);
      await act(nextPaint);
      expect(await screen.findByRole('option', { name: /^Your time \(.+\)$/ })).toBeTruthy();
      expect(intl.made.length).toBeGreaterThan(0);
    } finally {
      intl.restore();
    }
  });

  it('reads a date kept from last time once the zone is known', async () => {
    const first = await renderTool();
    await userEvent.type(screen.getByLabelText('Timestamp or date'), '2024-02-29T12:00:00Z');
    await reload(first);
    await renderTool();
    await waitFor(() => expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', '2024-02-29T12:00:00Z'));
    expect(await screen.findByRole('region', { name: /^Your time \(.+\)$/ })).toBeTruthy();
    expect(utcCard().getByText('2024-02-29T12:00:00.000Z')).toBeTruthy();
  });

  it('converts Unix seconds as you type and keeps them out of the URL', async () => {
    const user = userEvent.setup();
    await renderTool();
    await user.type(screen.getByLabelText('Timestamp or date'), '1700000000');
    expect(utcCard().getByText('2023-11-14T22:13:20.000Z')).toBeTruthy();
    expect(utcCard().getByText('Tuesday')).toBeTruthy();
    expect(utcCard().getByText('2023-W46-2')).toBeTruthy();
    expect(screen.getByText(/Read as seconds \(10 digits\)/)).toBeTruthy();
    expect(screen.getByText('1700000000000')).toBeTruthy();
    expect(screen.getByText(/years ago/)).toBeTruthy();
    expect(currentSearch()).toBe('');
  });

  it('detects milliseconds and lets the unit be overridden', async () => {
    const user = userEvent.setup();
    await renderTool('/timestamp-converter?t=1700000000123');
    expect(utcCard().getByText('2023-11-14T22:13:20.123Z')).toBeTruthy();
    expect(screen.getByText(/Read as milliseconds \(13 digits\)/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Unit'), 'Seconds');
    expect(utcCard().getByText('+055840-11-08T22:15:23.000Z')).toBeTruthy();
    expect(screen.getByText(/after 9999/)).toBeTruthy();
    expect(currentSearch()).toBe('?unit=s');
    expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', '1700000000123');
  });

  it('notes nanosecond input and keeps the extra digits', async () => {
    await renderTool('/timestamp-converter?t=1700000000123456789');
    expect(screen.getByText(/Read as nanoseconds \(19 digits\)/)).toBeTruthy();
    expect(utcCard().getByText('2023-11-14T22:13:20.123456789Z')).toBeTruthy();
    expect(screen.getByText('1700000000123456.789')).toBeTruthy();
  });

  it('reads an ISO 8601 date the other way', async () => {
    const user = userEvent.setup();
    await renderTool();
    await user.type(screen.getByLabelText('Timestamp or date'), '2024-02-29T12:00:00+01:00');
    expect(screen.getByText('1709204400')).toBeTruthy();
    expect(utcCard().getByText('2024-02-29T11:00:00.000Z')).toBeTruthy();
  });

  it('explains bad input and keeps it', async () => {
    const user = userEvent.setup();
    await renderTool();
    const input = screen.getByLabelText('Timestamp or date');
    await user.type(input, '17000x');
    expect(screen.getByRole('alert').textContent).toContain("'x' at position 6");
    expect(input).toHaveProperty('value', '17000x');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, '99999999999999999');
    await user.selectOptions(screen.getByLabelText('Unit'), 'Milliseconds');
    expect(screen.getByRole('alert').textContent).toContain('outside the range JavaScript dates support');
  });

  it('fills the converter from the date picker', async () => {
    await renderTool('/timestamp-converter?zone=utc');
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2023-11-14T22:13:20' } });
    expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', '1700000000');
    expect((screen.getByLabelText('Date and time') as HTMLInputElement).value).toMatch(/^2023-11-14T22:13:20/);
  });

  it('shows the live clock, pauses it and converts it', async () => {
    const user = userEvent.setup();
    await renderTool();
    const clock = within(screen.getByRole('region', { name: /Current Unix time/ }));
    const shown = clock.getByRole('time').textContent!;
    expect(Math.abs(Number(shown) - Date.now() / 1000)).toBeLessThan(5);
    await user.click(clock.getByRole('button', { name: 'Pause' }));
    expect(clock.getByText('Paused')).toBeTruthy();
    expect(clock.getByRole('button', { name: 'Resume' }).getAttribute('aria-pressed')).toBe('true');
    const paused = clock.getByRole('time').textContent!;
    await user.click(clock.getByRole('button', { name: 'Convert this time' }));
    expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', paused);
    expect(screen.getAllByText(/^(now|\d+ seconds? ago)$/).length).toBeGreaterThan(0);
  });

  it('keeps the input across a reload, and Clear forgets it', async () => {
    const user = userEvent.setup();
    const first = await renderTool();
    await user.type(screen.getByLabelText('Timestamp or date'), '1700000000');
    await user.selectOptions(screen.getByLabelText('Unit'), 'Seconds');
    expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', '1700000000');
    await reload(first);
    const second = await renderTool();
    await waitFor(() => expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', '1700000000'));
    expect(utcCard().getByText('2023-11-14T22:13:20.000Z')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await reload(second);
    await renderTool();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', '');
  });

  it('lets a shared ?t= link win over an older draft, once', async () => {
    const first = await renderTool();
    fireEvent.change(screen.getByLabelText('Timestamp or date'), { target: { value: '42' } });
    await reload(first);
    await renderTool('/timestamp-converter?t=1700000000');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', '1700000000');
    expect(currentSearch()).toBe('');
  });

  it('takes a 300,000-character paste without putting it in the URL', async () => {
    await renderTool();
    const big = '1'.repeat(300_000);
    fireEvent.change(screen.getByLabelText('Timestamp or date'), { target: { value: big } });
    expect(screen.getByLabelText('Timestamp or date')).toHaveProperty('value', big);
    expect(screen.getByRole('alert').textContent).toContain('outside the range JavaScript dates support');
    expect(currentSearch()).toBe('');
  });

  it('says when a local time does not exist, and offers the second of a repeated one', async () => {
    process.env.TZ = 'America/New_York';
    const user = userEvent.setup();
    await renderTool();
    const input = screen.getByLabelText('Timestamp or date');
    fireEvent.change(input, { target: { value: '2026-03-08T02:30' } });
    expect(screen.getByText('02:30 does not exist on 8 March 2026 in America/New_York: clocks jumped from 02:00 to 03:00. Showing 03:30 EDT (UTC−4).')).toBeTruthy();
    expect(utcCard().getByText('2026-03-08T07:30:00.000Z')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2026-11-01T01:30' } });
    expect(screen.getByText(/^01:30 happens twice on 1 November 2026 in America\/New_York/)).toBeTruthy();
    expect(utcCard().getByText('2026-11-01T05:30:00.000Z')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use the second (EST, UTC−5)' }));
    expect(input).toHaveProperty('value', '2026-11-01T01:30-05:00');
    expect(utcCard().getByText('2026-11-01T06:30:00.000Z')).toBeTruthy();
  });
});
