import { useCallback } from 'react';
import { runWorkerJob } from '@toolhub/shared';
import { PDF_MESSAGES, precheckPdf } from '../../pdf/problems';
import { useJobState } from '../../pdf-ui/useJobState';
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

/**
 * Compresses in compress.worker.ts (on the page where no worker can start), with progress and
 * Cancel; the kit's useJobRunner owns the run and the compressed file's object URL.
 */
export function useCompress(createWorker: () => Worker = createCompressWorker) {
  const { state, setState, start, holdUrl, cancel, reset } = useJobState<CompressState>();

  const compress = useCallback(
    async (file: File, settings: CompressSettings, password = '') => {
      await start(
        /** The outcome to show, or null where the state already says why there is none. */
        async ({ signal, onProgress, throwIfAborted }): Promise<CompressOutcome | null> => {
          setState({ status: 'working', progress: 0 });
          const bytes = new Uint8Array(await file.arrayBuffer());
          throwIfAborted();
          const early = precheckPdf(bytes);
          if (early) {
            setState({ status: 'error', message: PDF_MESSAGES[early] });
            return null;
          }
          const job: CompressJob = {
            bytes,
            password: password || undefined,
            settings: { quality: settings.quality, maxDpi: settings.maxDpi, grayscale: settings.grayscale, removeMetadata: settings.removeMetadata },
          };
          const answer = await runWorkerJob<CompressJob, CompressOutcome>(createWorker, job, { onProgress, signal, transfer: [bytes.buffer], crashMessage: CRASHED });
          throwIfAborted();
          if (answer === null) {
            // No worker could start: the same work on the page, the engine loaded now.
            const [lib, { compressPdf }, { canvasCodec }] = await Promise.all([import('@cantoo/pdf-lib'), import('./compress'), import('./canvas-codec')]);
            const again = bytes.byteLength > 0 ? bytes : new Uint8Array(await file.arrayBuffer());
            return compressPdf(lib, { ...job, bytes: again }, canvasCodec(), { onProgress, signal });
          }
          if (answer.ok) return answer.result;
          setState(answer.cancelled ? { status: 'cancelled' } : { status: 'error', message: answer.message === CRASHED ? CRASHED : `The PDF could not be compressed: ${answer.message}` });
          return null;
        },
        {
          onProgress: (progress) => setState({ status: 'working', progress }),
          onDone: (outcome) => {
            if (!outcome) return;
            if (!outcome.ok) {
              if (outcome.problem === 'encrypted' || outcome.problem === 'wrong-password') setState({ status: 'locked', problem: outcome.problem, message: outcome.message });
              else setState({ status: 'error', message: outcome.message });
              return;
            }
            const decision = verdict(file.size, outcome.bytes.byteLength);
            const blob = decision.smaller ? new Blob([outcome.bytes as BlobPart], { type: 'application/pdf' }) : null;
            const url = blob ? holdUrl(blob) : null;
            setState({ status: 'done', file, settings, password, report: outcome.report, result: { blob, url, name: outputName(file.name), verdict: decision } });
          },
          onError: (error) => setState({ status: 'error', message: `The PDF could not be compressed: ${error instanceof Error ? error.message : String(error)}` }),
        },
      );
    },
    [createWorker, start, holdUrl, setState],
  );

  return { state, compress, cancel, reset };
}
