import { useCallback } from 'react';
import { runWorkerJob } from '@toolhub/shared';
import type { Creating } from '../../pdf-ui/CreatingProgress';
import { useJobState } from '../../pdf-ui/useJobState';
import { createdPdf, creationError, type CreatedPdf } from '../text-to-pdf/pdfJob';
import type { Settings } from '../text-to-pdf/settings';
import type { WordDocument } from './convert';
import type { WordPdfJob, WordPdfResult } from './draw';
import { loadWordFonts } from './fonts';
import { fontsUsed } from './fonts-used';

const createPdfWorker = () => new Worker(new URL('./word-pdf.worker.ts', import.meta.url));

export type PdfState =
  | { status: 'idle' }
  | Creating
  | ({
      status: 'done';
      imagesNotShown: number;
      /** Which document and settings this PDF was made from. */
      key: string;
    } & CreatedPdf)
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export interface PdfRequest {
  doc: WordDocument;
  settings: Settings;
  title: string;
  fileName: string;
  key: string;
}

/** The job as handed to the worker: copies of the big buffers, transferred rather than cloned. */
function workerJob(request: PdfRequest, fonts: WordPdfJob['fonts']): { job: WordPdfJob; transfer: Transferable[] } {
  const images = request.doc.images.map((image) => (image ? { ...image, bytes: image.bytes.slice() } : null));
  const transfer: Transferable[] = [];
  for (const image of images) if (image) transfer.push(image.bytes.buffer as ArrayBuffer);
  for (const bytes of Object.values(fonts)) if (bytes) transfer.push((bytes instanceof Uint8Array ? bytes.buffer : bytes) as ArrayBuffer);
  return { job: { blocks: request.doc.blocks, images, fonts, settings: request.settings, title: request.title }, transfer };
}

/**
 * Makes the PDF off the page: fonts load on first use, the drawing runs in word-pdf.worker.ts
 * with progress. Where no worker can start, the engine loads here and drawing yields between
 * pages instead. The kit's useJobRunner owns the run (a newer run or Cancel stops an older one)
 * and the result's object URL.
 */
export function useWordPdf() {
  const { state, setState, start, holdUrl, cancel, reset } = useJobState<PdfState>();

  const generate = useCallback(
    async (request: PdfRequest) => {
      let loaded = false;
      await start(
        async ({ signal, onProgress, throwIfAborted }): Promise<WordPdfResult> => {
          setState({ status: 'working', phase: 'loading', progress: 0 });
          const fonts = await loadWordFonts(fontsUsed(request.doc.blocks));
          throwIfAborted();
          loaded = true;
          setState({ status: 'working', phase: 'drawing', progress: 0 });
          const { job, transfer } = workerJob(request, fonts);
          const outcome = await runWorkerJob<WordPdfJob, WordPdfResult>(createPdfWorker, job, {
            onProgress,
            signal,
            transfer,
            crashMessage: 'the PDF worker stopped unexpectedly (the document may be too large for this device).',
          });
          throwIfAborted();
          if (outcome === null) {
            loaded = false;
            const [{ loadEngine }, { drawWordPdf }] = await Promise.all([import('../text-to-pdf/render'), import('./draw')]);
            const engine = await loadEngine();
            loaded = true;
            throwIfAborted();
            // A worker that failed to start may have taken the buffers already: fresh copies.
            const fresh = workerJob(request, await loadWordFonts(fontsUsed(request.doc.blocks))).job;
            return drawWordPdf(engine, fresh, { signal, onProgress });
          }
          if (outcome.ok) return outcome.result;
          throw new Error(outcome.message);
        },
        {
          onProgress: (progress) => setState({ status: 'working', phase: 'drawing', progress }),
          onDone: (result) =>
            setState({ status: 'done', ...createdPdf(result, request.fileName, holdUrl), imagesNotShown: result.imagesNotShown, key: request.key }),
          onError: (error) => setState({ status: 'error', message: creationError(error, loaded) }),
        },
      );
    },
    [start, holdUrl, setState],
  );

  return { state, generate, cancel, reset };
}
