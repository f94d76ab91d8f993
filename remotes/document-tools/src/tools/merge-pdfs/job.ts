/**
 * The merge itself, run in merge.worker.ts (or on the page where no worker can start): each
 * source's chosen pages are copied, in order, into one new PDF. Copying keeps every page's size,
 * rotation, text and images; the result carries the chosen file name as its title.
 */
import { appendPages, createOutput, openSource, pause, throwIfCancelled, type JobOptions, type PdfLib } from '../../pdf-ui/jobs';

export interface MergeSource {
  name: string;
  bytes: Uint8Array;
  /** Only for an encrypted file; the result is saved without encryption. */
  password?: string;
  /** Pages to take, counted from 1, in order; null takes them all. */
  pages: number[] | null;
}

export interface MergeInput {
  sources: MergeSource[];
  /** The result's Title. */
  title: string;
}

export interface MergeResult {
  bytes: Uint8Array;
  pageCount: number;
}

/** Loading and copying take most of the time; saving the rest. */
const SAVE_SHARE = 0.15;

export async function mergePdfs(lib: PdfLib, input: MergeInput, { onProgress, signal }: JobOptions = {}): Promise<MergeResult> {
  if (input.sources.length === 0) throw new Error('There are no PDFs to merge.');
  const output = await createOutput(lib, input.title);
  const weights = input.sources.map((source) => source.bytes.byteLength + 1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  let done = 0;
  onProgress?.(0);
  for (const [index, source] of input.sources.entries()) {
    throwIfCancelled(signal);
    const doc = await openSource(lib, source.name, source.bytes, source.password);
    await pause(signal);
    await appendPages(output, doc, source.pages, source.name);
    done += weights[index] ?? 0;
    onProgress?.((done / totalWeight) * (1 - SAVE_SHARE));
    await pause(signal);
  }
  const bytes = await output.save();
  throwIfCancelled(signal);
  onProgress?.(1);
  return { bytes, pageCount: output.getPageCount() };
}
