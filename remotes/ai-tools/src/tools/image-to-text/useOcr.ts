import { useCallback, useEffect, useRef, useState } from 'react';
import { OcrError, startOcrEngine, type OcrEngine, type ProgressListener } from './engine';
import { drawForOcr, ImageReadError, type Picture } from './image';
import { overallPercent, type OcrStep } from './logic';

/** What was read from an image; plain data, so it can be kept as a draft. */
export interface OcrResult {
  text: string;
  confidence: number;
  seconds: number;
  fileName: string;
}

export type OcrJob =
  | { status: 'idle' }
  | { status: 'running'; step: OcrStep; percent: number }
  | { status: 'done'; result: OcrResult }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Runs OCR jobs on one engine that is started on first use, kept warm for the next image and
 * terminated when the tool is left. A newer job replaces a running one.
 */
export function useOcr() {
  const [job, setJob] = useState<OcrJob>({ status: 'idle' });
  const engine = useRef<Promise<OcrEngine> | null>(null);
  const engineReady = useRef(false);
  const starting = useRef<AbortController | null>(null);
  const recognising = useRef(false);
  const runId = useRef(0);
  const progressTo = useRef<ProgressListener>(() => {});

  /** Stops whatever runs: the start is aborted, the worker terminated. */
  const stop = useCallback(() => {
    runId.current += 1;
    recognising.current = false;
    starting.current?.abort();
    starting.current = null;
    const current = engine.current;
    engine.current = null;
    engineReady.current = false;
    current?.then((started) => started.terminate()).catch(() => {});
  }, []);

  useEffect(() => stop, [stop]);

  const run = useCallback(
    async (picture: Picture, psm: string) => {
      // The worker takes one job at a time: a new image must not wait behind the old one.
      if (recognising.current) stop();
      runId.current += 1;
      const id = runId.current;
      const warm = engineReady.current;
      const report: ProgressListener = (step, fraction) => {
        if (runId.current !== id) return;
        const percent = overallPercent(step, fraction, warm);
        setJob((previous) =>
          previous.status === 'running' && previous.step === step && previous.percent === percent ? previous : { status: 'running', step, percent },
        );
      };
      progressTo.current = report;
      report(warm ? 'recognize' : 'download', 0);

      try {
        const canvas = drawForOcr(picture);
        if (!engine.current) {
          const controller = new AbortController();
          starting.current = controller;
          const started = startOcrEngine(controller.signal, (step, fraction) => progressTo.current(step, fraction));
          engine.current = started;
          started.then(
            () => {
              if (engine.current === started) engineReady.current = true;
            },
            () => {
              if (engine.current === started) engine.current = null;
            },
          );
        }
        const ready = await engine.current;
        if (runId.current !== id) return;
        starting.current = null;
        recognising.current = true;
        const began = performance.now();
        const outcome = await ready.recognize(canvas, psm, report);
        if (runId.current !== id) return;
        recognising.current = false;
        setJob({
          status: 'done',
          result: {
            text: outcome.text,
            confidence: outcome.confidence,
            seconds: (performance.now() - began) / 1000,
            fileName: picture.file.name,
          },
        });
      } catch (error) {
        if (runId.current !== id || isAbort(error)) return;
        recognising.current = false;
        const message =
          error instanceof OcrError || error instanceof ImageReadError
            ? error.message
            : 'Something went wrong while reading the image. Please try again.';
        setJob({ status: 'failed', message });
      }
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setJob({ status: 'cancelled' });
  }, [stop]);

  /** Back to no job (the engine stays warm unless a job is running). */
  const reset = useCallback(() => {
    if (recognising.current || starting.current) stop();
    setJob({ status: 'idle' });
  }, [stop]);

  return { job, run, cancel, reset };
}
