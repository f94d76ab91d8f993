/**
 * The PDF's bookmarks: one per heading, nested by heading level, each opening its page at the
 * heading, as Word's "Save as PDF" does. pdf-lib has no outline API, so the dictionaries are
 * written directly (PDF 1.7, 12.3.3).
 */
import type { PDFDocument, PDFPage, PDFRef } from '@cantoo/pdf-lib';

export interface OutlineEntry {
  title: string;
  /** 0 for the title, 1–6 for headings. */
  level: number;
  page: PDFPage;
  /** Top of the heading on its page, in PDF points from the bottom. */
  top: number;
}

export interface OutlineNode<T> {
  entry: T;
  children: OutlineNode<T>[];
}

/** Nests entries by level: each goes under the nearest earlier entry of a smaller level. */
export function outlineTree<T extends { level: number }>(entries: readonly T[]): OutlineNode<T>[] {
  const roots: OutlineNode<T>[] = [];
  const stack: OutlineNode<T>[] = [];
  for (const entry of entries) {
    const node: OutlineNode<T> = { entry, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.entry.level >= entry.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function countAll<T>(nodes: readonly OutlineNode<T>[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countAll(node.children), 0);
}

type Lib = Pick<typeof import('@cantoo/pdf-lib'), 'PDFName' | 'PDFHexString' | 'PDFNull' | 'PDFNumber'>;

/** Adds the bookmarks. Nothing for a document without headings. */
export function addOutline(lib: Lib, pdf: PDFDocument, entries: readonly OutlineEntry[]): void {
  const titled = entries.filter((entry) => entry.title.trim() !== '');
  if (titled.length === 0) return;
  const { PDFName, PDFHexString, PDFNull, PDFNumber } = lib;
  const { context } = pdf;
  const rootRef = context.nextRef();

  const write = (nodes: readonly OutlineNode<OutlineEntry>[], parent: PDFRef): { first: PDFRef; last: PDFRef } => {
    const refs = nodes.map(() => context.nextRef());
    nodes.forEach((node, i) => {
      const dict = context.obj({});
      dict.set(PDFName.of('Title'), PDFHexString.fromText(node.entry.title.trim().replace(/\s+/g, ' ')));
      dict.set(PDFName.of('Parent'), parent);
      dict.set(PDFName.of('Dest'), context.obj([node.entry.page.ref, PDFName.of('XYZ'), PDFNull, PDFNumber.of(node.entry.top), PDFNull]));
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]!);
      if (i < nodes.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]!);
      if (node.children.length > 0) {
        const { first, last } = write(node.children, refs[i]!);
        dict.set(PDFName.of('First'), first);
        dict.set(PDFName.of('Last'), last);
        // Positive: shown open, with this many entries visible below it.
        dict.set(PDFName.of('Count'), PDFNumber.of(countAll(node.children)));
      }
      context.assign(refs[i]!, dict);
    });
    return { first: refs[0]!, last: refs[refs.length - 1]! };
  };

  const tree = outlineTree(titled);
  const { first, last } = write(tree, rootRef);
  context.assign(rootRef, context.obj({ Type: 'Outlines', First: first, Last: last, Count: countAll(tree) }));
  pdf.catalog.set(PDFName.of('Outlines'), rootRef);
}
