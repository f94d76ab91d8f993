/** The finished files as one ZIP, written by the ZIP Image Creator's worker (one code path for both). */
import { openZipSink } from '../tools/image-zip-creator/zipper';
import { uniqueNames } from './queue';

export async function zipResults(files: readonly { name: string; blob: Blob; modified: number }[]): Promise<Blob> {
  const sink = await openZipSink();
  const names = uniqueNames(files.map((file) => file.name));
  try {
    for (const [i, file] of files.entries()) {
      // Photos are compressed already: stored, not deflated, which is faster and no bigger.
      await sink.add({ name: names[i] ?? file.name, data: new Uint8Array(await file.blob.arrayBuffer()), modified: file.modified, compress: file.blob.type === 'image/bmp' });
    }
    return await sink.finish();
  } catch (error) {
    sink.cancel();
    throw error;
  }
}
