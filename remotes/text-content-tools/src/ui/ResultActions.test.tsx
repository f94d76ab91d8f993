// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ResultActions } from './ResultActions';

afterEach(cleanup);

function renderActions(props: { text: string; output: string; working?: boolean }) {
  const onUseAsInput = vi.fn();
  const onClear = vi.fn();
  render(<ResultActions working={false} {...props} onUseAsInput={onUseAsInput} onClear={onClear} />);
  const use = screen.getByRole<HTMLButtonElement>('button', { name: 'Use as input' });
  const clear = screen.getByRole<HTMLButtonElement>('button', { name: 'Clear' });
  return { use, clear, onUseAsInput, onClear };
}

describe('ResultActions', () => {
  it('puts the result back in the input, and clears the input', () => {
    const { use, clear, onUseAsInput, onClear } = renderActions({ text: 'hello world', output: 'Hello World' });
    fireEvent.click(use);
    expect(onUseAsInput).toHaveBeenCalledWith('Hello World');
    fireEvent.click(clear);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['there is no result', { text: 'abc', output: '' }],
    ['the result is the input already', { text: 'abc', output: 'abc' }],
    ['a new result is being worked out', { text: 'abc', output: 'ABC', working: true }],
  ])('offers no Use as input when %s', (_case, props) => {
    expect(renderActions(props).use.disabled).toBe(true);
  });

  it('offers no Clear when the input is empty', () => {
    const { use, clear } = renderActions({ text: '', output: '' });
    expect(clear.disabled).toBe(true);
    expect(use.disabled).toBe(true);
  });
});
