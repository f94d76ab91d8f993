/**
 * PDF creation on the page itself (where workers are unavailable, and in tests). pdf-lib and
 * fontkit are big, so they are imported here on first use only.
 */
import { drawPdf, type Engine, type FontBytes, type RenderOptions, type RenderResult } from './draw';
import type { Settings } from './settings';

export { type FontBytes, type RenderOptions, type RenderResult } from './draw';

let engine: Promise<Engine> | null = null;

/** pdf-lib and fontkit, fetched once; a failed fetch is retried on the next call. */
export function loadEngine(): Promise<Engine> {
  if (!engine) {
    engine = Promise.all([import('@cantoo/pdf-lib'), import('@cantoo/fontkit')]);
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

export async function renderPdf(text: string, settings: Settings, fonts: FontBytes, options: RenderOptions = {}): Promise<RenderResult> {
  return drawPdf(await loadEngine(), text, settings, fonts, options);
}
