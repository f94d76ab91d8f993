/**
 * Reads the chosen PDF's text on the page with pdf.js (its parsing happens in pdf.js's own
 * worker), page by page with progress; Cancel stops the loop and releases the document.
 * Encrypted files wait for their password, which is never stored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPdfjs, openPdf } from '../../pdf/pdfjs';
import { PDF_MESSAGES, precheckPdf } from '../../pdf/problems';
import { textCoverage, type TextCoverage } from './coverage';
import { ExtractCancelled, extractPages, pdfTitle } from './extract';
import type { PageText } from './model';

/** pdf.js holds the whole file in memory; past this a phone or laptop may run out. */
export const MAX_PDF_BYTES = 300 * 1024 * 1024;

export type ReadState =
  | { status: 'idle' }
  | { status: 'reading'; page: number; total: number }
  | { status: 'password'; wrong: boolean }
  | { status: 'error'; message: string }
  | { status: 'cancelled' }
  | { status: 'done'; pages: PageText[]; title: string; coverage: TextCoverage };

type Keyed = ReadState & { file: Blob | null };

export function useReadPdf(file: Blob | null) {
  const [state, setState] = useState<Keyed>({ status: 'idle', file: null });
  const running = useRef<AbortController | null>(null);

  const read = useCallback(async (target: Blob, password: string | undefined, controller: AbortController) => {
    running.current?.abort();
    running.current = controller;
    const { signal } = controller;
    const set = (next: ReadState) => {
      if (!signal.aborted || next.status === 'cancelled') setState({ ...next, file: target });
    };
    try {
      if (target.size > MAX_PDF_BYTES) {
        set({ status: 'error', message: `This PDF is larger than ${MAX_PDF_BYTES / 1024 / 1024} MB, too large to convert in the browser. Split it into smaller parts first.` });
        return;
      }
      const bytes = new Uint8Array(await target.arrayBuffer());
      const problem = precheckPdf(bytes);
      if (problem) {
        set({ status: 'error', message: PDF_MESSAGES[problem] });
        return;
      }
      set({ status: 'reading', page: 0, total: 0 });
      const [pdfjs, opened] = await Promise.all([loadPdfjs(), openPdf(bytes, { password })]);
      if (!opened.ok) {
        if (opened.problem === 'encrypted' || opened.problem === 'wrong-password') set({ status: 'password', wrong: opened.problem === 'wrong-password' || password !== undefined });
        else set({ status: 'error', message: opened.message });
        return;
      }
      const pdf = opened.pdf;
      // Cancel stops the loop and lets the document go at once, even mid-page.
      const release = () => void pdf.loadingTask.destroy();
      signal.addEventListener('abort', release);
      try {
        if (signal.aborted) throw new ExtractCancelled();
        const pages = await extractPages(pdf, { ops: pdfjs.OPS, signal, onPage: (page, total) => set({ status: 'reading', page, total }) });
        const title = await pdfTitle(pdf);
        set({ status: 'done', pages, title, coverage: textCoverage(pages) });
      } finally {
        signal.removeEventListener('abort', release);
        release();
      }
    } catch (error) {
      if (error instanceof ExtractCancelled || signal.aborted) {
        setState({ status: 'cancelled', file: target });
        return;
      }
      set({ status: 'error', message: PDF_MESSAGES.failed });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  // A newly chosen (or restored) file is read at once.
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    // Started after the commit, as a task of its own: the effect itself changes no state.
    const timer = setTimeout(() => void read(file, undefined, controller), 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, read]);

  const cancel = useCallback(() => running.current?.abort(), []);
  const retry = useCallback(
    (password?: string) => {
      if (file) void read(file, password, new AbortController());
    },
    [file, read],
  );

  const current: ReadState = state.file === file && file ? state : file ? { status: 'reading', page: 0, total: 0 } : { status: 'idle' };
  return { state: current, cancel, retry };
}
