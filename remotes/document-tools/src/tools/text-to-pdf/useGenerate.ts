import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadBlob } from '@toolhub/shared';
import type { RenderResult } from './draw';
import { loadFonts } from './fonts';
import { runInWorker } from './pdfJob';
import type { Settings } from './settings';
import { pdfFileName } from './text';

const createPdfWorker = () => new Worker(new URL('./pdf.worker.ts', import.meta.url));

export type GenerateState =
  | { status: 'idle' }
  | { status: 'working'; phase: 'loading' | 'drawing'; progress: number }
  | {
      status: 'done';
      url: string;
      fileName: string;
      pageCount: number;
      size: number;
      missing: string[];
      missingCount: number;
      /** Identifies the text and settings this PDF was made from, to tell when it is out of date. */
      source: { text: string; settings: Settings };
    }
  | { status: 'error'; message: string };

/**
 * Runs PDF generation off the page: the font loads on first use, and the PDF is drawn in a
 * worker (pdf.worker.ts) with progress; a newer run or a cancel stops an older one. Where no
 * worker can start, the engine loads here and drawing yields between pages instead.
 */
export function useGenerate() {
  const [state, setState] = useState<GenerateState>({ status: 'idle' });
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

  const generate = useCallback(async (text: string, settings: Settings) => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    setState({ status: 'working', phase: 'loading', progress: 0 });
    let loaded = false;
    try {
      const fonts = await loadFonts(settings.font, settings.title !== '');
      if (run.signal.aborted) return;
      setState({ status: 'working', phase: 'drawing', progress: 0 });
      const onProgress = (progress: number) => {
        if (!run.signal.aborted) setState({ status: 'working', phase: 'drawing', progress });
      };
      let result: RenderResult;
      const outcome = await runInWorker(createPdfWorker, { text, settings, fonts }, onProgress, run.signal);
      loaded = true;
      if (run.signal.aborted) return;
      if (outcome === null) {
        loaded = false;
        const { renderPdf, loadEngine } = await import('./render');
        await loadEngine();
        loaded = true;
        if (run.signal.aborted) return;
        result = await renderPdf(text, settings, fonts, { signal: run.signal, onProgress });
      } else if (outcome.ok) result = outcome.result;
      else throw new Error(outcome.message);
      if (run.signal.aborted) return;
      releaseUrl();
      const blob = new Blob([result.bytes as BlobPart], { type: 'application/pdf' });
      // This URL backs the Download and Open links for as long as the result is shown.
      const url = URL.createObjectURL(blob);
      objectUrl.current = url;
      const fileName = pdfFileName(settings.title);
      setState({
        status: 'done',
        url,
        fileName,
        pageCount: result.pageCount,
        size: result.bytes.byteLength,
        missing: result.missing,
        missingCount: result.missingCount,
        source: { text, settings },
      });
      downloadBlob(blob, fileName);
    } catch (error) {
      if (run.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return;
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
    setState({ status: 'idle' });
  }, []);

  return { state, generate, cancel };
}
