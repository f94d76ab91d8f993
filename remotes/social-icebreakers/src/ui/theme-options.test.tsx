// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Segmented } from '@toolhub/shared';
import { themeOptions } from './theme-options';

afterEach(cleanup);

describe('themeOptions', () => {
  it('names each theme, with its icon before the name and hidden from screen readers', () => {
    const options = themeOptions(
      [
        { id: 'food', label: 'Food', icon: '🍕' },
        { id: 'travel', label: 'Travel', icon: '✈️' },
      ],
      'icon',
    );
    render(<Segmented legend="Theme" options={options} value="travel" onChange={() => {}} />);
    const food = screen.getByRole('radio', { name: /Food$/ });
    expect((screen.getByRole('radio', { name: /Travel$/ }) as HTMLInputElement).checked).toBe(true);
    const icon = food.closest('label')?.querySelector('i.icon');
    expect(icon?.textContent).toBe('🍕');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });
});
