import { useCallback, useEffect, useRef, useState } from 'react';
import { runWorkerJob } from '@toolhub/shared';
import { PDF_MESSAGES, precheckPdf } from '../../pdf/problems';
import type { CompressJob, CompressOutcome, CompressReport } from './compress';
import { outputName, verdict, type CompressSettings } from './logic';

const createCompressWorker = () => new Worker(new URL('./compress.worker.ts', import.meta.url));

export interface CompressResult {
  /** The compressed file, only when it is smaller than the original. */
  blob: Blob | null;
  url: string | null;
  name: string;
  /** "38% smaller", or why there is nothing to download. */
  verdict: ReturnType<typeof verdict>;
}

export type CompressState =
  | { status: 'idle' }
  | { status: 'working'; progress: number }
  | { status: 'cancelled' }
  | { status: 'locked'; problem: 'encrypted' | 'wrong-password'; message: string }
  | { status: 'error'; message: string }
  | { status: 'done'; file: File; settings: CompressSettings; password: string; report: CompressReport; result: CompressResult };

const CRASHED = 'The compressor stopped unexpectedly: this file may need more memory than this device can give. Close other tabs and try again.';

/** Compresses in compress.worker.ts (on the page where no worker can start), with progress and Cancel. */
export function useCompress(createWorker: () => Worker = createCompressWorker) {
  const [state, setState] = useState<CompressState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  const releaseUrl = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };

  useEffect(
    () => () => {
      controller.current?.abort();
      releaseUrl();
    },
    [],
  );

  const compress = useCallback(
    async (file: File, settings: CompressSettings, password = '') => {
      controller.current?.abort();
      const run = new AbortController();
      controller.current = run;
      releaseUrl();
      setState({ status: 'working', progress: 0 });
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        if (run.signal.aborted) return;
        const early = precheckPdf(bytes);
        if (early) {
          setState({ status: 'error', message: PDF_MESSAGES[early] });
          return;
        }
        const onProgress = (progress: number) => {
          if (!run.signal.aborted) setState({ status: 'working', progress });
        };
        const job: CompressJob = {
          bytes,
          password: password || undefined,
          settings: { quality: settings.quality, maxDpi: settings.maxDpi, grayscale: settings.grayscale, removeMetadata: settings.removeMetadata },
        };
        let outcome: CompressOutcome;
        const answer = await runWorkerJob<CompressJob, CompressOutcome>(createWorker, job, { onProgress, signal: run.signal, transfer: [bytes.buffer], crashMessage: CRASHED });
        if (run.signal.aborted) return;
        if (answer === null) {
          // No worker could start: the same work on the page, the engine loaded now.
          const [lib, { compressPdf }, { canvasCodec }] = await Promise.all([import('@cantoo/pdf-lib'), import('./compress'), import('./canvas-codec')]);
          const again = bytes.byteLength > 0 ? bytes : new Uint8Array(await file.arrayBuffer());
          outcome = await compressPdf(lib, { ...job, bytes: again }, canvasCodec(), { onProgress, signal: run.signal });
        } else if (answer.ok) {
          outcome = answer.result;
        } else {
          setState(answer.cancelled ? { status: 'cancelled' } : { status: 'error', message: answer.message === CRASHED ? CRASHED : `The PDF could not be compressed: ${answer.message}` });
          return;
        }
        if (run.signal.aborted) return;
        if (!outcome.ok) {
          if (outcome.problem === 'encrypted' || outcome.problem === 'wrong-password') setState({ status: 'locked', problem: outcome.problem, message: outcome.message });
          else setState({ status: 'error', message: outcome.message });
          return;
        }
        const decision = verdict(file.size, outcome.bytes.byteLength);
        let blob: Blob | null = null;
        let url: string | null = null;
        if (decision.smaller) {
          blob = new Blob([outcome.bytes as BlobPart], { type: 'application/pdf' });
          url = URL.createObjectURL(blob);
          objectUrl.current = url;
        }
        setState({ status: 'done', file, settings, password, report: outcome.report, result: { blob, url, name: outputName(file.name), verdict: decision } });
      } catch (error) {
        if (run.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return;
        setState({ status: 'error', message: `The PDF could not be compressed: ${error instanceof Error ? error.message : String(error)}` });
      } finally {
        if (controller.current === run) controller.current = null;
      }
    },
    [createWorker],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'cancelled' });
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    releaseUrl();
    setState({ status: 'idle' });
  }, []);

  return { state, compress, cancel, reset };
}
