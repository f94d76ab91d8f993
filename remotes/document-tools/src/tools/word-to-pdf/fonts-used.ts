/** What the drawing needs to know before it starts: the font styles a document uses. */
import type { Block } from './model';
import type { FontKey } from './layout-types';
import { fontKey } from './wrap';

/** Which font styles a document uses, so only those fonts are loaded. */
export function fontsUsed(blocks: readonly Block[]): Set<FontKey> {
  const used = new Set<FontKey>(['regular']);
  const visit = (list: readonly Block[], bold: boolean, italic: boolean) => {
    for (const block of list) {
      if (block.type === 'heading' || block.type === 'paragraph') {
        const b = bold || block.type === 'heading';
        const i = italic || (block.type === 'heading' && block.level === 6) || (block.type === 'paragraph' && block.variant !== undefined);
        for (const run of block.runs) if (run.text.trim() !== '') used.add(fontKey(b || Boolean(run.bold), i || Boolean(run.italic)));
      } else if (block.type === 'list') block.items.forEach((item) => visit(item, bold, italic));
      else if (block.type === 'table') block.rows.forEach((row) => row.cells.forEach((cell) => visit(cell.blocks, bold || cell.header, italic)));
    }
  };
  visit(blocks, false, false);
  return used;
}
