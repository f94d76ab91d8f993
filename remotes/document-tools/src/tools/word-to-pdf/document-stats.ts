/** Counts of what a read document holds (headings, paragraphs, lists, tables, images, words). */

import type { Block, Run } from './model';

export interface DocumentStats {
  headings: number;
  paragraphs: number;
  lists: number;
  tables: number;
  images: number;
  words: number;
}

/** What the document holds, for the summary shown once it has been read. */
export function documentStats(blocks: readonly Block[]): DocumentStats {
  const stats: DocumentStats = { headings: 0, paragraphs: 0, lists: 0, tables: 0, images: 0, words: 0 };
  const countWords = (runs: readonly Run[]) => {
    stats.words += runs
      .map((run) => run.text)
      .join('')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  };
  const visit = (list: readonly Block[], inList = false) => {
    for (const block of list) {
      switch (block.type) {
        case 'heading':
          stats.headings++;
          countWords(block.runs);
          break;
        case 'paragraph':
          stats.paragraphs++;
          countWords(block.runs);
          break;
        case 'list':
          // A list nested in another is part of it.
          if (!inList) stats.lists++;
          block.items.forEach((item) => visit(item, true));
          break;
        case 'table':
          stats.tables++;
          block.rows.forEach((row) => row.cells.forEach((cell) => visit(cell.blocks, inList)));
          break;
        case 'image':
          stats.images++;
          break;
        default:
          break;
      }
    }
  };
  visit(blocks);
  return stats;
}
