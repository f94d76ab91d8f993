// @vitest-environment jsdom
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { countIntl } from './count-intl';

afterEach(cleanup);

/** Makes one NumberFormat in its opening render when `early`, and one in an effect after it. */
function Counter({ early }: { early: boolean }) {
  const later = useRef<HTMLSpanElement>(null);
  const opening = early ? new Intl.NumberFormat('en').format(1234.5) : '';
  useEffect(() => {
    if (later.current) later.current.textContent = new Intl.NumberFormat('en').format(6789);
  }, []);
  return (
    <p>
      {opening}|<span ref={later} />
    </p>
  );
}

describe('countIntl', () => {
  it.each([
    ['none in the opening render', false, 0],
    ['one in the opening render', true, 1],
  ])('counts %s, and every object made after it', (_, early, opening) => {
    const intl = countIntl('NumberFormat');
    try {
      expect(intl.inOpeningRender()).toBe(-1);
      render(intl.wrap(<Counter early={early} />));
      expect(intl.inOpeningRender()).toBe(opening);
      expect(intl.made).toHaveLength(opening + 1);
      expect(intl.made.at(-1)).toEqual(['en']);
      expect(screen.getByRole('paragraph').textContent).toBe(early ? '1,234.5|6,789' : '|6,789');
    } finally {
      intl.restore();
    }
  });

  it('puts the real constructor back, and the objects it made work as real ones', () => {
    const original = Intl.DateTimeFormat;
    const intl = countIntl('DateTimeFormat');
    expect(Intl.DateTimeFormat).not.toBe(original);
    const format = new Intl.DateTimeFormat('en', { timeZone: 'UTC', year: 'numeric' });
    expect(format).toBeInstanceOf(original);
    expect(format.format(Date.UTC(2026, 10, 29))).toBe('2026');
    intl.restore();
    expect(Intl.DateTimeFormat).toBe(original);
    expect(intl.made).toHaveLength(1);
  });
});
