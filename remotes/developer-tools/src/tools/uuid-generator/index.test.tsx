// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Announcer, flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { resetAnnouncements, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import UuidGeneratorTool from './index';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const tool: CatalogueTool = {
  name: 'UUID Generator',
  path: 'uuid-generator',
  description: 'Generate UUIDs',
  icon: '🆔',
  isAvailable: true,
  category: 'developer-tools',
};

function renderTool(url = '/uuid-generator') {
  return renderInRouter(
    <>
      <UuidGeneratorTool tool={tool} />
      <Announcer />
    </>,
    url,
  );
}

function listed(): string[] {
  return within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.querySelector('code')!.textContent!);
}

afterEach(() => {
  cleanup();
  resetAnnouncements();
});

/** The text of the field's description (its error or hint), as a screen reader gives it. */
function descriptionOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('UuidGeneratorTool', () => {
  it('shows one v4 UUID straight away', () => {
    renderTool();
    const [uuid] = listed();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('generates a batch of time-ordered v7 UUIDs and keeps the settings in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('radio', { name: 'v7 · time-ordered' }));
    const count = screen.getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '25');
    const uuids = listed();
    expect(uuids).toHaveLength(25);
    expect(uuids.every((uuid) => uuid[14] === '7')).toBe(true);
    expect([...uuids].sort()).toEqual(uuids);
    expect(currentSearch()).toBe('?version=7&count=25');
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
  });

  it('reformats without regenerating', async () => {
    const user = userEvent.setup();
    renderTool('/uuid-generator?count=3');
    const before = listed();
    await user.click(screen.getByLabelText('Upper case'));
    await user.click(screen.getByLabelText('Hyphens'));
    expect(listed()).toEqual(before.map((uuid) => uuid.replace(/-/g, '').toUpperCase()));
    expect(currentSearch()).toBe('?count=3&upper=1&hyphens=0');
  });

  it('regenerates on demand and from the keyboard', async () => {
    const user = userEvent.setup();
    renderTool();
    const first = listed()[0];
    await user.click(screen.getByRole('button', { name: 'Generate new' }));
    const second = listed()[0];
    expect(second).not.toBe(first);
    await user.type(screen.getByLabelText('How many'), '{Enter}');
    expect(listed()[0]).not.toBe(second);
  });

  it('explains an out-of-range count and keeps the input', async () => {
    const user = userEvent.setup();
    renderTool('/uuid-generator?count=2');
    const count = screen.getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '1001');
    expect(descriptionOf(count)).toBe('Enter a whole number from 1 to 1,000.');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(count).toHaveProperty('value', '1001');
    // "100" was valid on the way to "1001", so the last good list stays.
    expect(listed()).toHaveLength(100);
    expect(screen.getByRole('button', { name: 'Generate new' })).toHaveProperty('disabled', true);
  });

  // The list is the one for the last valid count on the way: "2.5" passes through "2".
  it.each([
    ['', 3, '?count=3'],
    ['0', 3, '?count=3'],
    ['-3', 3, '?count=3'],
    ['abc', 3, '?count=3'],
    ['2.5', 2, '?count=2'],
    ['1e3', 1, ''],
  ])('keeps the count %j as typed and says why next to it', async (typed, kept, search) => {
    const user = userEvent.setup();
    renderTool('/uuid-generator?count=3');
    const count = screen.getByLabelText('How many');
    await user.clear(count);
    if (typed !== '') await user.type(count, typed);
    expect(count).toHaveProperty('value', typed);
    expect(descriptionOf(count)).toBe('Enter a whole number from 1 to 1,000.');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(listed()).toHaveLength(kept);
    expect(currentSearch()).toBe(search);
  });

  it('announces each new batch once, in words', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.queryByText('New UUID generated.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate new' }));
    expect(screen.getByText('New UUID generated.').closest('[aria-live="polite"]')).toBeTruthy();
    const count = screen.getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '4');
    expect(screen.getByText('4 new UUIDs generated.')).toBeTruthy();
  });

  it('checks a pasted UUID and shows its version, variant and time', async () => {
    const user = userEvent.setup();
    renderTool();
    const input = screen.getByLabelText('UUID to check');
    await user.click(input);
    await user.paste('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    expect(screen.getByText('Version 7 (Unix time-ordered)')).toBeTruthy();
    expect(screen.getByText('RFC 9562 / RFC 4122 (the standard variant)')).toBeTruthy();
    expect(screen.getByText('2022-02-22T19:22:22.000Z')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'not-a-uuid');
    expect(screen.getByRole('alert').textContent).toBe("'n' at position 1 is not a hex digit (0-9, a-f).");
  });

  it('keeps the UUID being checked across a reload', async () => {
    const user = userEvent.setup();
    const first = renderTool();
    await user.type(screen.getByLabelText('UUID to check'), '0190b6a2-7c3e-7abc-8def-0123456789ab');
    first.unmount();
    await act(() => flushDrafts());
    resetDrafts();
    renderTool();
    await waitFor(() => expect(screen.getByLabelText('UUID to check')).toHaveProperty('value', '0190b6a2-7c3e-7abc-8def-0123456789ab'));
  });
});
