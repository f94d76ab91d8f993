import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countLineEndings,
  DEFAULT_OPTIONS,
  describeEndings,
  describeResult,
  isMode,
  joinerFor,
  normalizeBreaks,
  removeLineBreaks,
  runRemoveJob,
  type RemoveOptions,
} from './logic';

const run = (text: string, extra: Partial<RemoveOptions> = {}) => removeLineBreaks(text, { ...DEFAULT_OPTIONS, ...extra });
const PDF = 'This is an exam-\r\nple of text\r\ncopied from a PDF.\r\n\r\n\r\nSecond  para-\rgraph here.\n  • item one\n  • item two\n';

describe('removeLineBreaks', () => {
  it.each<[string, Partial<RemoveOptions>, string]>([
    ['one\ntwo\nthree', {}, 'one two three'],
    ['one\r\ntwo\r\nthree', {}, 'one two three'],
    ['one\rtwo\rthree', {}, 'one two three'],
    ['one\u2028two', {}, 'one two'],
    ['one\u2029two', {}, 'one\n\ntwo'],
    ['a\nb\n\nc\nd', {}, 'a b\n\nc d'],
    ['a\nb\n\n\n\nc\nd', {}, 'a b\n\nc d'],
    ['a\nb\n \t \nc', {}, 'a b\n\nc'],
    ['a\nb\n\nc', { paragraphBreak: 'single' }, 'a b\nc'],
    ['a\nb\n\nc', { mode: 'all' }, 'a b c'],
    ['a\n\n\nb\n\nc', { mode: 'empty' }, 'a\nb\nc'],
    ['a\nb', { joiner: '' }, 'ab'],
    ['a\nb', { joiner: ', ' }, 'a, b'],
    ['a\nb', { joiner: '<br>' }, 'a<br>b'],
    ['a\nb\n\nc', { lineEnding: 'crlf' }, 'a b\r\n\r\nc'],
    ['exam-\nple', {}, 'example'],
    ['exam-\nple', { joinHyphens: false }, 'exam- ple'],
    ['Smith-\nJones', {}, 'Smith- Jones'],
    ['the 1990s-\n2000s', {}, 'the 1990s- 2000s'],
    ['co\u00ad\noperate', { joinHyphens: false }, 'cooperate'],
    ['naïve-\nté', {}, 'naïveté'],
    ['  indented \n  line  ', {}, 'indented line'],
    ['  indented \n  line  ', { trim: false, collapse: false }, '  indented    line  '],
    ['a    b\t\tc\td', {}, 'a b c\td'],
    ['a    b', { collapse: false }, 'a    b'],
    ['日本語の\n文章です', {}, '日本語の文章です'],
    ['日本語の\n文章です', { joiner: ', ' }, '日本語の, 文章です'],
    ['Items:\n- one\n- two\n1. three\na) four', { keepLists: true }, 'Items:\n- one\n- two\n1. three\na) four'],
    ['Items:\n- one\n- two', {}, 'Items: - one - two'],
    ['born in\n1999. Then', { keepLists: true }, 'born in 1999. Then'],
    ['', {}, ''],
    ['\n\n\n', {}, ''],
    ['no breaks at all', {}, 'no breaks at all'],
  ])('%j with %j → %j', (input, extra, expected) => {
    expect(run(input, extra).text).toBe(expected);
  });

  it('reports what it did on text from a PDF', () => {
    const result = run(PDF);
    expect(result).toEqual({
      text: 'This is an example of text copied from a PDF.\n\nSecond paragraph here. • item one • item two',
      removed: 5,
      paragraphs: 2,
      hyphensJoined: 2,
      emptyLines: 2,
      found: { crlf: 5, cr: 1, lf: 3 },
    });
    expect(describeResult(result, 'paragraphs')).toBe('Removed 5 line breaks, kept 2 paragraphs, joined 2 hyphenated words, dropped 2 empty lines.');
    expect(describeResult(run(PDF, { mode: 'empty' }), 'empty')).toBe('Removed 3 empty lines.');
    expect(describeResult(run('a\nb'), 'all')).toBe('Removed 1 line break.');
    expect(describeResult(run('a'), 'paragraphs')).toBe('Removed 0 line breaks, kept 1 paragraph.');
  });

  it('handles megabytes (its speed is measured by npm run bench:heavy)', () => {
    const text = 'A line of a wrapped para-\ngraph that goes on\r\n'.repeat(60_000) + '\n\n';
    const result = run(text);
    expect(result.hyphensJoined).toBe(60_000);
    expect(result.text).not.toMatch(/[\r\n]/);
  });

  it('joins 200,000 lines that all end in a hyphen (a quadratic join would time out)', () => {
    const text = 'ab-\n'.repeat(200_000) + 'cd';
    expect(run(text).text).toBe('ab'.repeat(200_000) + 'cd');
  });

  it('runs as a worker job', () => {
    expect(runRemoveJob({ text: 'a\nb', options: DEFAULT_OPTIONS }).text).toBe('a b');
  });
});

describe('line endings', () => {
  it.each([
    ['a\r\nb\r\n', { crlf: 2, cr: 0, lf: 0 }, '2 line breaks (Windows, CRLF)'],
    ['a\nb', { crlf: 0, cr: 0, lf: 1 }, '1 line break'],
    ['a\rb', { crlf: 0, cr: 1, lf: 0 }, '1 line break (classic Mac, CR)'],
    ['a\r\nb\nc\n\r', { crlf: 1, cr: 1, lf: 2 }, 'mixed: 1 CRLF, 1 CR, 2 LF'],
    ['abc', { crlf: 0, cr: 0, lf: 0 }, 'no line breaks'],
  ])('%j', (text, counts, words) => {
    expect(countLineEndings(text)).toEqual(counts);
    expect(describeEndings(counts)).toBe(words);
  });

  it.each([
    ['a\r\nb\rc\nd', 'a\nb\nc\nd'],
    ['a\u0085b\u000bc\u000cd', 'a\nb\nc\nd'],
    ['a\u2029b', 'a\n\nb'],
  ])('normalizes %j', (text, expected) => {
    expect(normalizeBreaks(text)).toBe(expected);
  });
});

describe('options', () => {
  it.each([
    ['space', 'x', ' '],
    ['none', 'x', ''],
    ['comma', 'x', ', '],
    ['custom', ' | ', ' | '],
    ['custom', '\\t', '\t'],
    ['custom', '', ' '],
    ['bogus', 'x', ' '],
  ])('joinerFor(%j, %j) → %j', (choice, custom, expected) => {
    expect(joinerFor(choice, custom)).toBe(expected);
  });

  it.each([
    ['paragraphs', true],
    ['all', true],
    ['empty', true],
    ['none', false],
    ['', false],
  ])('isMode(%j) is %s', (value, expected) => {
    expect(isMode(value)).toBe(expected);
  });
});

describe('properties', () => {
  const piece = fc.constantFrom('word', 'Wörd', 'exam-', 'ple', ' ', '  ', '\t', '\n', '\r\n', '\r', '\n\n', '- ', '1. ', '日本', '\u00ad', 'é');
  const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));
  const options = fc.record({
    mode: fc.constantFrom('paragraphs', 'all', 'empty' as const),
    joiner: fc.constantFrom(' ', '', ', ', ' | '),
    joinHyphens: fc.boolean(),
    trim: fc.boolean(),
    collapse: fc.boolean(),
    keepLists: fc.boolean(),
    paragraphBreak: fc.constantFrom('blank', 'single' as const),
    lineEnding: fc.constantFrom('lf', 'crlf' as const),
  });

  it('"all" leaves no line break; every output uses only the chosen line ending', () => {
    fc.assert(
      fc.property(text, options, (input, chosen) => {
        const { text: out } = removeLineBreaks(input, chosen);
        if (chosen.mode === 'all' && !chosen.keepLists) expect(out).not.toMatch(/[\r\n]/);
        if (chosen.lineEnding === 'lf') expect(out).not.toContain('\r');
        else expect(out.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every letter, in order (only spaces, breaks and end hyphens go)', () => {
    const letters = (value: string) => value.replace(/[^\p{L}\p{N}]/gu, '');
    fc.assert(
      fc.property(text, options, (input, chosen) => {
        expect(letters(removeLineBreaks(input, chosen).text)).toBe(letters(input));
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent for the default options', () => {
    fc.assert(
      fc.property(text, (input) => {
        const once = run(input).text;
        expect(run(once).text).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('"keep paragraphs" keeps as many paragraphs as the text has', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom('alpha', 'beta gamma', 'delta.'), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (paragraphs) => {
        const input = paragraphs.map((lines) => lines.join('\n')).join('\n\n');
        const result = run(input);
        expect(result.paragraphs).toBe(paragraphs.length);
        expect(result.text.split('\n\n')).toEqual(paragraphs.map((lines) => lines.join(' ')));
      }),
    );
  });
});
