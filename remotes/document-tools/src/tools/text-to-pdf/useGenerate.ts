import { useCallback, useEffect, useRef, useState } from 'react';
import { saveFile } from './download';
import { loadFonts } from './fonts';
import type { Settings } from './settings';
import { pdfFileName } from './text';

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
 * Runs PDF generation off the render path: the engine and font load on first use, drawing
 * yields between pages, and a newer run or a cancel stops an older one.
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
      const [{ renderPdf }, fonts] = await Promise.all([
        import('./render').then(async (module) => {
          await module.loadEngine();
          return module;
        }),
        loadFonts(settings.font, settings.title !== ''),
      ]);
      loaded = true;
      if (run.signal.aborted) return;
      setState({ status: 'working', phase: 'drawing', progress: 0 });
      const result = await renderPdf(text, settings, fonts, {
        signal: run.signal,
        onProgress: (progress) => {
          if (!run.signal.aborted) setState({ status: 'working', phase: 'drawing', progress });
        },
      });
      if (run.signal.aborted) return;
      releaseUrl();
      const url = URL.createObjectURL(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }));
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
      saveFile(url, fileName);
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
