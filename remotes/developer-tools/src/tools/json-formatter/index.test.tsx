// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@toolhub/shared';
import type { TaskRequest } from '@toolhub/shared/worker';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { tool } from './tool.testutil';
import JsonFormatterTool from './index';
import { runFormatJob, type FormatJob } from './formatJob';

function renderTool(url = '/json-formatter') {
  return renderInRouter(<JsonFormatterTool tool={tool} />, url);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload(view: { unmount: () => void }) {
  view.unmount();
  await act(() => flushDrafts());
  resetDrafts();
}

/** Stands in for the browser's Worker: answers like format.worker.ts does, or fails to load. */
function fakeWorker(behaviour: 'works' | 'fails') {
  const created: string[] = [];
  class FakeWorker extends EventTarget {
    constructor(url: URL) {
      super();
      created.push(url.pathname);
    }
    postMessage(request: TaskRequest<FormatJob>) {
      setTimeout(() => {
        if (behaviour === 'fails') this.dispatchEvent(new Event('error'));
        else {
          const event = new MessageEvent('message', { data: { id: request.id, kind: 'result', result: runFormatJob(request.input) } });
          this.dispatchEvent(event);
        }
      }, 5);
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return created;
}

const bigDocument = JSON.stringify(Array.from({ length: 6000 }, (_, i) => ({ id: i, label: `item ${i}` })));


describe('JsonFormatterTool', () => {
  it('formats live as you type and reports sizes', async () => {
    renderTool();
    const input = screen.getByLabelText('JSON input');
    fireEvent.change(input, { target: { value: '{"b":1,"a":[true]}' } });
    expect(screen.getByLabelText('Formatted JSON')).toHaveProperty('value', '{\n  "b": 1,\n  "a": [\n    true\n  ]\n}');
    expect(screen.getByRole('status').textContent).toContain('Valid JSON: object with 2 keys');
    expect(screen.getByRole('status').textContent).toContain('18 B →');
  });

  it('keeps indent, sort and mode in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: '{"b":1,"a":2}' } });
    await user.selectOptions(screen.getByLabelText('Indent'), '4');
    await user.click(screen.getByLabelText('Sort keys'));
    expect(screen.getByLabelText('Formatted JSON')).toHaveProperty('value', '{\n    "a": 2,\n    "b": 1\n}');
    expect(currentSearch()).toBe('?indent=4&sort=1');
    await user.click(screen.getByRole('radio', { name: 'Minify' }));
    expect(screen.getByLabelText('Minified JSON')).toHaveProperty('value', '{"a":2,"b":1}');
    expect(screen.getByLabelText('Indent')).toHaveProperty('disabled', true);
  });

  it('reads settings from a shared link', () => {
    renderTool('/json-formatter?indent=tab&mode=format');
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: '[1]' } });
    expect(screen.getByLabelText('Formatted JSON')).toHaveProperty('value', '[\n\t1\n]');
  });

  it('points at the error with line and column and keeps the input', async () => {
    const user = userEvent.setup();
    renderTool();
    const input = screen.getByLabelText('JSON input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '{\n  "a": 1,\n}' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid JSON at line 2, column 9: Trailing commas are not allowed.');
    expect(input.value).toBe('{\n  "a": 1,\n}');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Formatted JSON')).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Show in input' }));
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([10, 11]);
  });

  it('loads the example and clears it', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Example' }));
    expect((screen.getByLabelText('Formatted JSON') as HTMLTextAreaElement).value).toContain('"name": "ToolHub"');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('JSON input')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', true);
  });

  it('formats large documents on the main thread when Worker is unavailable', async () => {
    renderTool();
    const big = JSON.stringify(Array.from({ length: 6000 }, (_, i) => ({ id: i, label: `item ${i}` })));
    expect(big.length).toBeGreaterThan(100 * 1024);
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: big } });
    expect(screen.getByRole('status').textContent).toContain('Formatting');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Valid JSON: array with 6,000 items'));
    expect((screen.getByLabelText('Formatted JSON') as HTMLTextAreaElement).value.startsWith('[\n  {\n    "id": 0,')).toBe(true);
  });

  it('keeps the input across a reload and an option change, and Clear forgets it', async () => {
    const user = userEvent.setup();
    const first = renderTool();
    await user.type(screen.getByLabelText('JSON input'), '{{"b":1}');
    await user.click(screen.getByRole('radio', { name: 'Minify' }));
    expect(screen.getByLabelText('JSON input')).toHaveProperty('value', '{"b":1}');
    await reload(first);
    const second = renderTool('/json-formatter?mode=minify');
    await waitFor(() => expect(screen.getByLabelText('JSON input')).toHaveProperty('value', '{"b":1}'));
    expect(screen.getByLabelText('Minified JSON')).toHaveProperty('value', '{"b":1}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('JSON input')).toHaveProperty('value', '');
    await reload(second);
    renderTool();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('JSON input')).toHaveProperty('value', '');
  });

  it('formats a 300,000-character document off the render and previews a long result', async () => {
    renderTool();
    const records = Array.from({ length: 9000 }, (_, i) => ({ id: i, n: 0, label: `item ${i}` }));
    // A number no double can hold: the output must keep every digit.
    const big = JSON.stringify(records).replace(/"n":0/g, '"n":12345678901234567890');
    expect(big.length).toBeGreaterThan(300_000);
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: big } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Valid JSON: array with 9,000 items'));
    const output = (screen.getByLabelText('Formatted JSON') as HTMLTextAreaElement).value;
    expect(output).toHaveLength(100_000);
    expect(output.startsWith('[\n  {\n    "id": 0,\n    "n": 12345678901234567890,\n    "label": "item 0"\n  },')).toBe(true);
    expect(screen.getByText(/^Showing the first 98 KB of [\d.]+ [KM]B\. Copy and Download use the whole result\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download full result' })).toBeTruthy();
  });

  it('formats 5,000-deep JSON instead of calling it invalid', () => {
    renderTool('/json-formatter?mode=minify');
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: '[ '.repeat(5000) + ']'.repeat(5000) } });
    expect(screen.getByRole('status').textContent).toContain('Valid JSON: array with 1 item');
    expect(screen.getByLabelText('Minified JSON')).toHaveProperty('value', '['.repeat(5000) + ']'.repeat(5000));
  });

  it.each(['works', 'fails'] as const)('formats large documents in a Web Worker (worker %s)', async (behaviour) => {
    const created = fakeWorker(behaviour);
    renderTool('/json-formatter?mode=minify');
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: `  ${bigDocument}  ` } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Valid JSON: array with 6,000 items'));
    expect(created).toEqual([expect.stringMatching(/format\.worker\.ts$/)]);
    // The box previews the start of the 300 KB result; Copy and Download act on all of it.
    expect(screen.getByLabelText('Minified JSON')).toHaveProperty('value', bigDocument.slice(0, 100_000));
  });

  it('opens a JSON file', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(screen.getByLabelText('JSON file'), new File(['{"from":"file"}'], 'data.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByLabelText('JSON input')).toHaveProperty('value', '{"from":"file"}'));
    expect(screen.getByText(/data\.json/)).toBeTruthy();
  });
});
