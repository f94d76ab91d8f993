/** A finished batch as the Results card's rows: each resized file named by the pattern (no two alike), or why it failed. */
import { createNameRegistry } from '../image-zip-creator/logic';
import type { QueuedImage } from './ImageList';
import { outputName } from './output';
import { formatSize } from './plan';
import type { ResizeOutcome } from './resize';
import type { ResultRow } from './Results';

export function resultRows(outcome: ResizeOutcome, items: readonly QueuedImage[], pattern: string): ResultRow[] {
  const registry = createNameRegistry();
  return outcome.items.map((result, index) => {
    const item = items.find((entry) => entry.id === result.id);
    const original = item?.file.name ?? 'image';
    const originalBytes = item?.file.size ?? 0;
    if (!result.ok) return { id: result.id, original, originalBytes, done: null, error: result.error };
    const name = registry.take(outputName(pattern, original, result, index, result.format));
    return {
      id: result.id,
      original,
      originalBytes,
      done: { name, blob: result.blob, width: result.width, height: result.height, originalSize: formatSize(result.original), note: result.note },
      error: null,
    };
  });
}
