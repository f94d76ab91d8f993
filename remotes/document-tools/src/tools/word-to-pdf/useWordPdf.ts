import { useCallback, useEffect, useRef, useState } from 'react';
import { runWorkerJob } from '@toolhub/shared';
import type { Settings } from '../text-to-pdf/settings';
import type { WordDocument } from './convert';
import type { WordPdfJob, WordPdfResult } from './draw';
import { loadWordFonts } from './fonts';
import { fontsUsed } from './layout';

const createPdfWorker = () => new Worker(new URL('./word-pdf.worker.ts', import.meta.url));

export type PdfState =
  | { status: 'idle' }
  | { status: 'working'; phase: 'loading' | 'drawing'; progress: number }
  | {
      status: 'done';
      blob: Blob;
      url: string;
      fileName: string;
      pageCount: number;
      size: number;
      missing: string[];
      missingCount: number;
      imagesNotShown: number;
      /** Which document and settings this PDF was made from. */
      key: string;
    }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export interface PdfRequest {
  doc: WordDocument;
  settings: Settings;
  title: string;
  fileName: string;
  key: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
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
 * with progress; a newer run or Cancel stops an older one. Where no worker can start, the engine
 * loads here and drawing yields between pages instead.
 */
export function useWordPdf() {
  const [state, setState] = useState<PdfState>({ status: 'idle' });
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

  const generate = useCallback(async (request: PdfRequest) => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    setState({ status: 'working', phase: 'loading', progress: 0 });
    let loaded = false;
    try {
      const fonts = await loadWordFonts(fontsUsed(request.doc.blocks));
      if (run.signal.aborted) return;
      loaded = true;
      setState({ status: 'working', phase: 'drawing', progress: 0 });
      const onProgress = (progress: number) => {
        if (!run.signal.aborted) setState({ status: 'working', phase: 'drawing', progress });
      };
      const { job, transfer } = workerJob(request, fonts);
      const outcome = await runWorkerJob<WordPdfJob, WordPdfResult>(createPdfWorker, job, {
        onProgress,
        signal: run.signal,
        transfer,
        crashMessage: 'the PDF worker stopped unexpectedly (the document may be too large for this device).',
      });
      if (run.signal.aborted) return;
      let result: WordPdfResult;
      if (outcome === null) {
        loaded = false;
        const [{ loadEngine }, { drawWordPdf }] = await Promise.all([import('../text-to-pdf/render'), import('./draw')]);
        const engine = await loadEngine();
        loaded = true;
        if (run.signal.aborted) return;
        // A worker that failed to start may have taken the buffers already: fresh copies.
        const fresh = workerJob(request, await loadWordFonts(fontsUsed(request.doc.blocks))).job;
        result = await drawWordPdf(engine, fresh, { signal: run.signal, onProgress });
      } else if (outcome.ok) result = outcome.result;
      else throw new Error(outcome.message);
      if (run.signal.aborted) return;
      releaseUrl();
      const blob = new Blob([result.bytes as BlobPart], { type: 'application/pdf' });
      const url = URL.createObjectURL(blob);
      objectUrl.current = url;
      setState({
        status: 'done',
        blob,
        url,
        fileName: request.fileName,
        pageCount: result.pageCount,
        size: result.bytes.byteLength,
        missing: result.missing,
        missingCount: result.missingCount,
        imagesNotShown: result.imagesNotShown,
        key: request.key,
      });
    } catch (error) {
      if (run.signal.aborted || isAbort(error)) return;
      setState({
        status: 'error',
        message: loaded
          ? `The PDF could not be created: ${error instanceof Error ? error.message : String(error)}`
          : 'The PDF engine or font could not be loaded. Check your connection and try again.',
      });
    } finally {
      if (controller.current === run) controller.current = null;
    }
  }, []);

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

  return { state, generate, cancel, reset };
}
