import { randomBelow, secureRandom, type RandomSource } from '@toolhub/shared';

export const DIE_TYPES = [4, 6, 8, 10, 12, 20] as const;
export type DieSides = (typeof DIE_TYPES)[number];
export const MIN_DICE = 1;
export const MAX_DICE = 10;
export const DEFAULT_COUNT = 2;
export const DEFAULT_SIDES: DieSides = 6;
export const HISTORY_LIMIT = 12;

export function isDieSides(n: number): n is DieSides {
  return (DIE_TYPES as readonly number[]).includes(n);
}

export type CountCheck =
  | { kind: 'ok'; count: number }
  | { kind: 'adjusted'; count: number; message: string }
  | { kind: 'invalid'; message: string };

const RANGE_TEXT = `from ${MIN_DICE} to ${MAX_DICE}`;

/** Reads the "number of dice" field: clamps what can be rolled sensibly, refuses what cannot. */
export function checkDiceCount(raw: string): CountCheck {
  const text = raw.trim();
  if (text === '') return { kind: 'invalid', message: `Enter how many dice to roll, ${RANGE_TEXT}.` };
  const value = Number(text);
  if (Number.isNaN(value)) {
    return { kind: 'invalid', message: `“${shorten(text)}” is not a number. Enter how many dice to roll, ${RANGE_TEXT}.` };
  }
  if (value < MIN_DICE) {
    return {
      kind: 'adjusted',
      count: MIN_DICE,
      message: `You can’t roll ${shorten(text)} dice: at least ${MIN_DICE} die is needed, so ${MIN_DICE} will be rolled.`,
    };
  }
  if (value > MAX_DICE) {
    return {
      kind: 'adjusted',
      count: MAX_DICE,
      message: `${shorten(text)} dice won’t fit on the table: at most ${MAX_DICE} can be rolled at once, so ${MAX_DICE} will be rolled.`,
    };
  }
  if (!Number.isInteger(value)) {
    const count = Math.max(MIN_DICE, Math.floor(value));
    return { kind: 'adjusted', count, message: `Dice come whole: ${shorten(text)} is rounded down to ${count}.` };
  }
  return { kind: 'ok', count: value };
}

function shorten(text: string): string {
  return text.length > 12 ? `${text.slice(0, 12)}…` : text;
}

export function notation(count: number, sides: DieSides): string {
  return `${count}d${sides}`;
}

export interface DiceSetting {
  count: number;
  /** The count exactly as written in the link, so the field shows what the visitor shared. */
  countText: string;
  sides: DieSides;
  /** Set when the link's die type was unusable and the default was used instead. */
  sidesMessage: string | null;
}

/** Reads a shared link's `dice` value such as "3d6"; anything unusable falls back with a reason. */
export function parseNotation(raw: string): DiceSetting {
  const match = /^\s*(-?[\d.e+]*)\s*d\s*(\d+)\s*$/i.exec(raw);
  const countText = match?.[1] || String(match ? 1 : DEFAULT_COUNT);
  const check = checkDiceCount(countText);
  const count = check.kind === 'invalid' ? DEFAULT_COUNT : check.count;
  const sidesValue = match ? Number(match[2]) : Number.NaN;
  if (match && isDieSides(sidesValue)) {
    return { count, countText: check.kind === 'invalid' ? String(DEFAULT_COUNT) : countText, sides: sidesValue, sidesMessage: null };
  }
  const wanted = match ? `d${match[2]}` : `“${shorten(raw)}”`;
  return {
    count,
    countText: check.kind === 'invalid' ? String(DEFAULT_COUNT) : countText,
    sides: DEFAULT_SIDES,
    sidesMessage: `The link asked for ${wanted} dice, which aren’t on the table here (d4, d6, d8, d10, d12 or d20), so d${DEFAULT_SIDES} is used.`,
  };
}

export function rollDice(count: number, sides: DieSides, source: RandomSource = secureRandom): number[] {
  const safeCount = Math.min(MAX_DICE, Math.max(MIN_DICE, Math.floor(count)));
  return Array.from({ length: safeCount }, () => randomBelow(sides, source) + 1);
}

export function totalOf(faces: readonly number[]): number {
  return faces.reduce((sum, face) => sum + face, 0);
}

export interface Roll {
  sides: DieSides;
  faces: number[];
  total: number;
  /** Epoch milliseconds, to keep history entries distinct and ordered. */
  at: number;
}

export function makeRoll(sides: DieSides, faces: number[], at: number): Roll {
  return { sides, faces, total: totalOf(faces), at };
}

/** "3d6 = 11", the line shown in the history. */
export function describeRoll(roll: Pick<Roll, 'sides' | 'faces'>): string {
  return `${notation(roll.faces.length, roll.sides)} = ${totalOf(roll.faces)}`;
}

/** "3d6 = 11 (3 + 4 + 4)", what the copy button copies. */
export function describeRollInFull(roll: Pick<Roll, 'sides' | 'faces'>): string {
  const summary = describeRoll(roll);
  return roll.faces.length > 1 ? `${summary} (${roll.faces.join(' + ')})` : summary;
}

export function possibleRange(count: number, sides: DieSides): { min: number; max: number; average: number } {
  return { min: count, max: count * sides, average: (count * (sides + 1)) / 2 };
}

export function addToHistory(history: readonly Roll[], roll: Roll, limit = HISTORY_LIMIT): Roll[] {
  return [roll, ...history].slice(0, limit);
}

/** Keeps only well-formed entries from storage, which another version or a person may have edited. */
export function sanitizeHistory(stored: unknown): Roll[] {
  if (!Array.isArray(stored)) return [];
  const rolls: Roll[] = [];
  for (const item of stored) {
    if (typeof item !== 'object' || item === null) continue;
    const { sides, faces, at } = item as Record<string, unknown>;
    if (typeof sides !== 'number' || !isDieSides(sides) || typeof at !== 'number' || !Array.isArray(faces)) continue;
    if (faces.length < MIN_DICE || faces.length > MAX_DICE) continue;
    if (!faces.every((f) => Number.isInteger(f) && f >= 1 && f <= sides)) continue;
    rolls.push(makeRoll(sides, faces as number[], at));
  }
  return rolls.slice(0, HISTORY_LIMIT);
}

// Cells of a 3×3 grid, row by row, that carry a pip on each face of a d6.
const PIP_CELLS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function pipCells(face: number): number[] {
  return PIP_CELLS[face] ?? [];
}
