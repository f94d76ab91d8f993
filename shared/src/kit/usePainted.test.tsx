// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { nextPaint } from './next-paint';
import { usePainted } from './usePainted';

function Probe({ seen, already }: { seen: boolean[]; already?: boolean }) {
  const painted = usePainted(already);
  seen.push(painted);
  return painted ? <p>painted</p> : null;
}

describe('usePainted', () => {
  it('is false in the render that opens a component and in the task right after it, then true after the browser paints it', async () => {
    const seen: boolean[] = [];
    const view = render(<Probe seen={seen} />);
    expect(seen).toEqual([false]);
    expect(view.container.textContent).toBe('');
    await act(nextPaint);
    expect(seen).toEqual([false, true]);
    expect(view.container.textContent).toBe('painted');
  });

  it('stays true through later renders, and asks for no more paints', async () => {
    const seen: boolean[] = [];
    const view = render(<Probe seen={seen} />);
    await act(nextPaint);
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    view.rerender(<Probe seen={seen} />);
    await act(nextPaint);
    expect(seen).toEqual([false, true, true]);
    expect(frames).toHaveBeenCalledTimes(1); // nextPaint's own frame
    frames.mockRestore();
  });

  it('sets nothing after a component is gone before its first paint', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: boolean[] = [];
    render(<Probe seen={seen} />).unmount();
    await act(nextPaint);
    expect(seen).toEqual([false]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is true from the first render when there is nothing to wait for, with no extra render', async () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} already />);
    await act(nextPaint);
    expect(seen).toEqual([true]);
  });
});
