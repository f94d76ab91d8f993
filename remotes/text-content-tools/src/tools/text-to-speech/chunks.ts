/**
 * Long utterances are cut off by Chrome after about 15 seconds, so the text is spoken in pieces of
 * whole sentences under ~200 characters. Pieces are contiguous: joined back together they are the text,
 * and each knows where it starts, so a word spoken inside a piece maps back onto the full text.
 */
export interface Chunk {
  text: string;
  /** Offset of the chunk's first character in the full text. */
  start: number;
}

export const MAX_CHUNK_LENGTH = 200;

const SENTENCE_FALLBACK = /[^.!?…。！？]*(?:[.!?…。！？]+["'”’»)\]]*|$)\s*/gy;

/** Sentences with their trailing spaces, covering the whole text. */
function sentences(text: string, locale?: string): string[] {
  if (text === '') return [];
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    return [...segmenter.segment(text)].map((part) => part.segment);
  }
  const out: string[] = [];
  SENTENCE_FALLBACK.lastIndex = 0;
  while (SENTENCE_FALLBACK.lastIndex < text.length) {
    const match = SENTENCE_FALLBACK.exec(text);
    if (!match || match[0] === '') break;
    out.push(match[0]);
  }
  return out;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Where to cut an over-long sentence: after a clause mark, else at a space, else anywhere but inside a surrogate pair. */
const CLAUSE_MARKS = [', ', '; ', ': ', ' – ', ' — ', '、', '，', '；'];

function cutPoint(text: string, max: number): number {
  const window = text.slice(0, max + 1);
  let clause = 0;
  for (const mark of CLAUSE_MARKS) {
    const at = window.lastIndexOf(mark, max - mark.length);
    if (at >= 0) clause = Math.max(clause, at + mark.length);
  }
  // A clause break near the start would leave a tiny chunk; a plain space further on reads better.
  if (clause > max / 3) return clause;
  const space = window.search(/\s\S*$/);
  if (space > 0) return space + 1;
  return isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
}

function splitLong(sentence: string, max: number): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const at = Math.max(1, cutPoint(rest, max));
    parts.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest !== '') parts.push(rest);
  return parts;
}

/** Whole sentences packed together while they fit; a sentence too long alone is split at clauses or spaces. */
export function splitIntoChunks(text: string, max = MAX_CHUNK_LENGTH, locale?: string): Chunk[] {
  const chunks: Chunk[] = [];
  let current = '';
  let start = 0;
  const flush = () => {
    if (current === '') return;
    chunks.push({ text: current, start });
    start += current.length;
    current = '';
  };
  for (const sentence of sentences(text, locale)) {
    const pieces = sentence.length > max ? splitLong(sentence, max) : [sentence];
    for (const piece of pieces) {
      if (current.length + piece.trimEnd().length > max) flush();
      current += piece;
    }
  }
  flush();
  return chunks;
}

/** Chunks of a slice of the text (a selection), with offsets still counted in the full text. */
export function chunksOfRange(text: string, from: number, to: number, max = MAX_CHUNK_LENGTH, locale?: string): Chunk[] {
  return splitIntoChunks(text.slice(from, to), max, locale).map((chunk) => ({ text: chunk.text, start: chunk.start + from }));
}

/** Chunks with nothing to say (only spaces or punctuation) are skipped, as some engines stall on them. */
export function isSpeakable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export interface TextRange {
  start: number;
  end: number;
}

const WORD_AT_START = /^[\p{L}\p{N}\p{M}'’_-]+|^\S+/u;

/**
 * Maps a 'boundary' event inside a chunk onto the full text. Engines that give no charLength (Safari,
 * Firefox) get the word found by looking at the text; an index on a space moves to the next word.
 */
export function spokenRange(chunk: Chunk, charIndex: number, charLength?: number): TextRange {
  let local = Math.min(Math.max(0, Math.floor(charIndex) || 0), chunk.text.length);
  while (local < chunk.text.length && /\s/.test(chunk.text[local] ?? '')) local++;
  let length = charLength !== undefined && charLength > 0 ? Math.floor(charLength) : (WORD_AT_START.exec(chunk.text.slice(local))?.[0].length ?? 0);
  length = Math.min(length, chunk.text.length - local);
  return { start: chunk.start + local, end: chunk.start + local + length };
}

/** The chunk holding a text offset (for "Reading sentence 3 of 8"). */
export function chunkIndexAt(chunks: readonly Chunk[], offset: number): number {
  for (let i = chunks.length - 1; i >= 0; i--) if ((chunks[i]?.start ?? 0) <= offset) return i;
  return 0;
}
