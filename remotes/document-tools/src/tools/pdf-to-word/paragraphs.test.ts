import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Run } from './model';
import { endsSentence, isSoftWrap, joinAll, joinWrapped, repairLines } from './paragraphs';

const runs = (...texts: string[]): Run[] => texts.map((text) => ({ text }));
const flat = (list: Run[]) => list.map((run) => run.text).join('');
const line = (text: string) => ({ text, runs: [{ text }] });

describe('endsSentence', () => {
  it.each([
    ['The end.', true],
    ['Really?', true],
    ['Wow!', true],
    ['As follows:', true],
    ['He said “stop.”', true],
    ['(see above.)', true],
    ['And so…', true],
    ['no stop', false],
    ['a comma,', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(endsSentence(text)).toBe(expected);
  });
});

describe('isSoftWrap', () => {
  // Lines 5.5 pt per character; the column ends at 523.
  const a = (text: string, right: number) => ({ text, right, fontSize: 11 });
  const b = (text: string, x = 72) => ({ text, x, right: x + text.length * 5.5 });
  it.each([
    ['a full line', a('words up to the edge', 520), b('next line'), true],
    ['a short line', a('Short.', 110), b('Next line'), false],
    ['the next word would not fit', a('words almost to the', 480), b('extraordinarily long word'), true],
    ['the next word would fit', a('words almost to the', 440), b('a word'), false],
    ['a hyphen before lower case always wraps', a('an exam-', 200), b('ple here'), true],
    ['a hyphen before upper case wraps only by room', a('Jean-', 200), b('Pierre'), false],
    ['a soft hyphen always wraps', a('exam\u00AD', 200), b('Ple'), true],
    ['rows with tabs never wrap', a('Name\tValue', 520), b('Date\tToday'), false],
  ])('%s', (_name, first, second, expected) => {
    expect(isSoftWrap(first, second, 523)).toBe(expected);
  });
});

describe('joinWrapped', () => {
  it.each([
    [['Hello'], ['world'], 'Hello world'],
    [['exam-'], ['ple'], 'example'],
    [['exam\u2010'], ['ple'], 'example'],
    [['Jean-'], ['Pierre'], 'Jean-Pierre'],
    [['COVID-'], ['19'], 'COVID-19'],
    [['soft\u00AD'], ['Ware'], 'softWare'],
    [['https://example.com/'], ['path'], 'https://example.com/path'],
    [['word—'], ['word'], 'word—word'],
    [['range 1 -'], ['5'], 'range 1 - 5'],
    [['ends with space '], ['next'], 'ends with space next'],
    [[''], ['start'], 'start'],
    [['a-'], ['-b'], 'a--b'],
  ])('%j + %j → %j', (first, next, expected) => {
    const target = runs(...first);
    joinWrapped(target, runs(...next));
    expect(flat(target)).toBe(expected);
  });

  it('keeps styles apart and drops a run emptied by its hyphen', () => {
    const target: Run[] = [{ text: 'bold', bold: true }, { text: ' and' }];
    joinWrapped(target, [{ text: 'more', italic: true }]);
    expect(target).toEqual([
      { text: 'bold', bold: true },
      { text: ' and ', bold: false },
      { text: 'more', bold: false, italic: true },
    ]);
    const hyphen: Run[] = [{ text: 'exam', bold: true }, { text: '-' }];
    joinWrapped(hyphen, [{ text: 'ple', bold: true }]);
    expect(hyphen).toEqual([{ text: 'example', bold: true }]);
  });
});

describe('repairLines', () => {
  const texts = (paragraphs: Run[][][]) => paragraphs.map((paragraph) => paragraph.map(flat));
  it.each([
    ['nothing', [], [], []],
    ['one line', ['Only'], [], [['Only']]],
    ['wrapped prose joins', ['one two', 'three four', 'five.'], [true, true], [['one two three four five.']]],
    ['an address keeps its breaks', ['Jane', 'Road 1', 'Town'], [false, false], [['Jane', 'Road 1', 'Town']]],
    ['a short sentence end in prose starts a paragraph', ['one two', 'three.', 'Four five', 'six'], [true, false, true], [['one two three.'], ['Four five six']]],
    ['a short line mid-sentence in prose is joined', ['one two', 'three', 'four five', 'six.'], [true, false, true], [['one two three four five six.']]],
    ['one stray wrap in a poem keeps it a poem', ['Roses red,', 'violets blue,', 'sugar sweet,', 'and so', 'are you.'], [true, false, false, false], [['Roses red, violets blue,', 'sugar sweet,', 'and so', 'are you.']]],
  ] as [string, string[], boolean[], string[][]][])('%s', (_name, lines, soft, expected) => {
    expect(texts(repairLines(lines.map(line), soft))).toEqual(expected);
  });

  it('never changes the lines it is given', () => {
    const given = [line('exam-'), line('ple')];
    repairLines(given, [true]);
    expect(given).toEqual([line('exam-'), line('ple')]);
  });
});

describe('joinAll', () => {
  it('joins lines as wrapped text', () => {
    expect(flat(joinAll([line('A Long-'), line('Winded title'), line('here')]))).toBe('A Long-Winded title here');
    expect(flat(joinAll([line('an exam-'), line('ple')]))).toBe('an example');
  });

  it('is idempotent: joining what it joined gives the same', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,6}-?$/);
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (lines) => {
        const once = joinAll(lines.map((words) => line(words.join(' '))));
        expect(joinAll([{ runs: once }])).toEqual(once);
      }),
    );
  });

  it('keeps every character but the removed hyphens', () => {
    const word = fc.stringMatching(/^[a-z]{1,6}-?$/);
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (lines) => {
        const joined = flat(joinAll(lines.map((words) => line(words.join(' ')))));
        const strip = (value: string) => value.replace(/[\s-]/g, '');
        expect(strip(joined)).toBe(strip(lines.map((words) => words.join(' ')).join('')));
      }),
    );
  });
});
