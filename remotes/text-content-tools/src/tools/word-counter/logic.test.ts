import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  analyzeText,
  countGraphemes,
  countParagraphs,
  countSentences,
  countWords,
  formatDensity,
  formatDuration,
  secondsFor,
  topKeywords,
} from './logic';
import { platformSegmenter } from './graphemes';

const segmenter = platformSegmenter();
const exactCount = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;

describe('countGraphemes', () => {
  it.each([
    ['', 0],
    ['hello', 5],
    ['a b', 3],
    ['line\r\nbreak', 10],
    ['café', 4],
    ['cafe\u0301', 4],
    ['ÉCOLE ÉTÉ', 9],
    ['👍', 1],
    ['👍🏽', 1],
    ['👨‍👩‍👧‍👦', 1],
    ['🇫🇷🇩🇪', 2],
    ['❤️', 1],
    ['日本語', 3],
    ['क्षत्रिय', exactCount('क्षत्रिय')],
    ['한국어', 3],
    ['\u1100\u1161\u11A8', 1],
    ['straße', 6],
  ])('%j has %i characters', (text, expected) => {
    expect(countGraphemes(text)).toBe(expected);
  });

  it('makes the platform segmenter only for text that needs it (plain text opens without loading it)', async () => {
    vi.resetModules();
    const made: unknown[] = [];
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    const Segmenter = intl.Segmenter;
    intl.Segmenter = new Proxy(Segmenter, { construct: (target, args: unknown[]) => (made.push(args), new target(...(args as []))) });
    try {
      const fresh = await import('./graphemes');
      expect([fresh.countGraphemes(''), fresh.countGraphemes('Hello, café! cafe\u0301 ÉCOLE 日本語\r\n')]).toEqual([0, 28]);
      expect(made).toHaveLength(0);
      expect(fresh.countGraphemes('👍🏽 ok 👍🏽')).toBe(6);
      expect(fresh.countGraphemes('🇫🇷')).toBe(1);
      expect(made).toHaveLength(1);
    } finally {
      intl.Segmenter = Segmenter;
    }
  });

  it.each([
    ['café', 4],
    ['cafe\u0301', 4],
    ['👍🏽 ok', 4],
    ['👨‍👩‍👧', 1],
    ['🇫🇷🇩🇪', 2],
    ['a\r\nb', 3],
  ])('the fallback without Intl.Segmenter counts %j as %i', (text, expected) => {
    expect(countGraphemes(text, null)).toBe(expected);
  });

  const pieces = ['\u200c', '\u00ad', 'ก', 'ำ', 'ｶ', 'ﾞ', '\u0000', 'a', 'Z', ' ', '\n', '\r\n', '\r', 'é', 'e\u0301', '\u0301', 'ß', '日', '👍', '👍🏽', '\u200d', '❤️', '🇫', '🇷', 'क', '्', 'ष', '\u1100', '\u1161', '한', 'ı', '\t', '.', '🏴\u{E0067}\u{E0062}\u{E007F}', '\u0600', '٣'];
  it('agrees with Intl.Segmenter on mixed text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(countGraphemes(text, segmenter ?? null)).toBe(exactCount(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['hello', 1],
    ['Hello, world!', 2],
    ["don't stop-me now", 3],
    ['one—two – three', 3],
    ['— & ...', 0],
    ['  leading and trailing  ', 3],
    ['3.14 is pi', 3],
    ['日本語のテキスト', 8],
    ['I like 東京 a lot', 6],
    ['コーヒー', 2],
    ['école été naïve', 3],
  ])('%j has %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('counts words joined by any whitespace', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9À-ÿ'’-]{0,12}$/).map((w) => `w${w}`);
    const gap = fc.stringMatching(/^[ \t\n\r\u00a0\u2003]{1,4}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), fc.array(gap, { minLength: 61, maxLength: 61 }), (words, gaps) => {
        const text = gaps[60] + words.map((w, i) => w + gaps[i]).join('');
        expect(countWords(text)).toBe(words.length);
      }),
    );
  });
});

describe('countSentences', () => {
  it.each([
    ['', 0],
    ['Hello', 1],
    ['Hello world.', 1],
    ['One. Two! Three? Four…', 4],
    ['Wait... what?!', 2],
    ['Pi is 3.14 and e is 2.71.', 1],
    ['Dr. Smith met Mrs. Jones, e.g. at St. Mary.', 1],
    ['J. R. R. Tolkien wrote books. He was English.', 2],
    ['A heading\nThen a sentence. And another.', 3],
    ['Visit example.com today. Thanks', 2],
    ['"Quoted." Next.', 2],
    ['これは文です。次の文！', 2],
    ['...', 0],
    ['Chapter 5. Next part', 2],
  ])('%j has %i sentences', (text, expected) => {
    expect(countSentences(text)).toBe(expected);
  });
});

describe('countParagraphs', () => {
  it.each([
    ['', 0],
    ['one line', 1],
    ['first\nsecond', 2],
    ['first\n\n\nsecond\r\n\r\nthird', 3],
    ['   \n  \n', 0],
    ['a\n  \nb', 2],
  ])('%j has %i paragraphs', (text, expected) => {
    expect(countParagraphs(text)).toBe(expected);
  });
});

describe('times', () => {
  it.each([
    [0, 238, 0],
    [1, 238, 1],
    [238, 238, 60],
    [500, 150, 200],
  ])('%i words at %i wpm take %i s', (words, wpm, seconds) => {
    expect(secondsFor(words, wpm)).toBe(seconds);
  });

  it.each([
    [0, '0 sec'],
    [45, '45 sec'],
    [60, '1 min'],
    [200, '3 min 20 sec'],
    [3600, '1 hr'],
    [3900, '1 hr 5 min'],
    [-5, '0 sec'],
  ])('%i seconds read as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  // Whole minutes are rounded before hours are split off, so a minute count never reaches 60.
  it.each([
    [0, '0 sec'],
    [0.4, '0 sec'],
    [0.5, '1 sec'],
    [59.4, '59 sec'],
    [59.5, '1 min'],
    [59.5 * 60, '59 min 30 sec'],
    [3599.4, '59 min 59 sec'],
    [3599.5, '1 hr'],
    [3629, '1 hr'],
    [3630, '1 hr 1 min'],
    [119.4 * 60, '1 hr 59 min'],
    [119.5 * 60, '2 hr'],
    [119.6 * 60, '2 hr'],
    [2 * 3600 + 59.5 * 60, '3 hr'],
    [24 * 3600, '24 hr'],
    [3.6e9, '1,000,000 hr'],
    [3.6e9 + 40 * 60, '1,000,000 hr 40 min'],
    [Number.NaN, '—'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('boundary: %d seconds read as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('never shows 60 minutes or 60 seconds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (seconds) => {
        const text = formatDuration(seconds);
        expect(text).toMatch(/^(\d{1,3}(,\d{3})* hr( ([1-9]|[1-5]\d) min)?|([1-9]|[1-5]\d) min( ([1-9]|[1-5]\d) sec)?|(\d|[1-5]\d) sec)$/);
      }),
    );
  });

  it('formats density with one decimal', () => {
    expect(formatDensity(12.345)).toBe('12.3%');
  });
});

describe('topKeywords', () => {
  it('skips stop words, numbers and single letters and merges case', () => {
    const text = 'The Cat and the cat sat. A cat! Dogs, dogs; 42 42 x x x';
    expect(topKeywords(text, countWords(text))).toEqual([
      { word: 'cat', count: 3, density: (3 / 15) * 100 },
      { word: 'dogs', count: 2, density: (2 / 15) * 100 },
      { word: 'sat', count: 1, density: (1 / 15) * 100 },
    ]);
  });

  it('keeps apostrophes and hyphens inside words and limits the list', () => {
    const text = "well-known rock'n’roll b c d e f g h i j k l m n o p";
    expect(topKeywords('bb cc dd ee ff gg hh ii jj kk ll mm', 12, 10)).toHaveLength(10);
    expect(topKeywords(text, 3).map((k) => k.word)).toEqual(["rock'n'roll", 'well-known']);
  });

  it('returns nothing for empty text', () => {
    expect(topKeywords('', 0)).toEqual([]);
  });
});

describe('analyzeText', () => {
  it('reports every count for a short text', () => {
    const stats = analyzeText('École été.\nNaïve café, naïve!');
    expect(stats).toMatchObject({
      words: 5,
      characters: 29,
      charactersNoSpaces: 25,
      sentences: 2,
      paragraphs: 2,
      readingSeconds: 1,
      speakingSeconds: 2,
    });
    expect(stats.keywords[0]).toEqual({ word: 'naïve', count: 2, density: 40 });
  });

  // How fast is for bench:heavy (scripts/bench-text.mjs pastes 5 MB into the tool); here, only right.
  it('counts a megabyte of text', () => {
    const sample =
      'Émilie’s café served 12 crêpes 👍🏽 to the naïve tourists. Did they enjoy it? Yes!\n' +
      'The quick brown fox jumps over the lazy dog, again and again, e.g. daily.\n\n';
    const copies = Math.ceil(1_000_000 / sample.length);
    const stats = analyzeText(sample.repeat(copies));
    expect(stats.words).toBe(copies * countWords(sample));
    expect(stats.characters).toBe(copies * countGraphemes(sample));
  });
});
