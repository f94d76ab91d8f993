/**
 * The split itself, run in split.worker.ts (or on the page where no worker can start): the
 * source is opened once and each part's pages are copied into a new PDF, which keeps their size,
 * rotation, text and images. Several parts are packed in a ZIP.
 */
import { zipSync } from 'fflate';
import { appendPages, createOutput, openSource, pause, throwIfCancelled, type JobOptions, type PdfLib } from '../../pdf-ui/jobs';
import { titleFor } from '../../pdf-ui/names';
import type { SplitPart } from './logic';

export interface SplitInput {
  name: string;
  bytes: Uint8Array;
  password?: string;
  parts: SplitPart[];
  /** The ZIP's name; used when there is more than one part. */
  archiveName: string | null;
}

export interface SplitResult {
  bytes: Uint8Array;
  fileName: string;
  kind: 'pdf' | 'zip';
  files: { name: string; pageCount: number; size: number }[];
}

/** Packing takes little time next to writing the PDFs. */
const ZIP_SHARE = 0.05;

export async function splitPdf(lib: PdfLib, input: SplitInput, { onProgress, signal }: JobOptions = {}): Promise<SplitResult> {
  if (input.parts.length === 0) throw new Error('There is nothing to split out.');
  onProgress?.(0);
  const source = await openSource(lib, input.name, input.bytes, input.password);
  const totalPages = input.parts.reduce((sum, part) => sum + part.pages.length, 0) || 1;
  const files: { name: string; bytes: Uint8Array }[] = [];
  let done = 0;
  for (const part of input.parts) {
    await pause(signal);
    const output = await createOutput(lib, titleFor(part.name));
    await appendPages(output, source, part.pages, input.name);
    files.push({ name: part.name, bytes: await output.save() });
    done += part.pages.length;
    onProgress?.((done / totalPages) * (1 - ZIP_SHARE));
  }
  throwIfCancelled(signal);
  const summary = files.map((file, index) => ({ name: file.name, pageCount: input.parts[index]?.pages.length ?? 0, size: file.bytes.byteLength }));
  const [first] = files;
  if (first && (files.length === 1 || !input.archiveName)) {
    onProgress?.(1);
    return { bytes: first.bytes, fileName: first.name, kind: 'pdf', files: summary };
  }
  // PDF streams are mostly compressed already: the fastest level still shrinks the rest.
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.name, file.bytes])), { level: 1 });
  onProgress?.(1);
  return { bytes: zip, fileName: input.archiveName ?? 'split.zip', kind: 'zip', files: summary };
}
