/**
 * Renders the full-size export off the page so a 20-megapixel photo never freezes it.
 * Self-contained on purpose (static imports only): it may be started cross-origin.
 */
import type { Adjustments } from './edits';
import type { Plan } from './geometry';
import { encodeCanvas, renderPlan, supportsCanvasFilter } from './render';

export interface ExportRequest {
  file: Blob;
  plan: Plan;
  adjustments: Adjustments;
  width: number;
  height: number;
  mime: string;
  quality: number;
}

export type ExportResponse = { blob: Blob } | { unsupported: true } | { error: string };

addEventListener('message', (event: MessageEvent<ExportRequest>) => {
  void run(event.data).then((response) => postMessage(response));
});

async function run(request: ExportRequest): Promise<ExportResponse> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap !== 'function') return { unsupported: true };
  try {
    const bitmap = await createImageBitmap(request.file);
    const canvas = new OffscreenCanvas(request.width, request.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) {
      bitmap.close();
      return { unsupported: true };
    }
    const region = { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    renderPlan(ctx, { image: bitmap, region, scale: 1 }, request.plan, request.adjustments, {
      useCanvasFilter: supportsCanvasFilter(ctx),
      background: request.mime === 'image/jpeg' ? '#ffffff' : undefined,
    });
    bitmap.close();
    return { blob: await encodeCanvas(canvas, request.mime, request.quality) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
