import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildLine, dropOverprints, groupLines, rotatedLines, tidyRuns, type Line } from './lines';
import type { Run, TextItem } from './model';
import { item } from './pages.testutil';

/** Items placed one after another on a baseline, each `gap` ems after the previous one. */
function row(parts: [string, number][], size = 10, y = 100): TextItem[] {
  let x = 50;
  return parts.map(([str, gap]) => {
    x += gap * size;
    const entry = item(str, x, y, size);
    x += entry.width;
    return entry;
  });
}

describe('buildLine: spaces from gaps', () => {
  it.each([
    ['touching items are one word', [['exam', 0], ['ple', 0]], 'example'],
    ['kerning is not a space', [['Wa', 0], ['ter', 0.1]], 'Water'],
    ['a word gap is a space', [['Hello', 0], ['world', 0.3]], 'Hello world'],
    ['an item ending with a space adds none', [['Hello ', 0], ['world', 0.3]], 'Hello world'],
    ['an item starting with a space adds none', [['Hello', 0], [' world', 0.3]], 'Hello world'],
    ['a wide gap is a tab', [['Name', 0], ['Value', 5]], 'Name\tValue'],
    ['spaces collapse', [['a  b', 0], ['   c', 0]], 'a b c'],
    ['ends are trimmed', [['  padded  ', 0]], 'padded'],
    ['three columns', [['A', 0], ['B', 4], ['C', 4]], 'A\tB\tC'],
  ] as [string, [string, number][], string][])('%s', (_name, parts, expected) => {
    expect(buildLine(row(parts)).text).toBe(expected);
  });

  it('orders items left to right whatever their order', () => {
    const items = row([
      ['one', 0],
      ['two', 0.3],
      ['three', 0.3],
    ]);
    expect(buildLine([items[2]!, items[0]!, items[1]!]).text).toBe('one two three');
  });

  it('keeps bold and italic as runs, merging neighbours in the same style', () => {
    const items = [item('Note:', 50, 100, 10, { bold: true }), item('read', 80, 100, 10), item('this', 103, 100, 10), item('now', 126, 100, 10, { italic: true })];
    expect(buildLine(items).runs).toEqual<Run[]>([
      { text: 'Note: ', bold: true },
      { text: 'read this ', bold: false },
      { text: 'now', bold: false, italic: true },
    ]);
  });

  it.each([
    ['all bold', [true, true], true],
    ['partly bold', [true, false], false],
  ] as [string, boolean[], boolean][])('is bold only when every character is: %s', (_name, bolds, expected) => {
    const line = buildLine(bolds.map((bold, index) => item(`word${index}`, 50 + index * 40, 100, 10, { bold })));
    expect(line.bold).toBe(expected);
  });

  it('measures the line: ends, baseline of its main text, main size, first gap', () => {
    const line = buildLine([item('•', 50, 100, 10), item('Item text here', 70, 100, 10), item('2', 140, 96, 6)]);
    expect(line).toMatchObject<Partial<Line>>({ x: 50, right: 143, y: 100, fontSize: 10 });
    expect(line.firstGap).toBeCloseTo(1.5);
  });

  it('an empty line is empty', () => {
    expect(buildLine([])).toMatchObject({ text: '', runs: [], x: 0, right: 0, fontSize: 0 });
  });
});

describe('groupLines', () => {
  it.each([
    ['one baseline, one line', [item('a', 10, 100), item('b', 30, 100)], ['a b']],
    ['two baselines a line apart', [item('second', 10, 113), item('first', 10, 100)], ['first', 'second']],
    ['a superscript rides along', [item('E = mc', 10, 100), item('2', 43, 96, 6)], ['E = mc2']],
    ['a subscript rides along', [item('H', 10, 100), item('2', 15.5, 102, 6), item('O', 19, 100)], ['H2O']],
    ['tight leading still separates lines', [item('one', 10, 100), item('two', 10, 110)], ['one', 'two']],
    ['blank items are ignored', [item('   ', 10, 100), item('text', 10, 120)], ['text']],
    ['rotated items are not in lines', [{ ...item('side', 10, 100), rotated: true }, item('text', 10, 120)], ['text']],
    ['a big heading and small text below', [item('Title', 10, 100, 24), item('small', 10, 112, 8)], ['Title', 'small']],
  ] as [string, TextItem[], string[]][])('%s', (_name, items, expected) => {
    expect(groupLines(items).map((line) => line.text)).toEqual(expected);
  });

  it('drops text drawn twice over itself (fake bold)', () => {
    expect(dropOverprints([item('Bold', 10, 100), item('Bold', 10.3, 100.2), item('Bold', 200, 100)]).map((entry) => entry.x)).toEqual([10, 200]);
  });

  it('gives rotated items back as their own lines', () => {
    expect(rotatedLines([{ ...item('up the margin', 20, 500), rotated: true }, item('normal', 50, 100)]).map((line) => line.text)).toEqual(['up the margin']);
  });

  it('never loses a visible character and does not depend on item order', () => {
    const arbitraryItem = fc.record({
      str: fc.stringMatching(/^[a-z]{1,6}$/),
      x: fc.integer({ min: 0, max: 500 }),
      y: fc.integer({ min: 0, max: 800 }),
      size: fc.constantFrom(8, 10, 12, 20),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryItem, { selector: (entry) => `${entry.x},${entry.y}`, maxLength: 40 }), (specs) => {
        const items = specs.map((spec) => item(spec.str, spec.x, spec.y, spec.size));
        const lines = groupLines(items);
        const kept = lines.map((line) => line.text.replace(/\s/g, '')).join('');
        const given = items.map((entry) => entry.str).join('');
        // Items with equal text overlapping each other count once (overprint).
        expect(kept.length).toBeLessThanOrEqual(given.length);
        expect([...kept].sort().join('')).toBe([...dropOverprints([...items].sort((a, b) => a.y - b.y || a.x - b.x || (a.str < b.str ? -1 : 1))).map((entry) => entry.str).join('')].sort().join(''));
        expect(groupLines([...items].reverse())).toEqual(lines);
        for (let index = 1; index < lines.length; index++) expect(lines[index]!.y).toBeGreaterThanOrEqual(lines[index - 1]!.y);
      }),
      { numRuns: 150 },
    );
  });
});

describe('tidyRuns', () => {
  it.each([
    [[{ text: 'a  b' }], [{ text: 'a b', bold: false }]],
    [[{ text: 'a ' }, { text: ' b', bold: true }], [{ text: 'a ', bold: false }, { text: 'b', bold: true }]],
    [[{ text: 'a \t b' }], [{ text: 'a\tb', bold: false }]],
    [[{ text: '   ' }], []],
    [[{ text: 'end  ' }, { text: '  ' }], [{ text: 'end', bold: false }]],
  ] as [Run[], Run[]][])('%j → %j', (runs, expected) => {
    expect(tidyRuns(runs)).toEqual(expected);
  });

  it('is idempotent', () => {
    const run = fc.record({ text: fc.stringMatching(/^[ a-c\t]{0,8}$/), bold: fc.boolean(), italic: fc.boolean() });
    fc.assert(
      fc.property(fc.array(run, { maxLength: 6 }), (runs) => {
        const once = tidyRuns(runs);
        expect(tidyRuns(once)).toEqual(once);
      }),
    );
  });
});
