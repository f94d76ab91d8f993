import { useCallback, useState } from 'react';
import { downloadBlob, useJobRunner } from '@toolhub/shared';
import type { Creating } from '../../pdf-ui/CreatingProgress';
import type { RenderResult } from './draw';
import { loadFonts } from './fonts';
import { createdPdf, creationError, runInWorker, type CreatedPdf } from './pdfJob';
import type { Settings } from './settings';
import { pdfFileName } from './text';

const createPdfWorker = () => new Worker(new URL('./pdf.worker.ts', import.meta.url));

export type GenerateState =
  | { status: 'idle' }
  | Creating
  | ({
      status: 'done';
      /** Identifies the text and settings this PDF was made from, to tell when it is out of date. */
      source: { text: string; settings: Settings };
    } & CreatedPdf)
  | { status: 'error'; message: string };

/**
 * Runs PDF generation off the page: the font loads on first use, and the PDF is drawn in a
 * worker (pdf.worker.ts) with progress. Where no worker can start, the engine loads here and
 * drawing yields between pages instead. The kit's useJobRunner owns the run (a newer run or a
 * cancel stops an older one) and the result's object URL.
 */
export function useGenerate() {
  const [state, setState] = useState<GenerateState>({ status: 'idle' });
  const { start, cancel: stop, holdUrl } = useJobRunner();

  const generate = useCallback(
    async (text: string, settings: Settings) => {
      let loaded = false;
      await start(
        async ({ signal, onProgress, throwIfAborted }): Promise<RenderResult> => {
          setState({ status: 'working', phase: 'loading', progress: 0 });
          const fonts = await loadFonts(settings.font, settings.title !== '');
          throwIfAborted();
          setState({ status: 'working', phase: 'drawing', progress: 0 });
          const outcome = await runInWorker(createPdfWorker, { text, settings, fonts }, onProgress, signal);
          loaded = true;
          throwIfAborted();
          if (outcome === null) {
            loaded = false;
            const { renderPdf, loadEngine } = await import('./render');
            await loadEngine();
            loaded = true;
            throwIfAborted();
            return renderPdf(text, settings, fonts, { signal, onProgress });
          }
          if (outcome.ok) return outcome.result;
          throw new Error(outcome.message);
        },
        {
          onProgress: (progress) => setState({ status: 'working', phase: 'drawing', progress }),
          onDone: (result) => {
            const pdf = createdPdf(result, pdfFileName(settings.title), holdUrl);
            setState({ status: 'done', ...pdf, source: { text, settings } });
            downloadBlob(pdf.blob, pdf.fileName);
          },
          onError: (error) => setState({ status: 'error', message: creationError(error, loaded) }),
        },
      );
    },
    [start, holdUrl],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, generate, cancel };
}
