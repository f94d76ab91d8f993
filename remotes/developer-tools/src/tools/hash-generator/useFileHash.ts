import { useCallback, useEffect, useRef, useState } from 'react';
import { hashSource, type AlgorithmId, type Digest, type HashLib } from './logic';

export type FileHashState =
  | { status: 'idle' }
  | { status: 'hashing'; done: number; total: number }
  | { status: 'done'; digests: Digest[]; total: number; elapsedMs: number }
  | { status: 'cancelled'; done: number; total: number }
  | { status: 'error'; message: string };

/**
 * Hashes the chosen file, again whenever the algorithms or the key change. A newer run or a
 * cancel aborts the one in flight between chunks; a short pause lets a key be typed first.
 */
export function useFileHash(lib: HashLib | null, file: File | null, ids: AlgorithmId[], key: Uint8Array | null) {
  const [state, setState] = useState<FileHashState>({ status: 'idle' });
  const [run, setRun] = useState(0);
  const current = useRef<AbortController | null>(null);
  const idsKey = ids.join(',');

  useEffect(() => {
    const chosen = idsKey.split(',').filter(Boolean) as AlgorithmId[];
    if (!lib || !file || chosen.length === 0) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    let stale = false;
    let done = 0;
    setState({ status: 'hashing', done: 0, total: file.size });
    const timer = setTimeout(() => {
      const started = performance.now();
      hashSource(lib, file, chosen, key, {
        signal: controller.signal,
        onProgress: (bytes) => {
          done = bytes;
          if (!stale) setState({ status: 'hashing', done: bytes, total: file.size });
        },
      }).then(
        (digests) => {
          if (!stale) setState({ status: 'done', digests, total: file.size, elapsedMs: performance.now() - started });
        },
        (error: unknown) => {
          if (stale) return;
          if (controller.signal.aborted) setState({ status: 'cancelled', done, total: file.size });
          else setState({ status: 'error', message: `${file.name} could not be read (${error instanceof Error ? error.message : 'unknown error'}). Try choosing it again.` });
        },
      );
    }, 250);
    return () => {
      stale = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [lib, file, idsKey, key, run]);

  const cancel = useCallback(() => current.current?.abort(), []);
  const restart = useCallback(() => setRun((n) => n + 1), []);
  return { state, cancel, restart };
}
