// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, readDraft } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { useAddField } from './useAddField';

function Names() {
  const [names, setNames] = useState<string[]>([]);
  const field = useAddField('test:name', (text) => (text.trim() === '' ? 'Type a name first.' : null), (text) => setNames([...names, text]));
  return (
    <form onSubmit={field.submit}>
      <label htmlFor="name">Name</label>
      <input id="name" value={field.text} onChange={(e) => field.change(e.target.value)} />
      <button type="submit">Add</button>
      {field.error && <p role="alert">{field.error}</p>}
      <ul aria-label="Names">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </form>
  );
}

afterEach(cleanup);

describe('useAddField', () => {
  it('refuses a bad entry with its problem, which goes once the text changes', async () => {
    const user = userEvent.setup();
    render(<Names />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('Type a name first.');
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'Names' }).children).toHaveLength(0);
  });

  it('adds a good entry, empties the field and forgets the draft', async () => {
    globalThis.indexedDB = new IDBFactory();
    const user = userEvent.setup();
    render(<Names />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    render(<Names />);
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Ana'));
    await user.type(field, '{Enter}');
    expect(screen.getByRole('listitem').textContent).toBe('Ana');
    expect(field.value).toBe('');
    await act(() => flushDrafts());
    expect(await readDraft('test:name')).toBeUndefined();
  });
});
