// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { flushDrafts, readDraft, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import __COMPONENT__ from './index';

const tool: CatalogueTool = {
  name: __TOOL_NAME__,
  path: '__TOOL_PATH__',
  description: 'A tool under test.',
  icon: '🧩',
  isAvailable: true,
  category: '__CATEGORY__',
};

/** Shows the page's query string, where the tool keeps its options. */
function LocationProbe() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function renderTool(url = '/__TOOL_PATH__') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <__COMPONENT__ tool={tool} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const field = () => screen.getByLabelText<HTMLTextAreaElement>('Numbers');
const operation = () => screen.getByLabelText<HTMLSelectElement>('Operation');
const result = () => screen.getByRole('status', { name: 'Result' }).textContent;
const search = () => screen.getByTestId('search').textContent;

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload(url?: string) {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  renderTool(url);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('__COMPONENT__', () => {
  it('shows the result as you type', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(result()).toBe('–');
    await user.type(field(), '1, 2, 3.5');
    expect(result()).toBe('6.5');
  });

  it('keeps the operation in the URL and reads it from a link', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(field(), '1 2');
    await user.selectOptions(operation(), 'Average');
    expect(search()).toBe('?op=average');
    expect(result()).toBe('1.5');
    cleanup();
    renderTool('/__TOOL_PATH__?op=average');
    expect(operation().value).toBe('average');
    cleanup();
    renderTool('/__TOOL_PATH__?op=<script>');
    expect(operation().value).toBe('sum');
  });

  it('shows a message next to the field for bad input, and removes it once fixed', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(field(), '1, x');
    expect(screen.getByRole('alert').textContent).toBe('“x” is not a number.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)?.textContent).toBe('“x” is not a number.');
    expect(result()).toBe('–');
    await user.type(field(), '{Backspace}2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(result()).toBe('3');
  });

  it('keeps the text across a reload until Clear', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(field(), '4 5');
    await reload();
    await waitFor(() => expect(field().value).toBe('4 5'));
    expect(screen.getByText(/Your numbers from last time are back/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field().value).toBe('');
    await reload();
    expect(await readDraft('__TOOL_PATH__:input')).toBeUndefined();
    expect(field().value).toBe('');
  });
});
