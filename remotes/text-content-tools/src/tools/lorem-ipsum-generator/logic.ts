import { randomBelow, randomInt, secureRandom, type RandomSource } from '@toolhub/shared';
import { CLASSIC_OPENING, LATIN_WORDS } from './data';

export type LoremUnit = 'paragraphs' | 'sentences' | 'words';
export type LoremFormat = 'text' | 'html';

export const LOREM_UNITS: readonly LoremUnit[] = ['paragraphs', 'sentences', 'words'];
export const COUNT_LIMITS: Readonly<Record<LoremUnit, number>> = { paragraphs: 100, sentences: 1000, words: 1000 };

export type CountCheck = { ok: true; count: number } | { ok: false; message: string };

/** Reads the "how many" box; the message says what to type instead. */
export function parseCount(raw: string, unit: LoremUnit): CountCheck {
  const limit = COUNT_LIMITS[unit];
  const text = raw.trim();
  if (text === '') return { ok: false, message: `Enter how many ${unit} you want, from 1 to ${limit}.` };
  if (!/^\d+$/.test(text)) return { ok: false, message: `Enter a whole number of ${unit}, from 1 to ${limit}.` };
  const count = Number(text);
  if (count < 1 || count > limit) return { ok: false, message: `Choose from 1 to ${limit} ${unit}.` };
  return { ok: true, count };
}

export interface LoremOptions {
  unit: LoremUnit;
  count: number;
  /** Start with "Lorem ipsum dolor sit amet, consectetur adipiscing elit." */
  classic: boolean;
}

// Sentence and paragraph lengths that read like real prose.
const SENTENCE_WORDS = [6, 14] as const;
const PARAGRAPH_SENTENCES = [4, 7] as const;

/** Random words, never the same word twice in a row ("dolor dolor" reads like a typo), across sentences too. */
class WordPicker {
  private last = '';
  constructor(readonly random: RandomSource) {}

  follow(word: string): void {
    this.last = word;
  }

  pick(length: number): string[] {
    const words: string[] = [];
    while (words.length < length) {
      const word = LATIN_WORDS[randomBelow(LATIN_WORDS.length, this.random)] ?? 'lorem';
      if (word === this.last) continue;
      words.push(word);
      this.last = word;
    }
    return words;
  }
}

function toSentence(words: string[], commaAfter: number | undefined): string {
  const text = words.map((word, index) => (index === commaAfter ? `${word},` : word)).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function randomSentence(length: number, picker: WordPicker): string {
  const words = picker.pick(length);
  // Longer sentences get a pause somewhere in the middle.
  const comma = length >= 8 ? randomInt(2, length - 4, picker.random) : undefined;
  return toSentence(words, comma);
}

function classicSentence(length: number, picker: WordPicker): string {
  const opening = CLASSIC_OPENING.slice(0, Math.min(length, CLASSIC_OPENING.length));
  picker.follow(opening[opening.length - 1] ?? '');
  const words = [...opening, ...picker.pick(length - opening.length)];
  return toSentence(words, words.length > 5 ? 4 : undefined);
}

function sentences(count: number, classic: boolean, picker: WordPicker): string[] {
  return Array.from({ length: count }, (_, index) =>
    classic && index === 0
      ? classicSentence(CLASSIC_OPENING.length, picker)
      : randomSentence(randomInt(SENTENCE_WORDS[0], SENTENCE_WORDS[1], picker.random), picker),
  );
}

/** Sentences adding up to exactly `total` words. */
function sentencesOfWords(total: number, classic: boolean, picker: WordPicker): string[] {
  const out: string[] = [];
  let left = total;
  while (left > 0) {
    let length = Math.min(left, randomInt(SENTENCE_WORDS[0], SENTENCE_WORDS[1], picker.random));
    // Don't leave a one- or two-word sentence dangling at the end.
    if (left - length > 0 && left - length < 3) length = left;
    out.push(classic && out.length === 0 ? classicSentence(length, picker) : randomSentence(length, picker));
    left -= length;
  }
  return out;
}

function groupIntoParagraphs(list: string[], random: RandomSource): string[] {
  const paragraphs: string[] = [];
  for (let at = 0; at < list.length; ) {
    const size = randomInt(PARAGRAPH_SENTENCES[0], PARAGRAPH_SENTENCES[1], random);
    paragraphs.push(list.slice(at, at + size).join(' '));
    at += size;
  }
  return paragraphs;
}

/** The generated paragraphs; sentence and word counts are split into paragraphs of 4 to 7 sentences. */
export function generateLorem({ unit, count, classic }: LoremOptions, random: RandomSource = secureRandom): string[] {
  const picker = new WordPicker(random);
  if (unit === 'paragraphs') {
    return Array.from({ length: count }, (_, index) =>
      sentences(randomInt(PARAGRAPH_SENTENCES[0], PARAGRAPH_SENTENCES[1], random), classic && index === 0, picker).join(' '),
    );
  }
  const list = unit === 'sentences' ? sentences(count, classic, picker) : sentencesOfWords(count, classic, picker);
  return groupIntoParagraphs(list, random);
}

export function formatLorem(paragraphs: string[], format: LoremFormat): string {
  return format === 'html' ? paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n') : paragraphs.join('\n\n');
}

export interface LoremStats {
  paragraphs: number;
  sentences: number;
  words: number;
}

export function loremStats(paragraphs: string[]): LoremStats {
  let sentenceCount = 0;
  let wordCount = 0;
  for (const paragraph of paragraphs) {
    sentenceCount += paragraph.split('.').length - 1;
    wordCount += paragraph.split(/\s+/).filter(Boolean).length;
  }
  return { paragraphs: paragraphs.length, sentences: sentenceCount, words: wordCount };
}
