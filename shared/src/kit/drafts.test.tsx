// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, MAX_DRAFT_CHARS, readDraft, resetDrafts, saveDraft, useDraft } from './drafts';

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
});
