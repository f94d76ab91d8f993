/**
 * One conversion: the pages' text to the document structure, then to a .docx. The same function
 * runs in docx.worker.ts and, where no worker can start, on the page.
 */
import { writeDocx, type DocxLib } from './docxWriter';
import type { Block, ConvertOptions, DocStats, PageText, Run } from './model';
import { reconstruct } from './reconstruct';

export interface ConvertJob {
  pages: PageText[];
  options: ConvertOptions;
  /** The Word document's title (the PDF's own title, else its file name). */
  title: string;
  fileName: string;
}

export interface ConvertResult {
  blob: Blob;
  stats: DocStats;
  /** The first blocks, for the preview (long text cut). */
  preview: Block[];
  /** Blocks not in the preview. */
  more: number;
}

export const PREVIEW_BLOCKS = 60;
export const PREVIEW_CHARS = 400;

function cutRuns(runs: readonly Run[], room: { left: number }): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (room.left <= 0) break;
    const text = run.text.length > room.left ? `${run.text.slice(0, room.left)}…` : run.text;
    room.left -= run.text.length;
    out.push({ ...run, text });
  }
  return out;
}

/** The first `count` blocks with each one's text cut to PREVIEW_CHARS. */
export function previewOf(blocks: readonly Block[], count = PREVIEW_BLOCKS): Block[] {
  return blocks.slice(0, count).map((block) => {
    const room = { left: PREVIEW_CHARS };
    if (block.kind === 'paragraph') return { ...block, lines: block.lines.map((line) => cutRuns(line, room)).filter((line) => line.length > 0) };
    return { ...block, runs: cutRuns(block.runs, room) };
  });
}

export async function convert(lib: DocxLib, job: ConvertJob, progress: (fraction: number) => void = () => {}): Promise<ConvertResult> {
  const model = reconstruct(job.pages, job.options);
  progress(0.3);
  const blob = await writeDocx(lib, model, { title: job.title, pageBreaks: job.options.pageBreaks, source: job.fileName }, (fraction) => progress(0.3 + 0.7 * fraction));
  return { blob, stats: model.stats, preview: previewOf(model.blocks), more: Math.max(0, model.blocks.length - PREVIEW_BLOCKS) };
}
