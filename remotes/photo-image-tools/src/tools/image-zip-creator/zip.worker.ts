/**
 * Writes the ZIP off the page, one entry at a time, so adding 200 photos never freezes it.
 * Self-contained on purpose (static imports only, no dynamic import()): it may be started
 * cross-origin, where loading further chunks would fail.
 */
import { ArchiveWriter, type ArchiveEntry } from './archive';

export type ZipRequest = { type: 'ping' } | { type: 'add'; entry: ArchiveEntry } | { type: 'finish' };
export type ZipResponse = { type: 'pong' } | { type: 'added' } | { type: 'done'; blob: Blob } | { type: 'error'; message: string };

let writer = new ArchiveWriter();

const reply = (message: ZipResponse) => postMessage(message);

addEventListener('message', (event: MessageEvent<ZipRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'ping') reply({ type: 'pong' });
    else if (request.type === 'add') {
      writer.add(request.entry);
      reply({ type: 'added' });
    } else {
      const chunks = writer.finish();
      writer = new ArchiveWriter();
      reply({ type: 'done', blob: new Blob(chunks as BlobPart[], { type: 'application/zip' }) });
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
