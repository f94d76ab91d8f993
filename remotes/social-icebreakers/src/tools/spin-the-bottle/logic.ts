import { randomBelow, randomFraction, randomInt, secureRandom, type RandomSource } from '@toolhub/shared';
import { normaliseName, playerNameError } from '../../players/players';

/* ---------- Options (kept in the URL) ---------- */

export type Speed = 'quick' | 'normal' | 'slow';
export type Follow = 'none' | 'family' | 'party';

export const SPEEDS: readonly { id: Speed; label: string; ms: number; turns: [number, number] }[] = [
  { id: 'quick', label: 'Quick', ms: 1800, turns: [2, 3] },
  { id: 'normal', label: 'Normal', ms: 4200, turns: [4, 6] },
  { id: 'slow', label: 'Suspense', ms: 7000, turns: [6, 9] },
];
export const DEFAULT_SPEED: Speed = 'normal';

export const FOLLOWS: readonly { id: Follow; label: string }[] = [
  { id: 'none', label: 'Just spin' },
  { id: 'family', label: 'Truth or dare: family' },
  { id: 'party', label: 'Truth or dare: party' },
];
export const DEFAULT_FOLLOW: Follow = 'none';

export function parseSpeed(raw: string | null | undefined): Speed | null {
  return SPEEDS.find((s) => s.id === raw)?.id ?? null;
}

export function parseFollow(raw: string | null | undefined): Follow | null {
  return FOLLOWS.find((f) => f.id === raw)?.id ?? null;
}

export function speedInfo(speed: Speed) {
  return SPEEDS.find((s) => s.id === speed) ?? SPEEDS[1]!;
}

/* ---------- Geometry ---------- */

/** Brings any angle into [0, 360). */
export function normaliseAngle(degrees: number): number {
  const r = degrees % 360;
  if (r === 0) return 0; // also turns -0 into 0
  const up = r < 0 ? r + 360 : r;
  return up >= 360 ? 0 : up; // -1e-14 + 360 rounds to 360

}

/** Where seat `index` of `count` sits, in degrees clockwise from the top (12 o'clock). */
export function seatAngle(index: number, count: number): number {
  if (count <= 0) return 0;
  return (360 / count) * index;
}

/** The seat a bottle at `rotation` points at (the nearest one), or null with no seats. */
export function seatAt(rotation: number, count: number): number | null {
  if (count <= 0) return null;
  const slice = 360 / count;
  return Math.round(normaliseAngle(rotation) / slice) % count;
}

/** A seat's centre as percentages of the table (0–100), on a circle of radius `radius` %. */
export function seatPosition(index: number, count: number, radius = 40): { x: number; y: number } {
  const a = (seatAngle(index, count) * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(50 + radius * Math.sin(a)), y: round(50 - radius * Math.cos(a)) };
}

/* ---------- The spin: result first, then the animation that lands on it ---------- */

export interface SpinPlan {
  /** The chosen seat, or null when nobody is seated (the bottle lands anywhere). */
  target: number | null;
  from: number;
  to: number;
  durationMs: number;
}

/**
 * Draws the result first from the crypto random (uniform over the eligible seats: fair), then
 * plans a rotation of a few whole turns ending inside the central half of that seat's slice, so
 * the bottle visibly points at the chosen player and never at the line between two.
 */
export function planSpin(
  from: number,
  count: number,
  eligible: readonly number[],
  speed: Speed,
  source: RandomSource = secureRandom,
): SpinPlan {
  const info = speedInfo(speed);
  const turns = randomInt(info.turns[0], info.turns[1], source);
  let target: number | null = null;
  let angle: number;
  if (count >= 1 && eligible.length > 0) {
    target = eligible[randomBelow(eligible.length, source)]!;
    const slice = 360 / count;
    const jitter = count === 1 ? 0 : (randomFraction(source) - 0.5) * slice * 0.5;
    angle = seatAngle(target, count) + jitter;
  } else {
    angle = randomFraction(source) * 360;
  }
  const delta = normaliseAngle(angle - normaliseAngle(from));
  return { target, from, to: from + turns * 360 + delta, durationMs: info.ms };
}

/**
 * Ease-out with a long, slowing tail, like a bottle losing momentum on a table: quintic
 * ease-out. Monotonic, 0 at the start and 1 at the end.
 */
export function spinEase(t: number): number {
  if (!(t > 0)) return 0;
  if (t >= 1) return 1;
  return 1 - (1 - t) ** 5;
}

/** The bottle's rotation `elapsed` ms into a spin. */
export function rotationAt(plan: SpinPlan, elapsed: number): number {
  const t = plan.durationMs <= 0 ? 1 : elapsed / plan.durationMs;
  // At the end, exactly where the seat was drawn: from + (to − from) can be one ulp off `to`.
  if (t >= 1) return plan.to;
  return plan.from + (plan.to - plan.from) * spinEase(t);
}

/* ---------- Players ---------- */

export interface Table {
  names: string[];
  /** Times each player was chosen, by name. */
  picks: Record<string, number>;
  /** Index of whoever spins next (the last one chosen spins next, as in the party game). */
  spinner: number;
}

export const EMPTY_TABLE: Table = { names: [], picks: {}, spinner: 0 };

export function addPlayer(table: Table, raw: string): Table {
  if (playerNameError(raw, table.names) !== null) return table;
  return { ...table, names: [...table.names, normaliseName(raw)] };
}

export function removePlayer(table: Table, index: number): Table {
  if (index < 0 || index >= table.names.length) return table;
  const removed = table.names[index]!;
  const names = table.names.filter((_, i) => i !== index);
  const picks = { ...table.picks };
  delete picks[removed];
  let spinner = table.spinner;
  if (index < spinner) spinner -= 1;
  if (spinner >= names.length) spinner = 0;
  return { names, picks, spinner };
}

/** Moves a player one seat left (-1) or right (+1) round the table. */
export function movePlayer(table: Table, index: number, by: -1 | 1): Table {
  const to = index + by;
  if (index < 0 || index >= table.names.length || to < 0 || to >= table.names.length) return table;
  const names = table.names.slice();
  [names[index], names[to]] = [names[to]!, names[index]!];
  const spinner = table.spinner === index ? to : table.spinner === to ? index : table.spinner;
  return { ...table, names, spinner };
}

/** Seats the bottle may land on: everyone, or everyone but the spinner when that rule is on. */
export function eligibleSeats(table: Table, skipSpinner: boolean): number[] {
  const all = table.names.map((_, i) => i);
  if (!skipSpinner || table.names.length < 2) return all;
  return all.filter((i) => i !== table.spinner);
}

/** Records a landing: the chosen player gets a tally and spins next. */
export function recordPick(table: Table, seat: number): Table {
  const name = table.names[seat];
  if (name === undefined) return table;
  return { ...table, picks: { ...table.picks, [name]: (table.picks[name] ?? 0) + 1 }, spinner: seat };
}

export function restoreTable(raw: unknown): Table {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return EMPTY_TABLE;
  const record = raw as Record<string, unknown>;
  const names: string[] = [];
  if (Array.isArray(record.names)) {
    for (const value of record.names) {
      if (typeof value === 'string' && playerNameError(value, names) === null) names.push(normaliseName(value));
    }
  }
  const picks: Record<string, number> = {};
  const rawPicks = typeof record.picks === 'object' && record.picks !== null ? (record.picks as Record<string, unknown>) : {};
  for (const name of names) {
    const n = rawPicks[name];
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) picks[name] = n;
  }
  const s = record.spinner;
  const spinner = typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < names.length ? s : 0;
  return { names, picks, spinner };
}

/** "Ana" → "The bottle points at Ana!" */
export function resultText(name: string | null): string {
  return name ? `The bottle points at ${name}!` : 'The bottle has stopped: whoever it points at is up!';
}
