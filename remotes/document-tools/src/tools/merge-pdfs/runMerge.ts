/**
 * Starts a merge from the page: the files' bytes are read and handed (not copied) to
 * merge.worker.ts; where no worker can start, pdf-lib loads here and merges on the page.
 */
import type { JobOptions } from '../../pdf-ui/jobs';
import { readFileBytes } from '../../pdf-ui/readFile';
import { runPdfJob } from '../../pdf-ui/usePdfJob';
import type { MergeInput, MergeResult } from './job';

const createMergeWorker = () => new Worker(new URL('./merge.worker.ts', import.meta.url));

export interface MergeFile {
  name: string;
  file: Blob;
  password?: string;
  pages: number[] | null;
}

export function runMerge(files: readonly MergeFile[], title: string, options: JobOptions): Promise<MergeResult> {
  return runPdfJob<MergeInput, MergeResult>(
    createMergeWorker,
    async () => {
      const sources = await Promise.all(
        files.map(async ({ name, file, password, pages }) => ({ name, bytes: await readFileBytes(name, file), password, pages })),
      );
      return { input: { sources, title }, transfer: sources.map((source) => source.bytes.buffer as ArrayBuffer) };
    },
    async (input, jobOptions) => {
      const [lib, { mergePdfs }] = await Promise.all([import('@cantoo/pdf-lib'), import('./job')]);
      return mergePdfs(lib, input, jobOptions);
    },
    { ...options, crashMessage: 'The merge stopped unexpectedly, perhaps for lack of memory. Try fewer or smaller files.' },
  );
}
