// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Check } from './Check';
import { SelectField, plainOptions } from './SelectField';

afterEach(cleanup);

const SIZES = ['s', 'm', 'l'] as const;
const OPTIONS = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large', disabled: true },
] as const;

describe('SelectField', () => {
  it('is labelled, shows the value and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Size" value="s" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement;
    expect(select.value).toBe('s');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Small', 'Medium', 'Large']);
    expect((screen.getByRole('option', { name: 'Large' }) as HTMLOptionElement).disabled).toBe(true);
    await userEvent.setup().selectOptions(select, 'm');
    expect(onChange).toHaveBeenCalledWith('m');
  });

  it.each<[string | null, string | undefined, string | null, boolean]>([
    [null, undefined, null, false],
    [null, 'Pick one', 'Pick one', false],
    ['Too many', 'Pick one', 'Too many', true],
  ])('with error %j and hint %j describes itself with %j', (error, hint, described, invalid) => {
    render(<SelectField id="size" label="Size" value="s" options={OPTIONS} onChange={() => {}} error={error} hint={hint} />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select.getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
    const describedBy = select.getAttribute('aria-describedby');
    expect(describedBy ? document.getElementById(describedBy)?.textContent : null).toBe(described);
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(invalid ? error : null);
  });

  it('plainOptions labels each value with itself', () => {
    expect(plainOptions(SIZES)).toEqual([
      { value: 's', label: 's' },
      { value: 'm', label: 'm' },
      { value: 'l', label: 'l' },
    ]);
  });
});

describe('Check', () => {
  it.each([true, false])('starting %s, reports the other state when clicked', async (start) => {
    const onChange = vi.fn();
    render(<Check label="Sort ascending" checked={start} onChange={onChange} title="Sorts the list" />);
    const box = screen.getByRole('checkbox', { name: 'Sort ascending' }) as HTMLInputElement;
    expect(box.checked).toBe(start);
    expect(box.closest('label')?.title).toBe('Sorts the list');
    await userEvent.setup().click(box);
    expect(onChange).toHaveBeenCalledWith(!start);
  });
});
