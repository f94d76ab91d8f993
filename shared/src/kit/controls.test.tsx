// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Segmented, segmentOptions } from './Segmented';
import { FileDrop, acceptsFile } from './FileDrop';
import { NumberField } from './NumberField';
import { TextField } from './TextField';
import { announce, dismiss, ANNOUNCE_MS, MAX_ANNOUNCEMENTS } from './announce';
import { Announcer } from './Announcer';
import { installCssEscape } from './testing';

installCssEscape();

type Mode = 'upper' | 'lower' | 'title';
function ModePicker({ onChange = () => {} }: { onChange?: (mode: Mode) => void }) {
  const [mode, setMode] = useState<Mode>('upper');
  return (
    <Segmented
      legend="Convert to"
      options={segmentOptions<Mode>(['upper', 'lower', 'title'], { upper: 'UPPER', lower: 'lower', title: 'Title' })}
      value={mode}
      onChange={(next) => {
        setMode(next);
        onChange(next);
      }}
    />
  );
}

describe('Segmented', () => {
  it('is a named group of radios with the value checked', () => {
    render(<ModePicker />);
    const group = screen.getByRole('group', { name: 'Convert to' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'UPPER' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('moves and selects with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<ModePicker onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'UPPER' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('lower');
    expect((screen.getByRole('radio', { name: 'lower' }) as HTMLInputElement).checked).toBe(true);
  });

  it('hides its legend visually but keeps the name', () => {
    render(<Segmented legend="Unit" hideLegend options={[{ value: 'a', label: 'A' }]} value="a" onChange={() => {}} />);
    expect(screen.getByText('Unit').className).toBe('th-visually-hidden');
    expect(screen.getByRole('group', { name: 'Unit' })).toBeTruthy();
  });

  it('does not offer a disabled option', async () => {
    const onChange = vi.fn();
    render(
      <Segmented
        legend="Size"
        options={[
          { value: 's', label: 'Small' },
          { value: 'l', label: 'Large', disabled: true },
        ]}
        value="s"
        onChange={onChange}
      />,
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Large' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('acceptsFile', () => {
  it.each([
    ['a.png', 'image/png', 'image/*', true],
    ['a.PNG', '', '.png', true],
    ['a.pdf', 'application/pdf', 'image/*,.pdf', true],
    ['a.txt', 'text/plain', 'image/*, .pdf', false],
    ['a.txt', 'text/plain', '', true],
    ['a.txt', 'text/plain', undefined, true],
    ['a.json', 'application/json', 'application/json', true],
    ['a.json', 'application/json', 'application/pdf', false],
  ])('%s (%s) against %j → %s', (name, type, accept, expected) => {
    expect(acceptsFile({ name, type }, accept)).toBe(expected);
  });
});

describe('FileDrop', () => {
  const png = new File(['x'], 'a.png', { type: 'image/png' });
  const txt = new File(['y'], 'b.txt', { type: 'text/plain' });

  it('hands over a chosen file and lets the same file be chosen again', async () => {
    const onFiles = vi.fn();
    render(<FileDrop onFiles={onFiles} hint="or drop it here" />);
    const input = screen.getByLabelText('Choose a file') as HTMLInputElement;
    await userEvent.setup().upload(input, png);
    expect(onFiles).toHaveBeenCalledWith([png]);
    expect(input.value).toBe('');
    expect(screen.getByText('or drop it here')).toBeTruthy();
  });

  it('takes dropped files that match accept and reports the others', () => {
    const onFiles = vi.fn();
    const onRejected = vi.fn();
    const { container } = render(<FileDrop onFiles={onFiles} onRejected={onRejected} accept="image/*" multiple />);
    const zone = container.firstElementChild!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [png, txt] } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [png, txt] } });
    expect(onFiles).toHaveBeenCalledWith([png]);
    expect(onRejected).toHaveBeenCalledWith(['b.txt']);
    expect(zone.getAttribute('data-dragging')).toBeNull();
    expect(screen.getByLabelText('Choose files')).toBeTruthy();
  });

  it('takes only the first of several dropped files when single', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDrop onFiles={onFiles} />);
    fireEvent.drop(container.firstElementChild!, { dataTransfer: { files: [txt, png] } });
    expect(onFiles).toHaveBeenCalledWith([txt]);
  });

  it('leaves a drag of text alone', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDrop onFiles={onFiles} />);
    const zone = container.firstElementChild!;
    const dragOver = fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(dragOver).toBe(true); // not prevented: the browser handles the text as usual
    expect(zone.getAttribute('data-dragging')).toBeNull();
    fireEvent.drop(zone, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('ignores a drop of nothing', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDrop onFiles={onFiles} accept=".pdf" />);
    fireEvent.drop(container.firstElementChild!, { dataTransfer: { files: [png] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('shows its error instead of the hint and marks the field', () => {
    const { rerender } = render(<TextField label="Seed" value="" onChange={() => {}} hint="Any text" />);
    const input = screen.getByLabelText('Seed');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Any text').id).toBe(input.getAttribute('aria-describedby'));
    rerender(<TextField label="Seed" value="" onChange={() => {}} hint="Any text" error="Enter a seed." />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a seed.').id).toBe(input.getAttribute('aria-describedby'));
    expect(screen.queryByText('Any text')).toBeNull();
  });

  it('keeps a caller\'s own description after its error', () => {
    render(<TextField label="Expected hash" value="x" onChange={() => {}} aria-describedby="status" error="Not a hash." />);
    expect(screen.getByLabelText('Expected hash').getAttribute('aria-describedby')).toMatch(/^\S+-error status$/);
  });
});

describe('NumberField', () => {
  function Harness({ onValue }: { onValue: (n: number) => void }) {
    const [value, setValue] = useState(5);
    return (
      <>
        <NumberField
          label="Count"
          value={value}
          min={1}
          max={10}
          integer
          onValue={(n) => {
            setValue(n);
            onValue(n);
          }}
        />
        <button type="button" onClick={() => setValue(8)}>
          Preset
        </button>
      </>
    );
  }

  it('keeps what was typed, says what is wrong, reports valid numbers only', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Count') as HTMLInputElement;
    await user.clear(input);
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
    await user.type(input, '12');
    expect(input.value).toBe('12');
    expect(screen.getByText('Enter a number from 1 to 10.')).toBeTruthy();
    expect(onValue.mock.calls.map(([n]) => n)).toEqual([1]);
    await user.type(input, '{Backspace}');
    expect(screen.queryByText(/^Enter/)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('takes a new value from outside', async () => {
    render(<Harness onValue={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preset' }));
    expect((screen.getByLabelText('Count') as HTMLInputElement).value).toBe('8');
  });
});

describe('announce and Announcer', () => {
  it('shows toasts in one polite live region, newest last, and drops the oldest', () => {
    render(<Announcer />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      for (let i = 1; i <= MAX_ANNOUNCEMENTS + 1; i++) announce(`Saved ${i}`, 'success');
    });
    expect(Array.from(region.querySelectorAll('.th-toast span')).map((n) => n.textContent)).toEqual(['Saved 2', 'Saved 3', 'Saved 4']);
  });

  it('dismisses a toast after its time, an error later, and on the Dismiss button', async () => {
    vi.useFakeTimers();
    try {
      render(<Announcer />);
      act(() => {
        announce('Copied');
        announce('Could not save', 'error');
      });
      act(() => void vi.advanceTimersByTime(ANNOUNCE_MS.info));
      expect(screen.queryByText('Copied')).toBeNull();
      expect(screen.getByText('Could not save')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(ANNOUNCE_MS.error));
      expect(screen.queryByText('Could not save')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    render(<Announcer />);
    act(() => void announce('Saved'));
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('ignores blank messages and restarts a repeated one', () => {
    render(<Announcer />);
    act(() => {
      expect(announce('   ')).toBe(0);
      announce('Copied');
      announce('Copied');
    });
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    act(() => dismiss(-1));
    expect(screen.getAllByText('Copied')).toHaveLength(1);
  });
});
