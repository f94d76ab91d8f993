import { useCallback, useEffect, useMemo, useState } from 'react';
import { emptyRemoved, type Removed } from './removed';
import type { sanitizeHtml } from './sanitize';

/** DOMPurify's half of the converter (sanitize.ts), handed in once it has loaded. */
export type Sanitize = typeof sanitizeHtml;

/** Up to this much HTML is sanitised while rendering (about 30 ms); more is spread over frames. */
export const SYNC_SANITIZE_CHARS = 150_000;
/** Each slice of sanitising work stops after this long, so the page keeps answering. */
const SLICE_MS = 12;

export interface Sanitized {
  /** The pieces, each sanitised; joined they are the document. */
  parts: string[];
  removed: Removed;
}

export interface SanitizeTask {
  /** The latest result; while `working`, the previous one. */
  result: Sanitized | null;
  working: boolean;
  progress: number | null;
  cancelled: boolean;
  error: string | null;
  cancel: () => void;
}

function sanitizeAll(sanitize: Sanitize, chunks: readonly string[], newTab: boolean): Sanitized {
  const removed = emptyRemoved();
  return { parts: chunks.map((chunk) => sanitize(chunk, { newTab }, removed).html), removed };
}

interface Done {
  chunks: readonly string[];
  newTab: boolean;
  result: Sanitized | null;
  error: string | null;
}

/**
 * DOMPurify needs the page's DOM, so it cannot run in the worker: a small document is sanitised
 * while rendering, a big one piece by piece in slices of SLICE_MS with progress and Cancel.
 */
export function useSanitized(pieces: readonly string[] | null, newTab: boolean, sanitize: Sanitize | null): SanitizeTask {
  // Nothing is shown before the sanitiser has loaded.
  const chunks = sanitize === null ? null : pieces;
  const total = useMemo(() => chunks?.reduce((sum, chunk) => sum + chunk.length, 0) ?? 0, [chunks]);
  const small = chunks !== null && total <= SYNC_SANITIZE_CHARS;
  const sync = useMemo(() => {
    if (!small || chunks === null || sanitize === null) return null;
    try {
      return { result: sanitizeAll(sanitize, chunks, newTab), error: null };
    } catch (error) {
      return { result: null, error: error instanceof Error ? error.message : String(error) };
    }
  }, [small, chunks, newTab, sanitize]);
  const [done, setDone] = useState<Done | null>(null);
  const [progress, setProgress] = useState<{ chunks: readonly string[]; fraction: number } | null>(null);
  const [cancelledFor, setCancelledFor] = useState<{ chunks: readonly string[]; newTab: boolean } | null>(null);
  const cancelled = chunks !== null && cancelledFor !== null && cancelledFor.chunks === chunks && cancelledFor.newTab === newTab;

  useEffect(() => {
    if (chunks === null || sanitize === null || small || cancelled) return;
    let live = true;
    const removed = emptyRemoved();
    const parts: string[] = [];
    let index = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      if (!live) return;
      try {
        const until = performance.now() + SLICE_MS;
        while (index < chunks.length && (index === 0 || performance.now() < until)) {
          parts.push(sanitize(chunks[index]!, { newTab }, removed).html);
          index += 1;
        }
      } catch (error) {
        setDone({ chunks, newTab, result: null, error: error instanceof Error ? error.message : String(error) });
        return;
      }
      if (index < chunks.length) {
        setProgress({ chunks, fraction: index / chunks.length });
        timer = setTimeout(step, 0);
      } else {
        setDone({ chunks, newTab, result: { parts, removed }, error: null });
      }
    };
    timer = setTimeout(step, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [chunks, newTab, sanitize, small, cancelled]);

  const cancel = useCallback(() => {
    if (chunks !== null) setCancelledFor({ chunks, newTab });
  }, [chunks, newTab]);

  // Nothing big on the way: forget the last big result, and the memory it holds.
  if ((chunks === null || small) && (done !== null || progress !== null)) {
    setDone(null);
    setProgress(null);
  }

  if (chunks === null) return { result: null, working: false, progress: null, cancelled: false, error: null, cancel };
  if (sync) return { result: sync.result, working: false, progress: null, cancelled: false, error: sync.error, cancel };
  const current = done !== null && done.chunks === chunks && done.newTab === newTab;
  return {
    result: cancelled ? null : (done?.result ?? null),
    working: !current && !cancelled,
    progress: !current && progress?.chunks === chunks ? progress.fraction : null,
    cancelled,
    error: current ? done.error : null,
    cancel,
  };
}
