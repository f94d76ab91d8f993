/** Reconstructed documents as outlines, one line per block, for the reconstruct tests. */
import type { Block, ConvertOptions, DocModel, PageText, Run } from './model';
import { DEFAULT_OPTIONS } from './model';
import { LOREM } from './pages.testutil';
import { reconstruct } from './reconstruct';

export const text = (runs: readonly Run[]) => runs.map((run) => run.text).join('');

/** A block as one line of text: "H1 Title", "P words", "• item" (indented by level), "1. item". */
export function describeBlock(block: Block, model: DocModel): string {
  if (block.kind === 'heading') return `H${block.level} ${text(block.runs)}`;
  if (block.kind === 'paragraph') return `P ${block.lines.map(text).join(' / ')}`;
  const list = model.lists.find((entry) => entry.id === block.list)!;
  const level = list.levels[block.level]!;
  const mark = level.format === 'bullet' ? '•' : `${level.format}:${block.marker}`;
  return `${'  '.repeat(block.level)}${mark} ${text(block.runs)}`;
}

export function outline(pages: PageText[], options: Partial<ConvertOptions> = {}): string[] {
  const model = reconstruct(pages, { ...DEFAULT_OPTIONS, ...options });
  return model.blocks.map((block) => describeBlock(block, model));
}

export const lorem = (n: number) => `${LOREM} ${'and more words to fill the line '.repeat(n)}`.trim();
