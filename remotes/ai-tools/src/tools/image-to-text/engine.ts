/**
 * The OCR engine: tesseract.js in a web worker, with its worker script, WebAssembly core and
 * English data all served by this remote (no CDN). The core and the language data are
 * downloaded here, on the page, so the visitor sees real download progress, and reach the
 * worker as same-origin blob URLs, which also sidesteps the remote being on another origin than
 * the page.
 */
import { stepForStatus, type OcrStep } from './logic';

export type ProgressListener = (step: OcrStep, fraction: number) => void;

export interface OcrOutcome {
  text: string;
  confidence: number;
}

export interface OcrEngine {
  recognize(image: HTMLCanvasElement, psm: string, onProgress: ProgressListener): Promise<OcrOutcome>;
  terminate(): void;
}

export class OcrError extends Error {
  override name = 'OcrError';
}

const WORKER_URL = new URL('tesseract.js/dist/worker.min.js', import.meta.url);
const CORE_SIMD_URL = new URL('tesseract.js-core/tesseract-core-simd-lstm.wasm.js', import.meta.url);
const CORE_PLAIN_URL = new URL('tesseract.js-core/tesseract-core-lstm.wasm.js', import.meta.url);
const ENGLISH_URL = new URL('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz', import.meta.url);

/**
 * Where tesseract.js is told the language data lives. It fetches `<dir>/eng.traineddata.gz`,
 * a name our hashed asset does not have, so the worker's fetch maps this address to the data
 * already downloaded here. `.invalid` never resolves, so nothing can leak to the network.
 */
const LANGUAGE_DIRECTORY = 'https://tessdata.toolhub.invalid';

/**
 * The worker's entry script: answers the language data request from memory, then runs
 * tesseract.js's own worker script (imported from this remote's origin, which allows it).
 */
export function workerBootstrap(workerScriptUrl: string, files: Record<string, string>): string {
  return [
    `"use strict";`,
    `const files = ${JSON.stringify(files)};`,
    `const networkFetch = self.fetch.bind(self);`,
    `self.fetch = (input, init) => networkFetch(Object.prototype.hasOwnProperty.call(files, String(input)) ? files[String(input)] : input, init);`,
    `importScripts(${JSON.stringify(workerScriptUrl)});`,
  ].join('\n');
}

/** Starting the worker after the download; a stuck start is reported rather than waited on forever. */
const START_TIMEOUT_MS = 60_000;

/** A tiny module using a 128-bit SIMD instruction; browsers without SIMD refuse to validate it. */
const SIMD_PROBE = new Uint8Array([
  // header; type () -> v128; one function of that type; body: i32.const 0, i8x16.splat, end
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, 0x03, 0x02, 0x01, 0x00, 0x0a, 0x08, 0x01,
  0x06, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0x0b,
]);

export function supportsSimd(): boolean {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

interface Assets {
  core: Blob;
  english: Uint8Array;
}

/** Kept for the visit: a restart after Cancel, or a second visit to the tool, downloads nothing. */
let assets: Promise<Assets> | null = null;

async function download(url: URL, signal: AbortSignal, onFraction: (fraction: number) => void): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new OcrError('The OCR engine could not be downloaded. Check your connection and try again.');
  }
  if (!response.ok) throw new OcrError(`The OCR engine could not be downloaded (HTTP ${response.status}). Please try again.`);
  const declared = Number(response.headers.get('content-length')) || 0;
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onFraction(1);
    return whole;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    // A compressed transfer declares fewer bytes than arrive, so the bar holds short of full.
    onFraction(declared > 0 ? Math.min(0.98, received / Math.max(declared, received * 1.02)) : 0);
  }
  onFraction(1);
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function loadAssets(signal: AbortSignal, onProgress: ProgressListener): Promise<Assets> {
  if (assets) {
    onProgress('download', 1);
    return assets;
  }
  const parts = { core: 0, english: 0 };
  // By size: the core is about 3.9 MB, the English data about 2.9 MB.
  const report = () => onProgress('download', parts.core * 0.57 + parts.english * 0.43);
  const coreUrl = supportsSimd() ? CORE_SIMD_URL : CORE_PLAIN_URL;
  const pending = Promise.all([
    download(coreUrl, signal, (fraction) => {
      parts.core = fraction;
      report();
    }),
    download(ENGLISH_URL, signal, (fraction) => {
      parts.english = fraction;
      report();
    }),
  ]).then(([core, english]) => ({ core: new Blob([core as BlobPart], { type: 'text/javascript' }), english }));
  assets = pending;
  pending.catch(() => {
    if (assets === pending) assets = null;
  });
  return pending;
}

function abortError(): DOMException {
  return new DOMException('The OCR engine start was cancelled.', 'AbortError');
}

function describe(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  return 'unknown error';
}

/**
 * Downloads what is missing, starts a worker and loads English into it. `signal` cancels the
 * start (the half-started worker is terminated).
 */
export async function startOcrEngine(signal: AbortSignal, onProgress: ProgressListener): Promise<OcrEngine> {
  onProgress('download', 0);
  const [{ core, english }, module] = await Promise.all([
    loadAssets(signal, onProgress),
    import('tesseract.js').catch(() => {
      throw new OcrError('The OCR engine could not be loaded. Check your connection and reload the page.');
    }),
  ]);
  if (signal.aborted) throw abortError();
  const tesseract = module.default ?? module;

  let listener: ProgressListener = onProgress;
  const blobUrls = {
    // tesseract.js uses a core path as given when it ends in "js"; the fragment does not change the blob.
    core: `${URL.createObjectURL(core)}#tesseract-core.wasm.js`,
    english: URL.createObjectURL(new Blob([english as BlobPart], { type: 'application/gzip' })),
    worker: '',
  };
  blobUrls.worker = URL.createObjectURL(
    new Blob([workerBootstrap(WORKER_URL.href, { [`${LANGUAGE_DIRECTORY}/eng.traineddata.gz`]: blobUrls.english })], {
      type: 'text/javascript',
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  onProgress('start', 0);
  const starting = tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
    workerPath: blobUrls.worker,
    workerBlobURL: false,
    corePath: blobUrls.core,
    langPath: LANGUAGE_DIRECTORY,
    gzip: true,
    // The data is already in memory here; a second copy in IndexedDB would only cost space.
    cacheMethod: 'none',
    logger: (message) => {
      const step = stepForStatus(message.status);
      if (step) listener(step, message.progress);
    },
    errorHandler: () => {},
  });
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrError('The OCR engine did not start. Reload the page and try again.')), START_TIMEOUT_MS);
  });
  const cancelled = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abortError()), { once: true }));
  let worker: Awaited<typeof starting>;
  try {
    worker = await Promise.race([starting, timeout, cancelled]);
  } catch (error) {
    // Whatever ended the wait, a worker that starts later must not live on.
    starting.then((late) => late.terminate()).catch(() => {});
    if (error instanceof OcrError || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new OcrError(`The OCR engine could not start (${describe(error)}). Reload the page and try again.`);
  } finally {
    clearTimeout(timer);
    for (const url of Object.values(blobUrls)) URL.revokeObjectURL(url.replace(/#.*$/, ''));
  }

  let currentPsm = '';
  return {
    async recognize(image, psm, onRecognizeProgress) {
      listener = onRecognizeProgress;
      try {
        if (psm !== currentPsm) {
          // Without a DPI, tesseract guesses one and logs its guess as an error on every image.
          await worker.setParameters({ tessedit_pageseg_mode: psm as never, preserve_interword_spaces: '1', user_defined_dpi: '300' });
          currentPsm = psm;
        }
        onRecognizeProgress('recognize', 0);
        const { data } = await worker.recognize(image);
        onRecognizeProgress('recognize', 1);
        return { text: data.text ?? '', confidence: Number(data.confidence) || 0 };
      } catch (error) {
        throw new OcrError(`The text could not be recognised (${describe(error)}). Try another image.`);
      }
    },
    terminate() {
      void worker.terminate().catch(() => {});
    },
  };
}
