import * as charClass from './charClass';

// Read once: test runners turn named imports into getter calls, too slow for a per-character loop.
const { ASCII_FLAGS, CJK_SENTENCE_END, DASH, IDEOGRAPH, LETTER_OR_DIGIT, LINE_BREAK, MARK, SENTENCE_END, SPACE, WORD_JOINER, classOf, codePointAt } = charClass;
import { countGraphemes, type GraphemeSegmenter } from './graphemes';
import { STOP_WORDS } from './stopWords';
import { formatNumber } from '@toolhub/shared/worker';

export { countGraphemes } from './graphemes';

/** Average silent reading and speaking speeds (words per minute). */
export const READING_WPM = 238;
export const SPEAKING_WPM = 150;
export const TOP_KEYWORDS = 10;

export interface Keyword {
  word: string;
  count: number;
  /** Share of all words, in percent. */
  density: number;
}

export interface TextStats {
  words: number;
  characters: number;
  charactersNoSpaces: number;
  sentences: number;
  paragraphs: number;
  readingSeconds: number;
  speakingSeconds: number;
  keywords: Keyword[];
}

const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'etc', 'inc', 'ltd', 'co', 'fig', 'approx', 'dept', 'est', 'mt',
]);

interface Scan {
  words: number;
  spaces: number;
  sentences: number;
  paragraphs: number;
  /** Keyword spellings as written, with their counts. */
  spellings: Map<string, number>;
}

/**
 * One pass over the text counting words, whitespace, sentences, paragraphs and keyword spellings.
 *
 * - A word is a run between whitespace or dashes that holds a letter or digit ("don't", "3.14",
 *   "e-mail" are one each); in Chinese and Japanese each ideograph or kana counts as a word.
 * - A paragraph is a line with text on it: a line break starts a new one, as in a text box.
 * - A sentence ends at . ! ? … (or 。！？) or at the end of a paragraph. A period inside a number
 *   or address ("3.14", "example.com"), or after an initial or a common abbreviation ("J. R. R.",
 *   "e.g.", "Dr."), does not end one.
 * - Keywords are letter/digit runs that may join with ' ’ or - ("rock'n'roll", "well-known").
 */
function scan(text: string): Scan {
  let words = 0;
  let spaces = 0;
  let sentences = 0;
  let paragraphs = 0;
  const spellings = new Map<string, number>();
  let inWord = false;
  let lineHasText = false;
  let sentenceOpen = false;
  let alnumStart = -1; // the letter/digit run being read, for abbreviations
  let lastAlnumStart = -1;
  let lastAlnumEnd = -1;
  let keywordStart = -1;
  let joinerAt = -1; // a ' ’ or - inside a keyword, kept only if a letter follows
  let previousUnit = -1;

  const endKeyword = (end: number) => {
    const spelling = text.slice(keywordStart, joinerAt >= 0 ? joinerAt : end);
    spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1);
    keywordStart = -1;
    joinerAt = -1;
  };

  for (let i = 0; i < text.length; ) {
    const unit = text.charCodeAt(i);
    const codePoint = unit >= 0xd800 && unit <= 0xdbff ? codePointAt(text, i) : unit;
    const size = codePoint > 0xffff ? 2 : 1;
    const flags = unit < 128 ? (ASCII_FLAGS[unit] ?? 0) : classOf(codePoint);
    const alnum = (flags & LETTER_OR_DIGIT) !== 0;

    if (alnum || (flags & MARK && alnumStart >= 0)) {
      if (alnumStart < 0) alnumStart = i;
      if (keywordStart < 0) keywordStart = i;
      joinerAt = -1;
    } else {
      if (alnumStart >= 0) {
        lastAlnumStart = alnumStart;
        lastAlnumEnd = i;
        alnumStart = -1;
      }
      if (keywordStart >= 0) {
        if (flags & WORD_JOINER && joinerAt < 0) joinerAt = i;
        else endKeyword(i);
      }
    }

    if (flags & SPACE || flags & DASH) {
      inWord = false;
      if (flags & SPACE) spaces++;
    } else if (flags & IDEOGRAPH) {
      words++;
      inWord = false;
    } else if (alnum && !inWord) {
      words++;
      inWord = true;
    }

    if (flags & LINE_BREAK) {
      lineHasText = false;
      if (sentenceOpen) sentences++;
      sentenceOpen = false;
      if (codePoint === 10 && previousUnit === 13) spaces--; // CR LF is one character
    } else if (!(flags & SPACE) && !lineHasText) {
      lineHasText = true;
      paragraphs++;
    }

    if (alnum) {
      sentenceOpen = true;
    } else if (flags & CJK_SENTENCE_END) {
      if (sentenceOpen) sentences++;
      sentenceOpen = false;
    } else if (flags & SENTENCE_END && sentenceOpen) {
      let end = i + 1; // all of these are single code units
      while (end < text.length && classOf(text.charCodeAt(end)) & SENTENCE_END) end++;
      const next = end < text.length ? classOf(codePointAt(text, end)) : SPACE;
      const afterWord = lastAlnumEnd === i;
      const lastWord = afterWord ? text.slice(lastAlnumStart, lastAlnumEnd) : '';
      const abbreviation =
        end === i + 1 &&
        codePoint === 46 &&
        ((lastWord.length === 1 && /\p{L}/u.test(lastWord)) || ABBREVIATIONS.has(lastWord.toLowerCase()));
      if (!(next & LETTER_OR_DIGIT) && !abbreviation) {
        sentences++;
        sentenceOpen = false;
      }
      if (keywordStart >= 0) endKeyword(i);
      previousUnit = text.charCodeAt(end - 1);
      i = end;
      continue;
    }

    previousUnit = codePoint;
    i += size;
  }
  if (keywordStart >= 0) endKeyword(text.length);
  if (sentenceOpen) sentences++;
  return { words, spaces, sentences, paragraphs, spellings };
}

export function countWords(text: string): number {
  return scan(text).words;
}

export function countParagraphs(text: string): number {
  return scan(text).paragraphs;
}

export function countSentences(text: string): number {
  return scan(text).sentences;
}

function rankKeywords(spellings: Map<string, number>, totalWords: number, limit: number): Keyword[] {
  const counts = new Map<string, number>();
  for (const [spelling, count] of spellings) {
    const word = spelling.toLowerCase().replace(/’/g, "'");
    if (word.length < 2 || STOP_WORDS.has(word) || /^[\p{N}'-]+$/u.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + count);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([word, count]) => ({ word, count, density: totalWords === 0 ? 0 : (count / totalWords) * 100 }));
}

/** The most frequent words that are not stop words, numbers or single letters; ties alphabetical. */
export function topKeywords(text: string, totalWords: number, limit = TOP_KEYWORDS): Keyword[] {
  return rankKeywords(scan(text).spellings, totalWords, limit);
}

export function secondsFor(words: number, wordsPerMinute: number): number {
  return words === 0 ? 0 : Math.max(1, Math.round((words / wordsPerMinute) * 60));
}

export function analyzeText(text: string, segmenter?: GraphemeSegmenter | null): TextStats {
  const { words, spaces, sentences, paragraphs, spellings } = scan(text);
  const characters = countGraphemes(text, segmenter);
  return {
    words,
    characters,
    charactersNoSpaces: characters - spaces,
    sentences,
    paragraphs,
    readingSeconds: secondsFor(words, READING_WPM),
    speakingSeconds: secondsFor(words, SPEAKING_WPM),
    keywords: rankKeywords(spellings, words, TOP_KEYWORDS),
  };
}


/**
 * "0 sec", "45 sec", "3 min 20 sec", "1 hr 5 min", "1,000 hr". Past an hour the time is rounded
 * to whole minutes first and only then split into hours and minutes, so 119.6 minutes reads
 * "2 hr", never "1 hr 60 min". Negative times read "0 sec"; NaN and infinity "—".
 */
export function formatDuration(totalSeconds: number): string {
  if (Number.isNaN(totalSeconds) || totalSeconds === Number.POSITIVE_INFINITY) return '—';
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} sec`;
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} sec`;
  }
  const totalMinutes = Math.round(seconds / 60);
  const hours = formatNumber(Math.floor(totalMinutes / 60));
  const minutes = totalMinutes % 60;
  return minutes === 0 ? `${hours} hr` : `${hours} hr ${minutes} min`;
}

export function formatDensity(density: number): string {
  return `${density.toFixed(1)}%`;
}
