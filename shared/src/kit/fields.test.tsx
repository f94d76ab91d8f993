// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField, plainOptions } from './SelectField';
import { CheckField } from './CheckField';
import { SliderField } from './SliderField';

const OPTIONS = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large', disabled: true },
] as const;

/** The texts an element's aria-describedby points at, in order. */
function descriptions(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`) : [];
}

describe('SelectField', () => {
  it('is labelled, shows the value, offers the options and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Size" value="s" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size' });
    expect(select.value).toBe('s');
    expect(select.className).toBe('th-select');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Small', 'Medium', 'Large']);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Large' }).disabled).toBe(true);
    await userEvent.setup().selectOptions(select, 'm');
    expect(onChange).toHaveBeenCalledWith('m');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it.each<{ error: string | null; hint?: string; own?: string; described: string[]; invalid: boolean }>([
    { error: null, described: [], invalid: false },
    { error: null, hint: 'Pick one', described: ['Pick one'], invalid: false },
    { error: 'Too many', described: ['Too many'], invalid: true },
    // Both shown: the error says what is wrong, the hint how to clear it.
    { error: 'Too many', hint: 'Unlock coins to choose fewer than 7.', described: ['Too many', 'Unlock coins to choose fewer than 7.'], invalid: true },
    { error: null, own: 'status', described: ['Ready'], invalid: false },
    { error: 'Too many', hint: 'Pick one', own: 'status', described: ['Too many', 'Pick one', 'Ready'], invalid: true },
  ])('error $error, hint $hint, own description $own → described by $described', ({ error, hint, own, described, invalid }) => {
    render(
      <>
        <SelectField id="size" label="Size" value="s" options={OPTIONS} onChange={() => {}} error={error} hint={hint} aria-describedby={own} />
        <p id="status">Ready</p>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select.getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
    expect(descriptions(select)).toEqual(described);
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error);
    expect(screen.queryByText('Pick one') !== null).toBe(hint === 'Pick one');
  });

  it('takes the id given, passes select attributes on and adds a class to the field', () => {
    const { container } = render(<SelectField id="fmt" label="Format" value="m" options={OPTIONS} onChange={() => {}} disabled className="wide" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Format' });
    expect(select.id).toBe('fmt');
    expect(select.disabled).toBe(true);
    expect(container.firstElementChild?.className).toBe('th-field wide');
  });

  it('plainOptions labels each value with itself', () => {
    expect(plainOptions(['3', '4', '5'])).toEqual([
      { value: '3', label: '3' },
      { value: '4', label: '4' },
      { value: '5', label: '5' },
    ]);
    expect(plainOptions([])).toEqual([]);
  });
});

describe('CheckField', () => {
  it.each([true, false])('starting %s, reports the other state when clicked (box or text)', async (start) => {
    const onChange = vi.fn();
    render(<CheckField label="Sort ascending" checked={start} onChange={onChange} title="Sorts the list" />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Sort ascending' });
    expect(box.checked).toBe(start);
    const label = box.closest('label')!;
    expect(label.className).toBe('th-check');
    expect(label.title).toBe('Sorts the list');
    const user = userEvent.setup();
    await user.click(box);
    await user.click(screen.getByText('Sort ascending'));
    expect(onChange.mock.calls).toEqual([[!start], [!start]]);
  });

  it('follows the checked prop (controlled)', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <CheckField label="Hard mode" checked={on} onChange={setOn} />;
    }
    render(<Harness />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Hard mode' });
    await userEvent.setup().click(box);
    expect(box.checked).toBe(true);
  });

  it('does not change while disabled', async () => {
    const onChange = vi.fn();
    render(<CheckField label="Hard mode" checked={false} disabled onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Hard mode' });
    expect(box.disabled).toBe(true);
    await userEvent.setup().click(box);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each<{ hint?: string; described: string[] }>([
    { hint: undefined, described: [] },
    { hint: 'Only before the first guess.', described: ['Only before the first guess.'] },
  ])('with hint $hint is described by $described', ({ hint, described }) => {
    render(<CheckField id="hard" label="Hard mode" checked={false} onChange={() => {}} hint={hint} className="big" />);
    const box = screen.getByRole('checkbox', { name: 'Hard mode' });
    expect(box.id).toBe('hard');
    expect(box.closest('label')?.className).toBe('th-check big');
    expect(descriptions(box)).toEqual(described);
  });
});

describe('SliderField', () => {
  function Harness({ onValue }: { onValue: (value: number) => void }) {
    const [value, setValue] = useState(100);
    return (
      <SliderField
        label="Zoom"
        min={10}
        max={400}
        step={10}
        value={value}
        shown={`${value}%`}
        onValue={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it('is a named slider with its range, reads out and shows the value as given', () => {
    render(<Harness onValue={() => {}} />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Zoom' });
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['10', '400', '10', '100']);
    expect(slider.className).toBe('th-range');
    expect(slider.getAttribute('aria-valuetext')).toBe('100%');
    expect(screen.getByText('100%').tagName).toBe('OUTPUT');
  });

  it('reports each new value as a number and shows it', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    fireEvent.change(slider, { target: { value: '120' } });
    expect(onValue).toHaveBeenLastCalledWith(120);
    expect(slider.getAttribute('aria-valuetext')).toBe('120%');
    expect(screen.getByText('120%')).toBeTruthy();
  });

  it('keeps the value within its range (the browser clamps)', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '9000' } });
    expect(onValue).toHaveBeenLastCalledWith(400);
  });

  it('takes its id, a caller\'s valuetext and other input attributes', () => {
    const onDoubleClick = vi.fn();
    render(<SliderField id="q" label="Quality" min={1} max={100} value={90} shown="90%" aria-valuetext="ninety" onValue={() => {}} onDoubleClick={onDoubleClick} />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Quality' });
    expect(slider.id).toBe('q');
    expect(slider.getAttribute('aria-valuetext')).toBe('ninety');
    fireEvent.doubleClick(slider);
    expect(onDoubleClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled when asked', () => {
    render(<SliderField label="Quality" min={1} max={100} value={90} shown="90%" disabled onValue={() => {}} />);
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Quality' }).disabled).toBe(true);
  });
});
