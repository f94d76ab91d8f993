import { randomBelow, secureRandom, type RandomSource } from '@toolhub/shared';

export type PadId = 'green' | 'red' | 'yellow' | 'blue';

export interface PadInfo {
  id: PadId;
  name: string;
  /** A shape on the pad, so the game does not depend on telling colours apart. */
  symbol: string;
  symbolName: string;
  /** The tone in hertz: the classic game's four notes, an E-major-ish chord from high to low. */
  frequency: number;
  /** Keys that press the pad: its place on a QWERTY keyboard, a digit, an arrow. */
  keys: readonly string[];
  keyLabel: string;
}

/** In reading order (the 2×2 board): green top left, red top right, yellow bottom left, blue bottom right. */
export const PADS: readonly PadInfo[] = [
  { id: 'green', name: 'Green', symbol: '▲', symbolName: 'triangle', frequency: 659.25, keys: ['q', '1', 'ArrowUp'], keyLabel: 'Q' },
  { id: 'red', name: 'Red', symbol: '●', symbolName: 'circle', frequency: 554.37, keys: ['w', '2', 'ArrowRight'], keyLabel: 'W' },
  { id: 'yellow', name: 'Yellow', symbol: '■', symbolName: 'square', frequency: 440, keys: ['a', '3', 'ArrowLeft'], keyLabel: 'A' },
  { id: 'blue', name: 'Blue', symbol: '◆', symbolName: 'diamond', frequency: 329.63, keys: ['s', '4', 'ArrowDown'], keyLabel: 'S' },
];
export const ERROR_FREQUENCY = 110;

export function padInfo(id: PadId): PadInfo {
  return PADS.find((p) => p.id === id) ?? (PADS[0] as PadInfo);
}

/** The pad a key press stands for, or null. Letters in either case; modifier chords are left alone. */
export function padForKey(event: { key: string; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): PadId | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return PADS.find((p) => p.keys.includes(key))?.id ?? null;
}

export function randomPad(source: RandomSource = secureRandom): PadId {
  return (PADS[randomBelow(PADS.length, source)] as PadInfo).id;
}

export type Phase = 'idle' | 'showing' | 'input' | 'paused' | 'over';

export interface SimonState {
  phase: Phase;
  sequence: PadId[];
  /** How many pads of the sequence the player has repeated this round. */
  step: number;
  /** Whether this game ends on the first mistake (fixed when the game starts). */
  strict: boolean;
  /** Mistakes forgiven this game (relaxed mode replays the round instead). */
  mistakes: number;
}

export const IDLE: SimonState = { phase: 'idle', sequence: [], step: 0, strict: false, mistakes: 0 };

export function startGame(strict: boolean, source: RandomSource = secureRandom): SimonState {
  return { phase: 'showing', sequence: [randomPad(source)], step: 0, strict, mistakes: 0 };
}

/** Rounds completed: the score. The sequence being played counts only once it has been repeated. */
export function scoreOf(state: SimonState): number {
  return Math.max(0, state.sequence.length - 1);
}

export type PressOutcome = 'ignored' | 'good' | 'round' | 'retry' | 'over';

/**
 * One press of a pad while the player repeats the sequence. `good`: right, keep going. `round`:
 * the whole sequence repeated, so one more pad is added (`next`). `retry`: wrong in relaxed mode,
 * the same sequence is shown again. `over`: wrong in strict mode.
 */
export function press(state: SimonState, pad: PadId, source: RandomSource = secureRandom): { state: SimonState; outcome: PressOutcome } {
  if (state.phase !== 'input') return { state, outcome: 'ignored' };
  if (state.sequence[state.step] !== pad) {
    if (state.strict) return { state: { ...state, phase: 'over' }, outcome: 'over' };
    return { state: { ...state, phase: 'showing', step: 0, mistakes: state.mistakes + 1 }, outcome: 'retry' };
  }
  const step = state.step + 1;
  if (step < state.sequence.length) return { state: { ...state, step }, outcome: 'good' };
  return { state: { ...state, phase: 'showing', step: 0, sequence: [...state.sequence, randomPad(source)] }, outcome: 'round' };
}

/** The playback has shown every pad: the player's turn. */
export function finishShowing(state: SimonState): SimonState {
  return state.phase === 'showing' ? { ...state, phase: 'input', step: 0 } : state;
}

/** The tab was hidden or the player paused: playback stops, and the round is shown again on resume. */
export function pause(state: SimonState): SimonState {
  return state.phase === 'showing' || state.phase === 'input' ? { ...state, phase: 'paused', step: 0 } : state;
}
export function resume(state: SimonState): SimonState {
  return state.phase === 'paused' ? { ...state, phase: 'showing', step: 0 } : state;
}

export interface Timing {
  /** How long each pad lights during playback. */
  toneMs: number;
  /** The dark gap between two pads. */
  gapMs: number;
}

/**
 * Playback speed for a sequence of `length`: the classic game's speed-up, faster after the 5th,
 * 9th and 13th pads. Without speed-up every round plays at the first speed.
 */
export function timingFor(length: number, speedUp: boolean): Timing {
  if (!speedUp || length <= 5) return { toneMs: 420, gapMs: 80 };
  if (length <= 9) return { toneMs: 320, gapMs: 70 };
  if (length <= 13) return { toneMs: 250, gapMs: 60 };
  return { toneMs: 200, gapMs: 50 };
}

/** How long the player's own press lights the pad and sounds. */
export const PRESS_MS = 220;
/** The pause before playback starts, so the player sees it coming. */
export const LEAD_IN_MS = 700;

export function describeSequence(sequence: readonly PadId[]): string {
  return sequence.map((id) => padInfo(id).name.toLowerCase()).join(', ');
}

export function sanitizeBest(stored: unknown): number {
  return typeof stored === 'number' && Number.isSafeInteger(stored) && stored > 0 && stored < 100_000 ? stored : 0;
}

export function shareText(score: number, strict: boolean): string {
  return `Simon Says: I repeated a sequence of ${score} ${score === 1 ? 'colour' : 'colours'}${strict ? ' in strict mode' : ''}. Can you beat it?`;
}
