// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatTile } from './StatTile';

describe('StatTile', () => {
  afterEach(cleanup);

  it('puts the label over its value in a description list', () => {
    render(
      <dl>
        <StatTile label="Score">{12}</StatTile>
        <StatTile label="Best" highlight>
          40 <small>moves</small>
        </StatTile>
      </dl>,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Score', 'Best']);
    expect(values.map((v) => v.textContent)).toEqual(['12', '40 moves']);
    expect(terms[0]?.nextElementSibling).toBe(values[0]);
  });

  it('marks a highlighted tile, and says nothing about one that has no highlight', () => {
    render(
      <dl>
        <StatTile label="Score">1</StatTile>
        <StatTile label="Win" highlight={false}>
          0
        </StatTile>
        <StatTile label="High score" highlight>
          9
        </StatTile>
      </dl>,
    );
    const [score, win, high] = screen.getAllByRole('term').map((term) => term.parentElement);
    expect(score?.hasAttribute('data-highlight')).toBe(false);
    expect(win?.getAttribute('data-highlight')).toBe('false');
    expect(high?.getAttribute('data-highlight')).toBe('true');
  });

  it('gives the value a test id only when asked', () => {
    render(
      <dl>
        <StatTile label="Credits" valueTestId="credits">
          100
        </StatTile>
        <StatTile label="Bet">1</StatTile>
      </dl>,
    );
    expect(screen.getByTestId('credits').textContent).toBe('100');
    expect(screen.getAllByRole('definition')[1]?.hasAttribute('data-testid')).toBe(false);
  });
});
