/**
 * Turning bytes into invisible characters and finding them again in pasted text.
 * Each byte becomes four symbols of two bits each; a zero-width no-break space marks where a frame starts.
 */
export const SYMBOLS = ['\u200B', '\u200C', '\u200D', '\u2060'] as const;
export const MARKER = '\uFEFF';
export const SYMBOL_NAMES: Readonly<Record<string, string>> = {
  '\u200B': 'zero-width space',
  '\u200C': 'zero-width non-joiner',
  '\u200D': 'zero-width joiner',
  '\u2060': 'word joiner',
  '\uFEFF': 'zero-width no-break space',
};

const SYMBOL_VALUE = new Map<string, number>(SYMBOLS.map((symbol, value) => [symbol, value]));
/** Characters this tool writes. */
const WOVEN = /[\u200B-\u200D\u2060\uFEFF]/;
/** Characters that take no space on screen, whoever wrote them: ours, direction marks, invisible operators. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
/** JavaScript's \s counts U+FEFF as a space; here it is one of ours. */
const WHITESPACE = /[^\S\uFEFF]/;

export type Placement = 'first-word' | 'spread';

export function bytesToInvisible(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    out += `${SYMBOLS[byte >> 6]}${SYMBOLS[(byte >> 4) & 3]}${SYMBOLS[(byte >> 2) & 3]}${SYMBOLS[byte & 3]}`;
  }
  return out;
}

/** Reads whole bytes from a run of symbols; a trailing partial byte is dropped. */
export function invisibleToBytes(symbols: string): Uint8Array {
  const values: number[] = [];
  for (const char of symbols) {
    const value = SYMBOL_VALUE.get(char);
    if (value !== undefined) values.push(value);
  }
  const out = new Uint8Array(Math.floor(values.length / 4));
  for (let i = 0; i < out.length; i++) {
    out[i] = ((values[4 * i] ?? 0) << 6) | ((values[4 * i + 1] ?? 0) << 4) | ((values[4 * i + 2] ?? 0) << 2) | (values[4 * i + 3] ?? 0);
  }
  return out;
}

/** Positions right after each word, where an insertion stays invisible and never splits a word. */
function wordEnds(cover: string): number[] {
  const ends: number[] = [];
  for (let i = 1; i < cover.length; i++) {
    if (WHITESPACE.test(cover[i] ?? '') && !WHITESPACE.test(cover[i - 1] ?? '')) ends.push(i);
  }
  return ends;
}

/** Puts the invisible frame into the cover text, after the first word or spread evenly over the word gaps. */
export function weave(cover: string, hidden: string, placement: Placement): string {
  const ends = wordEnds(cover);
  if (ends.length === 0 || hidden === '') return cover + hidden;
  if (placement === 'first-word' || ends.length === 1) {
    const at = ends[0] ?? cover.length;
    return cover.slice(0, at) + hidden + cover.slice(at);
  }
  const pieces = Math.min(ends.length, hidden.length);
  let out = '';
  let from = 0;
  let taken = 0;
  for (let piece = 0; piece < pieces; piece++) {
    const at = ends[piece] ?? cover.length;
    const until = Math.round(((piece + 1) * hidden.length) / pieces);
    out += cover.slice(from, at) + hidden.slice(taken, until);
    from = at;
    taken = until;
  }
  return out + cover.slice(from);
}

interface Run {
  start: number;
  end: number;
}

function wovenRuns(text: string): Run[] {
  const runs: Run[] = [];
  let i = 0;
  while (i < text.length) {
    if (!WOVEN.test(text[i] ?? '')) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && WOVEN.test(text[i] ?? '')) i++;
    runs.push({ start, end: i });
  }
  return runs;
}

/**
 * Our runs always touch a space or an end of the text; a joiner inside an emoji (👩‍💻) or a
 * non-joiner inside a Persian word sits between letters, so it is left out.
 */
function touchesGap(text: string, run: Run): boolean {
  const before = text[run.start - 1];
  const after = text[run.end];
  return before === undefined || after === undefined || WHITESPACE.test(before) || WHITESPACE.test(after);
}

/** The invisible streams worth decoding, most careful first: runs beside spaces, then every such character. */
export function hiddenStreams(text: string): string[] {
  const runs = wovenRuns(text);
  const strict = runs.filter((run) => touchesGap(text, run)).map((run) => text.slice(run.start, run.end)).join('');
  const loose = runs.map((run) => text.slice(run.start, run.end)).join('');
  return strict === loose ? [strict] : [strict, loose];
}

/** Each frame candidate: the symbols after a marker, up to the next marker. */
export function frameCandidates(stream: string): string[] {
  return stream.split(MARKER).slice(1);
}

/** Removes what an earlier weave left behind, so a reused cover text carries one message only. */
export function stripWoven(text: string): { text: string; removed: number } {
  const runs = wovenRuns(text).filter((run) => touchesGap(text, run));
  let out = '';
  let from = 0;
  let removed = 0;
  for (const run of runs) {
    out += text.slice(from, run.start);
    removed += run.end - run.start;
    from = run.end;
  }
  return { text: out + text.slice(from), removed };
}

export function countInvisible(text: string): number {
  let count = 0;
  for (const char of text) if (INVISIBLE.test(char)) count++;
  return count;
}

export type Segment = { kind: 'text'; text: string } | { kind: 'hidden'; count: number; names: string[] };

/** The text cut into visible stretches and runs of invisible characters, for the "where are they" view. */
export function mapInvisible(text: string, maxVisible = 5000): { segments: Segment[]; truncated: boolean } {
  const segments: Segment[] = [];
  let visible = 0;
  let i = 0;
  while (i < text.length) {
    const start = i;
    if (INVISIBLE.test(text[i] ?? '')) {
      const names = new Set<string>();
      while (i < text.length && INVISIBLE.test(text[i] ?? '')) {
        const char = text[i] ?? '';
        names.add(SYMBOL_NAMES[char] ?? `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
        i++;
      }
      segments.push({ kind: 'hidden', count: i - start, names: [...names] });
      continue;
    }
    while (i < text.length && !INVISIBLE.test(text[i] ?? '')) i++;
    let piece = text.slice(start, i);
    if (visible + piece.length > maxVisible) {
      piece = piece.slice(0, maxVisible - visible);
      // Never leave half of an emoji behind.
      if (/[\uD800-\uDBFF]$/.test(piece)) piece = piece.slice(0, -1);
      if (piece !== '') segments.push({ kind: 'text', text: piece });
      return { segments, truncated: true };
    }
    visible += piece.length;
    segments.push({ kind: 'text', text: piece });
  }
  return { segments, truncated: false };
}
