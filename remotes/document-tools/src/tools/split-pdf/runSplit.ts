/**
 * Starts a split from the page: the PDF's bytes are handed (not copied) to split.worker.ts; where
 * no worker can start, pdf-lib loads here and splits on the page.
 */
import type { JobOptions } from '../../pdf-ui/jobs';
import { readFileBytes } from '../../pdf-ui/readFile';
import { runPdfJob } from '../../pdf-ui/usePdfJob';
import type { SplitInput, SplitResult } from './job';
import type { SplitPart } from './logic';

const createSplitWorker = () => new Worker(new URL('./split.worker.ts', import.meta.url));

export interface SplitRequest {
  name: string;
  file: Blob;
  password?: string;
  parts: SplitPart[];
  archiveName: string | null;
}

export function runSplit({ name, file, password, parts, archiveName }: SplitRequest, options: JobOptions): Promise<SplitResult> {
  return runPdfJob<SplitInput, SplitResult>(
    createSplitWorker,
    async () => {
      const bytes = await readFileBytes(name, file);
      return { input: { name, bytes, password, parts, archiveName }, transfer: [bytes.buffer as ArrayBuffer] };
    },
    async (input, jobOptions) => {
      const [lib, { splitPdf }] = await Promise.all([import('@cantoo/pdf-lib'), import('./job')]);
      return splitPdf(lib, input, jobOptions);
    },
    { ...options, crashMessage: 'The split stopped unexpectedly, perhaps for lack of memory. Try fewer parts at a time.' },
  );
}
