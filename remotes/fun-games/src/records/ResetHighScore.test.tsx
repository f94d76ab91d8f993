// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetHighScore } from './ResetHighScore';

const resetButton = () => screen.queryByRole('button', { name: 'Reset high score' });

describe('ResetHighScore', () => {
  afterEach(cleanup);

  it('resets a high score between games', async () => {
    const onReset = vi.fn();
    render(<ResetHighScore highScore={12} playing={false} onReset={onReset} />);
    await userEvent.click(resetButton()!);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('is not offered while a game is in play, nor before there is a high score', () => {
    const { rerender } = render(<ResetHighScore highScore={12} playing onReset={() => {}} />);
    expect(resetButton()).toBeNull();
    rerender(<ResetHighScore highScore={0} playing={false} onReset={() => {}} />);
    expect(resetButton()).toBeNull();
  });
});
