/** A sentence and the whitespace after it; joining all pieces gives back the text exactly. */
export interface Segment {
  text: string;
  gap: string;
}

/** Words that end with a period without ending the sentence ("Dr. Smith", "vs. them"). */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'inc', 'ltd', 'co', 'corp', 'jan', 'feb', 'apr', 'jun',
  'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'approx', 'dept', 'est', 'fig', 'gen', 'gov', 'lt', 'col', 'sgt',
  'capt', 'mt', 'ave', 'rd', 'blvd', 'vol', 'pp', 'ch', 'al', 'cf', 'rev', 'hon', 'mme', 'mlle', 'messrs', 'no',
]);

const CLOSERS = `"')]}»”’`;
const OPENERS = `"'([{«“‘`;

function isAbbreviationBefore(text: string, dot: number): boolean {
  const before = /([A-Za-z][A-Za-z.]*)$/.exec(text.slice(0, dot));
  if (!before?.[1]) return false;
  const word = before[1];
  // Dotted abbreviations like "e.g", "i.e", "U.S"; and single initials like the "J" in "J. Smith".
  if (/^([A-Za-z]\.)+[A-Za-z]$/.test(word)) return true;
  if (/^[A-Z]$/.test(word)) return true;
  return ABBREVIATIONS.has(word.toLowerCase());
}

function startsSentence(char: string | undefined): boolean {
  if (char === undefined) return true;
  return /[\p{Lu}\p{N}]/u.test(char) || OPENERS.includes(char);
}

/**
 * Splits text into sentences, keeping every character. A sentence ends at ., ! or ? (and any
 * closing quotes or brackets) followed by space and a capital, digit or opening quote; after an
 * abbreviation or a decimal point it does not. A line break always ends a sentence, so lists and
 * paragraphs keep their shape.
 */
export function segmentText(text: string): Segment[] {
  const segments: Segment[] = [];
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  if (lead) segments.push({ text: '', gap: lead });
  let start = lead.length;
  let i = start;

  /** Ends the current sentence at `end`; the whitespace after it becomes the gap. */
  const close = (end: number) => {
    const body = text.slice(start, end);
    const sentence = body.trimEnd();
    const space = /^\s*/.exec(text.slice(end))?.[0] ?? '';
    segments.push({ text: sentence, gap: body.slice(sentence.length) + space });
    start = end + space.length;
    i = start;
  };

  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '\n') {
      close(i);
      continue;
    }
    if (/[.!?…]/.test(char)) {
      let end = i + 1;
      while (end < text.length && /[.!?…]/.test(text[end] ?? '')) end++;
      while (end < text.length && CLOSERS.includes(text[end] ?? '')) end++;
      const space = /^\s*/.exec(text.slice(end))?.[0] ?? '';
      const next = text[end + space.length];
      const singleDot = char === '.' && end === i + 1;
      const boundary =
        next === undefined ||
        space.includes('\n') ||
        (space.length > 0 && startsSentence(next) && !(singleDot && isAbbreviationBefore(text, i)));
      if (boundary) close(end);
      else i = end;
      continue;
    }
    i++;
  }
  if (start < text.length) close(text.length);
  return segments;
}

export function joinSegments(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.text + segment.gap).join('');
}

/** The sentences of a text, trimmed, without empty ones. */
export function splitSentences(text: string): string[] {
  return segmentText(text)
    .map((segment) => segment.text)
    .filter((sentence) => sentence !== '');
}
