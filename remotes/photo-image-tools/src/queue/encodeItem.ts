import { CancelledError, type CodecRunner } from '../codecs/client';
import { renameFor } from '../codecs/formats';
import type { ItemStatus, QueueItem } from '../codecs/queue';
import type { EncodeSettings } from '../codecs/types';
import { WASM_URLS } from '../codecs/wasm-urls';

/**
 * One picture of a batch through the codec worker, its status kept in step through `update`:
 * working with its progress, then done (named for its new format, marked with the settings' key)
 * or failed with the reason. A cancelled job goes back to the queue and stops the batch.
 */
export async function encodeItem(
  runner: CodecRunner,
  item: QueueItem,
  job: { settings: EncodeSettings; key: string },
  update: (id: number, status: ItemStatus) => void,
): Promise<'done' | 'failed' | 'cancelled'> {
  update(item.id, { state: 'working', fraction: 0 });
  try {
    const result = await runner.run({ file: item.file, settings: job.settings, wasm: WASM_URLS }, (fraction) => update(item.id, { state: 'working', fraction }));
    update(item.id, { state: 'done', result, name: renameFor(item.file.name, job.settings.format), settingsKey: job.key });
    return 'done';
  } catch (error) {
    if (error instanceof CancelledError) {
      update(item.id, { state: 'queued' });
      return 'cancelled';
    }
    update(item.id, { state: 'failed', message: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}
