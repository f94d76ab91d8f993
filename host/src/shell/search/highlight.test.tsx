// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { render } from '@testing-library/react';
import { highlightSegments } from './highlight';
import { Highlighted } from './Highlighted';

describe('highlightSegments', () => {
  it('splits around one match', () => {
    expect(highlightSegments('JSON Formatter', [[0, 3]])).toEqual([
      { text: 'JSON', match: true },
      { text: ' Formatter', match: false },
    ]);
  });

  it('merges overlapping and touching ranges, in any order, and clamps to the text', () => {
    expect(highlightSegments('Random Password', [[9, 40], [7, 8], [0, 1], [1, 2]])).toEqual([
      { text: 'Ran', match: true },
      { text: 'dom ', match: false },
      { text: 'Password', match: true },
    ]);
  });

  it('returns the whole text unmarked without ranges, and ignores empty or inverted ones', () => {
    expect(highlightSegments('Coin Flip', [])).toEqual([{ text: 'Coin Flip', match: false }]);
    expect(highlightSegments('Coin Flip', [[5, 2], [-4, -1]])).toEqual([{ text: 'Coin Flip', match: false }]);
    expect(highlightSegments('', [[0, 3]])).toEqual([{ text: '', match: false }]);
  });

  it('always reassembles the original text', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.tuple(fc.integer({ min: -5, max: 60 }), fc.integer({ min: -5, max: 60 }))), (text, ranges) => {
        const segments = highlightSegments(text, ranges);
        return segments.map((segment) => segment.text).join('') === text;
      }),
    );
  });
});

describe('Highlighted', () => {
  it('renders markup in text as text, never as HTML', () => {
    const text = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = render(<Highlighted text={text} ranges={[[0, 3]]} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe(text);
    expect(container.querySelector('mark')?.textContent).toBe('<img');
  });
});
