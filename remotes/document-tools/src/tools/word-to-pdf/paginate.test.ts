import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flowDocument } from './layout';
import { CELL_PADDING_Y, type FlowItem, type RowItem } from './layout-types';
import { ctx, lineText, plain } from './layout.testutil';
import type { Block } from './model';
import { paginate, splitRow } from './paginate';

describe('paginate', () => {
  const line = (text = 'x', height = 10, keepWithNext = false): FlowItem => ({
    kind: 'line',
    x: 0,
    width: 10,
    height,
    baseline: 8,
    fragments: [{ text, style: plain, x: 0, width: 10 }],
    ...(keepWithNext ? { keepWithNext } : {}),
  });
  const space = (height = 5): FlowItem => ({ kind: 'space', height });
  const texts = (pages: ReturnType<typeof paginate>) =>
    pages.map((page) => page.map(({ item }) => (item.kind === 'line' ? lineText(item) : item.kind === 'row' ? `row:${item.height}` : item.kind)));

  it.each<[string, FlowItem[], number, string[][]]>([
    ['always makes one page', [], 100, [[]]],
    ['fills a page, then starts the next', [line('a'), line('b'), line('c')], 25, [['a', 'b'], ['c']]],
    ['drops a space at the top of a page', [line('a'), line('b'), space(), line('c')], 20, [['a', 'b'], ['c']]],
    ['keeps a space between lines on a page', [line('a'), space(), line('b')], 100, [['a', 'space', 'b']]],
    ['starts a new page at a page break', [line('a'), { kind: 'break', height: 0 }, line('b')], 100, [['a'], ['b']]],
    ['makes no empty page for a break at the top', [{ kind: 'break', height: 0 }, line('a')], 100, [['a']]],
    ['takes a heading to the next page with its first line', [line('a'), line('H', 10, true), line('b')], 25, [['a'], ['H', 'b']]],
    ['gives an item taller than a page a page of its own', [line('a'), line('tall', 300), line('b')], 100, [['a'], ['tall'], ['b']]],
  ])('%s', (_name, items, height, expected) => {
    expect(texts(paginate(items, height))).toEqual(expected);
  });

  it('never places a line beyond the bottom of a page or cuts it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 40 }).map((h) => line('x', h, h % 3 === 0)), fc.integer({ min: 1, max: 10 }).map((h) => space(h))), { maxLength: 120 }),
        fc.integer({ min: 40, max: 400 }),
        (items, height) => {
          const pages = paginate(items, height);
          const placedLines = pages.flat().filter(({ item }) => item.kind === 'line');
          expect(placedLines).toHaveLength(items.filter((item) => item.kind === 'line').length);
          for (const page of pages) for (const { item, y } of page) if (item.kind === 'line') expect(y + item.height).toBeLessThanOrEqual(height + 1e-6);
        },
      ),
    );
  });

  const row = (cellLines: number[], table = { headerRows: [] as RowItem[] }, header = false): RowItem => {
    const cells = cellLines.map((n, i) => ({ x: i * 100, width: 100, header, items: Array.from({ length: n }, () => line('r')) }));
    return { kind: 'row', x: 0, width: 100 * cellLines.length, height: Math.max(...cellLines) * 10 + 2 * CELL_PADDING_Y, cells, header, table };
  };

  it('splits a tall table row between lines, each cell continuing on the next page', () => {
    const tall = row([30, 5]);
    const parts = splitRow(tall, 106);
    expect(parts).not.toBeNull();
    const [head, tail] = parts!;
    expect(head.cells.map((c) => c.items.length)).toEqual([10, 5]);
    expect(tail.cells.map((c) => c.items.length)).toEqual([20, 0]);
    expect(head.height).toBe(100 + 2 * CELL_PADDING_Y);
    expect(splitRow(tall, 2 * CELL_PADDING_Y + 5)).toBeNull();
  });

  it('starts a tall row on the next page rather than leave a sliver of it at the foot', () => {
    const tall = row([40]);
    const pages = paginate([line('a', 180), tall], 200);
    expect(pages[0]!.map(({ item }) => item.kind)).toEqual(['line']);
    expect(pages[1]![0]!.item).toMatchObject({ kind: 'row' });
    // With room for a fair part of it, the row is split there.
    const split = paginate([line('a', 100), tall], 200);
    expect(split[0]!.map(({ item }) => item.kind)).toEqual(['line', 'row']);
  });

  it('repeats a table’s heading rows on the pages it continues on', () => {
    const table = { headerRows: [] as RowItem[] };
    const head = row([1], table, true);
    table.headerRows = [head];
    const body = Array.from({ length: 6 }, () => row([2], table));
    const pages = paginate([head, ...body], 70);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page[0]!.item).toBe(head);
    expect(pages.flat().filter(({ item }) => body.includes(item as RowItem))).toHaveLength(6);
  });

  it('keeps a paragraph’s first and last lines company (widows and orphans)', () => {
    const paragraph: Block = { type: 'paragraph', runs: [{ text: Array.from({ length: 8 }, (_, i) => `word${i}`).join(' ') }] };
    const flow = flowDocument([paragraph], 30, ctx);
    const lines = flow.filter((item) => item.kind === 'line');
    expect(lines.length).toBe(8);
    // A page with room for 7 lines would leave the last one alone: two go over instead.
    const pages = paginate(flow, 7 * 12);
    expect(pages.map((page) => page.filter(({ item }) => item.kind === 'line').length)).toEqual([6, 2]);
  });
});
