/**
 * Building the ZIP with fflate. `ArchiveWriter` streams entries one by one (used in the worker);
 * `zipAll` uses fflate's asynchronous zip for the page when no worker can run.
 */
import { Zip, ZipDeflate, ZipPassThrough, zip, type AsyncZippable } from 'fflate';
import { zipDate } from './logic';

export interface ArchiveEntry {
  name: string;
  data: Uint8Array;
  /** Milliseconds since 1970, the file's own date. */
  modified: number;
  /** Deflate it (BMP, SVG…); photos are stored as they are, which is faster and no bigger. */
  compress: boolean;
}

export class ArchiveWriter {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  private failure: Error | null = null;
  private ended = false;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else {
        this.chunks.push(chunk);
        if (final) this.ended = true;
      }
    });
  }

  add(entry: ArchiveEntry): void {
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    file.mtime = zipDate(entry.modified);
    this.zip.add(file);
    file.push(entry.data, true);
    if (this.failure) throw this.failure;
  }

  /** The finished archive, as the chunks fflate produced. */
  finish(): Uint8Array[] {
    this.zip.end();
    if (this.failure) throw this.failure;
    if (!this.ended) throw new Error('The ZIP did not finish.');
    return this.chunks;
  }
}

/** fflate hands big files to its own workers to deflate; without workers only small ones are. */
export function entryLevel(entry: ArchiveEntry, workersAvailable: boolean): 0 | 6 {
  return entry.compress && (workersAvailable || entry.data.length < 160_000) ? 6 : 0;
}

/** Everything in one go on the page. Returns a way to stop it. */
export function zipAll(
  entries: readonly ArchiveEntry[],
  workersAvailable: boolean,
  done: (error: Error | null, data: Uint8Array | null) => void,
): () => void {
  const files: AsyncZippable = {};
  for (const entry of entries) {
    files[entry.name] = [entry.data, { level: entryLevel(entry, workersAvailable), mtime: zipDate(entry.modified) }];
  }
  return zip(files, (error, data) => done(error, error ? null : data));
}
