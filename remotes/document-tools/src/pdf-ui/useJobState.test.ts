// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useJobState } from './useJobState';

type State = { status: 'idle' } | { status: 'working' } | { status: 'cancelled' } | { status: 'done'; url: string };

afterEach(() => vi.restoreAllMocks());

describe('useJobState', () => {
  it('starts idle; Cancel stops the run and says so', () => {
    const { result } = renderHook(() => useJobState<State>());
    expect(result.current.state).toEqual({ status: 'idle' });
    let signal: AbortSignal | undefined;
    act(() => {
      void result.current.start(
        (job) => {
          signal = job.signal;
          return new Promise(() => {});
        },
        { onDone: vi.fn(), onError: vi.fn() },
      );
    });
    act(() => result.current.cancel());
    expect(signal?.aborted).toBe(true);
    expect(result.current.state).toEqual({ status: 'cancelled' });
  });

  it('Reset goes back to idle and releases the result’s URL', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:result');
    const { result } = renderHook(() => useJobState<State>());
    await act(async () => {
      await result.current.start(async () => new Blob(['%PDF']), {
        onDone: (blob) => result.current.setState({ status: 'done', url: result.current.holdUrl(blob) }),
        onError: vi.fn(),
      });
    });
    expect(result.current.state).toEqual({ status: 'done', url: 'blob:result' });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(revoke).toHaveBeenCalledWith('blob:result');
  });
});
