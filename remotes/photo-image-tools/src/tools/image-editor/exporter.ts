/**
 * Makes the full-size file: in a worker with OffscreenCanvas where the browser has both, else on
 * the page (the result is the same, the page just pauses while it renders).
 */
import type { ExportRequest, ExportResponse } from './export.worker';
import { encodeCanvas, renderPlan, supportsCanvasFilter } from './render';

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new Worker(new URL('./export.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

function inWorker(request: ExportRequest, signal: AbortSignal): Promise<ExportResponse> {
  const worker = startWorker();
  if (!worker) return Promise.resolve({ unsupported: true });
  return new Promise((resolve) => {
    const finish = (response: ExportResponse) => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
      resolve(response);
    };
    const onAbort = () => finish({ error: 'cancelled' });
    signal.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<ExportResponse>) => finish(event.data));
    // A worker that fails to start (blocked, or a script error) hands the job back to the page.
    worker.addEventListener('error', () => finish({ unsupported: true }));
    worker.addEventListener('messageerror', () => finish({ unsupported: true }));
    worker.postMessage(request);
  });
}

export interface ExportJob extends ExportRequest {
  /** The decoded original the page already holds. */
  full: ImageBitmap;
  workerCanDecode: boolean;
}

async function onPage(request: ExportJob): Promise<Blob> {
  const bitmap = request.full;
  const canvas = document.createElement('canvas');
  canvas.width = request.width;
  canvas.height = request.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    throw new Error('This browser could not make a canvas that big.');
  }
  try {
    const region = { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    renderPlan(ctx, { image: bitmap, region, scale: 1 }, request.plan, request.adjustments, {
      useCanvasFilter: supportsCanvasFilter(ctx),
      background: request.mime === 'image/jpeg' ? '#ffffff' : undefined,
    });
    return await encodeCanvas(canvas, request.mime, request.quality);
  } finally {
    // Frees the pixel memory now rather than at garbage collection.
    canvas.width = 0;
    canvas.height = 0;
  }
}

export async function exportImage(job: ExportJob, signal: AbortSignal): Promise<Blob> {
  const { full: _full, workerCanDecode, ...request } = job;
  const response: ExportResponse = workerCanDecode ? await inWorker(request, signal) : { unsupported: true };
  if (signal.aborted) throw new DOMException('Export cancelled', 'AbortError');
  if ('blob' in response) return response.blob;
  // Whatever stopped the worker (no OffscreenCanvas, a decode it cannot do), the page may manage.
  return onPage(job);
}
