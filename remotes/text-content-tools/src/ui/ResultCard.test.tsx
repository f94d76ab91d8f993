// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ResultCard } from './ResultCard';

afterEach(cleanup);

describe('ResultCard', () => {
  it('is a region named by its level-2 heading, holding what it is given', () => {
    render(
      <ResultCard heading="Result">
        <p>The joined text appears here.</p>
      </ResultCard>,
    );
    const card = screen.getByRole('region', { name: 'Result' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Result' })).toBeTruthy();
    expect(within(card).getByText('The joined text appears here.')).toBeTruthy();
  });

  it('gives two cards on one page headings of their own', () => {
    render(
      <>
        <ResultCard heading="Your woven text">one</ResultCard>
        <ResultCard heading="Hidden message">two</ResultCard>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Your woven text' }).textContent).toContain('one');
    expect(screen.getByRole('region', { name: 'Hidden message' }).textContent).toContain('two');
  });
});
