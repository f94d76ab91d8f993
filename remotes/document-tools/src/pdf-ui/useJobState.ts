/**
 * What a button-started job shows, beside the kit's useJobRunner (which owns the run and the
 * result's object URL): Cancel stops the run and says it was cancelled; Reset stops it, releases
 * the URL and goes back to nothing shown. The tool keeps its own states and messages.
 */
import { useCallback, useState } from 'react';
import { useJobRunner } from '@toolhub/shared';

type Idle = { status: 'idle' };
type Cancelled = { status: 'cancelled' };

export function useJobState<S extends { status: string }>() {
  const [state, setState] = useState<S | Idle | Cancelled>({ status: 'idle' });
  const { start, cancel: stop, reset: forget, holdUrl } = useJobRunner();

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'cancelled' });
  }, [stop]);

  /** Forgets the result (the input it was made from is gone). */
  const reset = useCallback(() => {
    forget();
    setState({ status: 'idle' });
  }, [forget]);

  return { state, setState, start, holdUrl, cancel, reset };
}
