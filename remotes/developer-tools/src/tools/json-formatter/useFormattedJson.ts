import { useEffect, useMemo, useRef, useState } from 'react';
import { formatJson, SYNC_LIMIT_BYTES, type FormatOptions, type FormatResult } from './logic';
import type { FormatRequest, FormatResponse } from './format.worker';

export interface FormatState {
  /** Null while the input is empty. */
  result: FormatResult | null;
  /** True while a large document is being formatted; `result` is then the previous one. */
  working: boolean;
}

interface Pending {
  id: number;
  text: string;
  options: FormatOptions;
  finish: (result: FormatResult) => void;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./format.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

/**
 * Formats live. Small inputs are formatted during render for instant results; large ones go to a
 * Web Worker after a short pause in typing, and a newer request replaces a running one by
 * restarting the worker. Without a working Worker, large inputs are formatted on the main thread.
 */
export function useFormattedJson(text: string, options: FormatOptions): FormatState {
  const { indent, sortKeys, mode } = options;
  // Characters are a cheap stand-in for bytes here: at worst 3 bytes each, never fewer than 1.
  const large = text.length > SYNC_LIMIT_BYTES;
  const optionsKey = `${indent}|${sortKeys}|${mode}`;

  const syncResult = useMemo(
    () => (large || text.trim() === '' ? null : formatJson(text, { indent, sortKeys, mode })),
    [large, text, indent, sortKeys, mode],
  );

  const [done, setDone] = useState<{ text: string; optionsKey: string; result: FormatResult } | null>(null);
  const worker = useRef<Worker | null>(null);
  const workerFailed = useRef(false);
  const pending = useRef<Pending | null>(null);
  const nextId = useRef(0);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      pending.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!large) return;
    let cancelled = false;
    const request = { text, options: { indent, sortKeys, mode } };
    const finish = (result: FormatResult) => {
      if (!cancelled) setDone({ text, optionsKey, result });
    };
    const formatHere = () => finish(formatJson(request.text, request.options));

    const timer = setTimeout(() => {
      if (pending.current) {
        // The running job is stale; restarting is the only way to stop a busy worker.
        worker.current?.terminate();
        worker.current = null;
        pending.current = null;
      }
      if (!worker.current && !workerFailed.current) {
        worker.current = startWorker();
        if (worker.current) attach(worker.current);
        else workerFailed.current = true;
      }
      if (!worker.current) {
        formatHere();
        return;
      }
      const id = ++nextId.current;
      pending.current = { id, ...request, finish };
      const message: FormatRequest = { id, ...request };
      worker.current.postMessage(message);
    }, 250);

    function attach(w: Worker) {
      w.addEventListener('message', (event: MessageEvent<FormatResponse>) => {
        const job = pending.current;
        if (job && event.data.id === job.id) {
          pending.current = null;
          job.finish(event.data.result);
        }
      });
      const fail = () => {
        workerFailed.current = true;
        w.terminate();
        if (worker.current === w) worker.current = null;
        const job = pending.current;
        pending.current = null;
        if (job) job.finish(formatJson(job.text, job.options));
      };
      w.addEventListener('error', fail);
      w.addEventListener('messageerror', fail);
    }

    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [large, text, optionsKey, indent, sortKeys, mode]);

  if (!large) return { result: syncResult, working: false };
  const current = done !== null && done.text === text && done.optionsKey === optionsKey;
  return { result: done?.result ?? null, working: !current };
}
