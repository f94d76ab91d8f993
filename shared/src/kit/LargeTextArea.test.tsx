// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LargeTextArea } from './LargeTextArea';

function Tool({ initial = '', limit = 100 }: { initial?: string; limit?: number }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <label htmlFor="box">Text</label>
      <LargeTextArea id="box" value={text} onValueChange={setText} limit={limit} />
      <output aria-label="length">{text.length}</output>
      <button onClick={() => setText('')}>Clear</button>
    </>
  );
}

function paste(box: HTMLElement, text: string) {
  const data = { getData: (type: string) => (type === 'text/plain' ? text : '') };
  return fireEvent.paste(box, { clipboardData: data });
}

describe('LargeTextArea', () => {
  it('is a normal text box for small text', async () => {
    render(<Tool />);
    await userEvent.type(screen.getByLabelText('Text'), 'hello');
    expect(screen.getByLabelText('Text')).toHaveProperty('value', 'hello');
    expect(screen.getByLabelText('Text')).toHaveProperty('readOnly', false);
  });

  it('lets the browser insert a paste that stays within the limit', () => {
    render(<Tool />);
    expect(paste(screen.getByLabelText('Text'), 'x'.repeat(100))).toBe(true); // not prevented
  });

  it('takes a paste past the limit whole, shows its start read-only and says so', () => {
    render(<Tool initial="ab" />);
    const box = screen.getByLabelText('Text') as HTMLTextAreaElement;
    box.setSelectionRange(1, 1);
    expect(paste(box, 'é'.repeat(150))).toBe(false); // prevented: never laid out in the box
    expect(screen.getByLabelText('length').textContent).toBe('152');
    const shown = screen.getByLabelText('Text') as HTMLTextAreaElement;
    expect(shown.readOnly).toBe(true);
    expect(shown.value.startsWith('aéé')).toBe(true);
    expect(screen.getByText('This text is 302 B, too long to edit here, so only its start is shown. The tool works on all of it; clear it to type again.')).toBeTruthy();
    expect(shown.getAttribute('aria-describedby')).toBe(screen.getByText(/too long to edit here/).id);
  });

  it('replaces the selection with the paste', () => {
    render(<Tool initial="0123456789" limit={12} />);
    const box = screen.getByLabelText('Text') as HTMLTextAreaElement;
    box.setSelectionRange(2, 8);
    paste(box, 'abcdefghij');
    expect(screen.getByLabelText('length').textContent).toBe('14');
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('01abcdefghij89');
  });

  it('shows a large restored draft as a preview too, and becomes editable again after Clear', async () => {
    render(<Tool initial={'y'.repeat(30_000)} limit={100} />);
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toHaveLength(20_000);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Text')).toHaveProperty('readOnly', false);
  });
});
