// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftsLoaded, flushDrafts, loadDrafts, MAX_DRAFT_CHARS, readDraft, resetDrafts, saveDraft, useDraft } from './drafts';

function Field({ draftKey = 'tool:input' }: { draftKey?: string }) {
  const [text, setText, { restored, clear }] = useDraft(draftKey, '');
  return (
    <>
      <label>
        Input
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button onClick={clear}>Clear</button>
      {restored && <p>Restored</p>}
    </>
  );
}

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload() {
  await act(() => flushDrafts());
  resetDrafts();
}

describe('useDraft', () => {
  // Every case starts with an empty browser store.
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    resetDrafts();
  });

  it('keeps what was typed across a reload and says it was restored', async () => {
    const first = render(<Field />);
    await userEvent.type(screen.getByLabelText('Input'), 'hello');
    first.unmount();
    await reload();
    render(<Field />);
    await waitFor(() => expect(screen.getByLabelText('Input')).toHaveProperty('value', 'hello'));
    expect(screen.getByText('Restored')).toBeTruthy();
  });

  it('shows the draft at once when the page already has it (navigating back within a visit)', async () => {
    const first = render(<Field />);
    await userEvent.type(screen.getByLabelText('Input'), 'abc');
    first.unmount();
    render(<Field />);
    expect(screen.getByLabelText('Input')).toHaveProperty('value', 'abc');
  });

  it('lets text typed before the stored draft arrives win over it', async () => {
    saveDraft('tool:input', 'old');
    await reload();
    render(<Field />);
    const input = screen.getByLabelText('Input');
    // Typed in the same task as the first render, before IndexedDB can answer.
    fireEvent.change(input, { target: { value: 'new' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input).toHaveProperty('value', 'new');
  });

  it('Clear empties the field and forgets the draft', async () => {
    const first = render(<Field />);
    await userEvent.type(screen.getByLabelText('Input'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Input')).toHaveProperty('value', '');
    first.unmount();
    await reload();
    expect(await readDraft('tool:input')).toBeUndefined();
  });

  it('keeps drafts of different keys apart', async () => {
    render(<Field draftKey="a:input" />);
    await userEvent.type(screen.getByLabelText('Input'), 'one');
    await reload();
    expect(await readDraft('a:input')).toBe('one');
    expect(await readDraft('b:input')).toBeUndefined();
  });

  it('does not write a draft larger than the limit, but keeps it for the visit', async () => {
    const huge = 'x'.repeat(MAX_DRAFT_CHARS + 1);
    saveDraft('big:input', huge);
    expect(await readDraft('big:input')).toBe(huge);
    await reload();
    expect(await readDraft('big:input')).toBeUndefined();
  });

  it('loadDrafts brings a tool’s drafts into memory first, so its first render has them (no late restore)', async () => {
    saveDraft('tool:input', 'from last visit');
    saveDraft('tool:other', 'x');
    saveDraft('toolbox:input', 'another tool');
    await reload();
    expect(draftsLoaded('tool:')).toBe(false);
    await loadDrafts('tool:');
    expect(draftsLoaded('tool:')).toBe(true);
    render(<Field />);
    // Synchronously, in the first render.
    expect(screen.getByLabelText('Input')).toHaveProperty('value', 'from last visit');
    expect(screen.getByText('Restored')).toBeTruthy();
    // Only that tool's keys were read.
    resetDrafts();
    await loadDrafts('toolbox:');
    render(<Field draftKey="tool:input" />);
    expect(screen.getAllByLabelText('Input').at(-1)).toHaveProperty('value', '');
  });

  it('loadDrafts never replaces what was typed during this visit', async () => {
    saveDraft('tool:input', 'stored');
    await reload();
    saveDraft('tool:input', 'typed now');
    await loadDrafts('tool:');
    expect(await readDraft('tool:input')).toBe('typed now');
  });
});
