import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hashSource, type AlgorithmId, type Digest, type HashLib } from './logic';

export type FileHashState =
  | { status: 'idle' }
  | { status: 'hashing'; done: number; total: number }
  | { status: 'done'; digests: Digest[]; total: number; elapsedMs: number }
  | { status: 'cancelled'; done: number; total: number }
  | { status: 'error'; message: string };

/** One hashing run: a new object for each file, algorithm list, key or restart. */
interface Run {
  lib: HashLib;
  file: File;
  ids: AlgorithmId[];
  key: Uint8Array | null;
}

const IDLE: FileHashState = { status: 'idle' };

/**
 * Hashes the chosen file, again whenever the algorithms or the key change. A newer run or a
 * cancel aborts the one in flight between chunks; a short pause lets a key be typed first. The
 * state shown is that of the current run, so nothing has to be reset when the run changes.
 */
export function useFileHash(lib: HashLib | null, file: File | null, ids: AlgorithmId[], key: Uint8Array | null) {
  const [restarts, setRestarts] = useState(0);
  const idsKey = ids.join(',');
  const run = useMemo<Run | null>(() => {
    const chosen = idsKey.split(',').filter(Boolean) as AlgorithmId[];
    return lib && file && chosen.length > 0 && restarts >= 0 ? { lib, file, ids: chosen, key } : null;
  }, [lib, file, idsKey, key, restarts]);
  const [reported, setReported] = useState<{ run: Run; state: FileHashState } | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!run) return;
    const { file } = run;
    const controller = new AbortController();
    current.current = controller;
    let stale = false;
    let done = 0;
    const report = (state: FileHashState) => {
      if (!stale) setReported({ run, state });
    };
    const timer = setTimeout(() => {
      const started = performance.now();
      hashSource(run.lib, file, run.ids, run.key, {
        signal: controller.signal,
        onProgress: (bytes) => {
          done = bytes;
          report({ status: 'hashing', done: bytes, total: file.size });
        },
      }).then(
        (digests) => report({ status: 'done', digests, total: file.size, elapsedMs: performance.now() - started }),
        (error: unknown) => {
          if (controller.signal.aborted) report({ status: 'cancelled', done, total: file.size });
          else report({ status: 'error', message: `${file.name} could not be read (${error instanceof Error ? error.message : 'unknown error'}). Try choosing it again.` });
        },
      );
    }, 250);
    return () => {
      stale = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [run]);

  const state: FileHashState = !run
    ? IDLE
    : reported?.run === run
      ? reported.state
      : { status: 'hashing', done: 0, total: run.file.size };
  const cancel = useCallback(() => current.current?.abort(), []);
  const restart = useCallback(() => setRestarts((n) => n + 1), []);
  return { state, cancel, restart };
}
