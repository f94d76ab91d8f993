/** Number Sequence's vocabulary: levels, kinds of pattern, a puzzle, and how its numbers are written, spoken and shared. */
export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly { id: Level; label: string; detail: string }[] = [
  { id: 'easy', label: 'Easy', detail: 'small steps, whole numbers' },
  { id: 'medium', label: 'Medium', detail: 'negatives, bigger jumps' },
  { id: 'hard', label: 'Hard', detail: 'two rules at once' },
];
export const DEFAULT_LEVEL: Level = 'easy';

export type Kind = 'arithmetic' | 'geometric' | 'squares' | 'fibonacci' | 'alternating' | 'differences';
export const KINDS: readonly { id: Kind; label: string }[] = [
  { id: 'arithmetic', label: 'Add or subtract' },
  { id: 'geometric', label: 'Multiply or divide' },
  { id: 'squares', label: 'Squares and cubes' },
  { id: 'fibonacci', label: 'Fibonacci-like' },
  { id: 'alternating', label: 'Alternating' },
  { id: 'differences', label: 'Differences of differences' },
];
export const ANY_KIND = 'any';
export type KindChoice = Kind | typeof ANY_KIND;

export function levelFrom(value: string): Level {
  return LEVELS.some((l) => l.id === value) ? (value as Level) : DEFAULT_LEVEL;
}
export function kindFrom(value: string): KindChoice {
  return KINDS.some((k) => k.id === value) ? (value as Kind) : ANY_KIND;
}
export const kindLabel = (kind: Kind) => KINDS.find((k) => k.id === kind)?.label ?? kind;

export interface Puzzle {
  level: Level;
  kind: Kind;
  /** The numbers shown; the player finds the one after the last. */
  terms: number[];
  answer: number;
  /** A nudge that names where to look, without giving the rule away. */
  hint: string;
  /** The rule and the working, shown once the puzzle is answered. */
  explanation: string;
}

/** Typographic minus, as printed. */
export function formatNumber(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}
/** A step as written in an explanation: "+4", "−7". */
export function formatStep(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}
export const list = (terms: readonly number[]) => terms.map(formatNumber).join(', ');

export function differences(terms: readonly number[]): number[] {
  return terms.slice(1).map((t, i) => t - (terms[i] ?? 0));
}

/** The sequence as read aloud: "3, 7, 11, 15, then what?" */
export function spokenSequence(terms: readonly number[]): string {
  return `${terms.map((t) => (t < 0 ? `minus ${-t}` : String(t))).join(', ')}, then what?`;
}

export type Verdict = 'correct' | 'wrong' | 'revealed';

export function shareText(puzzle: Puzzle, verdict: Verdict): string {
  const level = LEVELS.find((l) => l.id === puzzle.level)?.label ?? puzzle.level;
  const outcome = verdict === 'correct' ? 'I got it' : 'It beat me';
  return `Number Sequence (${level}): ${list(puzzle.terms)}, ? — ${outcome}. Can you find the next number?`;
}
