// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { TimeLeft } from './TimeLeft';

describe('TimeLeft', () => {
  it.each([
    [65_000, '⏱ 1:05', '65 seconds left'],
    [30_000, '⏱ 0:30', '30 seconds left'],
    [900, '⏱ 0:01', '1 second left'],
  ])('%d ms shows %j and reads %j', (remaining, shown, spoken) => {
    const { container } = render(<TimeLeft remaining={remaining} running />);
    const clock = container.firstElementChild as HTMLElement;
    // Seen: the clock face, hidden from screen readers; heard: the seconds, as text they read.
    expect(screen.getByText(shown).getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(spoken).className).toBe('th-visually-hidden');
    expect(clock.textContent).toBe(`${shown}${spoken}`);
    expect(clock.hasAttribute('aria-label')).toBe(false);
  });

  it('uses no ARIA attribute its element does not allow (a paragraph cannot be named)', async () => {
    const { container } = render(<TimeLeft remaining={30_000} running={false} />);
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-attr'] });
    // axe files a prohibited name on an element with text under "needs review": both must be empty.
    expect([...results.violations, ...results.incomplete].map((finding) => finding.id)).toEqual([]);
  });
});
