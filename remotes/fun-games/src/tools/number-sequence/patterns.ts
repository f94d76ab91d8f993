/** The six kinds of pattern, each dealing a puzzle of a level with its hint and worked explanation. */
import { pick, randomBelow, randomInt, secureRandom, type RandomSource } from '@toolhub/shared';
import { ANY_KIND, KINDS, differences, formatNumber, formatStep, list, type Kind, type KindChoice, type Level, type Puzzle } from './logic';

const last = (terms: readonly number[]) => terms[terms.length - 1] ?? 0;
const sum = (terms: readonly number[]) => terms.reduce((a, b) => a + b, 0);
/** "a + b", "a − b" with the sign of b folded in. */
const plus = (a: number, b: number) => `${formatNumber(a)} ${b < 0 ? '−' : '+'} ${Math.abs(b)}`;

/** A non-zero integer of magnitude min..max with a random sign. */
function signed(min: number, max: number, source: RandomSource): number {
  const n = randomInt(min, max, source);
  return randomBelow(2, source) === 0 ? n : -n;
}

type Draft = Omit<Puzzle, 'level' | 'kind'>;

/** The full sequence (shown terms then the answer) split into a puzzle. */
function split(all: number[], hint: string, explanation: string): Draft {
  return { terms: all.slice(0, -1), answer: last(all), hint, explanation };
}

function arithmetic(level: Level, source: RandomSource): Draft {
  const start = level === 'easy' ? randomInt(1, 20, source) : level === 'medium' ? randomInt(-20, 50, source) : randomInt(-100, 200, source);
  const step = level === 'easy' ? randomInt(2, 9, source) : level === 'medium' ? signed(3, 15, source) : signed(11, 49, source);
  const all = Array.from({ length: 6 }, (_, i) => start + i * step);
  const shown = all.slice(0, -1);
  const verb = step > 0 ? `Add ${step}` : `Subtract ${-step}`;
  return split(all, 'Look at the gap between neighbouring numbers.', `${verb} each time: ${plus(last(shown), step)} = ${formatNumber(last(all))}.`);
}

function geometric(level: Level, source: RandomSource): Draft {
  const length = 6;
  // Division puzzles are built backwards from the answer, so every term is whole.
  const divide = level !== 'easy' && randomBelow(3, source) === 0;
  if (divide) {
    const by = level === 'medium' ? 2 : pick([2, 3], source);
    const end = randomInt(1, level === 'medium' ? 5 : 4, source) * (level === 'hard' && randomBelow(2, source) === 0 ? -1 : 1);
    const all = Array.from({ length }, (_, i) => end * by ** (length - 1 - i));
    const shown = all.slice(0, -1);
    return split(all, 'Compare each number with the one before it: how many times smaller is it?', `Divide by ${by} each time: ${formatNumber(last(shown))} ÷ ${by} = ${formatNumber(last(all))}.`);
  }
  const ratio = level === 'easy' ? pick([2, 3], source) : level === 'medium' ? pick([2, 3, 4, -2], source) : pick([-3, -2, 3, 5], source);
  const start = level === 'easy' ? randomInt(1, 5, source) : level === 'medium' ? signed(1, 6, source) : signed(1, Math.abs(ratio) === 5 ? 3 : 9, source);
  const all = Array.from({ length }, (_, i) => start * ratio ** i);
  const shown = all.slice(0, -1);
  const by = ratio < 0 ? `(${formatNumber(ratio)})` : String(ratio);
  return split(
    all,
    'Divide each number by the one before it.',
    `Multiply by ${formatNumber(ratio)} each time${ratio < 0 ? ', so the sign flips' : ''}: ${formatNumber(last(shown))} × ${by} = ${formatNumber(last(all))}.`,
  );
}

function squares(level: Level, source: RandomSource): Draft {
  const from = randomInt(1, level === 'easy' ? 6 : 9, source);
  const ns = Array.from({ length: 6 }, (_, i) => from + i);
  const next = last(ns);
  const choice = level === 'easy' ? 0 : level === 'medium' ? randomBelow(3, source) : 2 + randomBelow(3, source);
  if (choice === 0) {
    return split(ns.map((n) => n * n), 'Compare the numbers with 1, 4, 9, 16, 25…', `These are square numbers, ${from}² to ${next - 1}², so next comes ${next}² = ${next * next}.`);
  }
  if (choice === 1 || choice === 3) {
    const offset = signed(1, level === 'medium' ? 5 : 20, source);
    const all = ns.map((n) => n * n + offset);
    return split(all, 'Compare the numbers with the square numbers 1, 4, 9, 16, 25…', `Each is a square number ${formatStep(offset)}: ${next}² ${offset < 0 ? '−' : '+'} ${Math.abs(offset)} = ${formatNumber(last(all))}.`);
  }
  if (choice === 2) {
    const cubeFrom = randomInt(1, 4, source);
    const cs = Array.from({ length: 6 }, (_, i) => cubeFrom + i);
    const n = last(cs);
    return split(cs.map((c) => c ** 3), 'Compare the numbers with 1, 8, 27, 64…', `These are cube numbers, ${cubeFrom}³ to ${n - 1}³, so next comes ${n}³ = ${n ** 3}.`);
  }
  // choice 4: n × (n + 1), the "oblong" numbers.
  const all = ns.map((n) => n * (n + 1));
  return split(all, 'Try writing each number as a product of two neighbouring whole numbers.', `Each is a number times the next one: ${next} × ${next + 1} = ${last(all)}.`);
}

function fibonacci(level: Level, source: RandomSource): Draft {
  if (level === 'hard' && randomBelow(2, source) === 0) {
    const seed = [randomInt(0, 3, source), randomInt(1, 4, source), randomInt(1, 5, source)];
    const all = [...seed];
    while (all.length < 8) all.push(sum(all.slice(-3)));
    const shown = all.slice(0, -1);
    const [a, b, c] = shown.slice(-3);
    return split(all, 'Add up more than two of the numbers before.', `Each number is the sum of the three before it: ${a} + ${b} + ${c} = ${last(all)}.`);
  }
  let a: number;
  let b: number;
  if (level === 'easy') {
    a = randomInt(1, 5, source);
    b = randomInt(1, 6, source);
  } else if (level === 'medium') {
    a = randomInt(-5, 10, source);
    b = randomInt(1, 15, source);
  } else {
    a = randomInt(-20, 20, source);
    b = signed(5, 25, source);
  }
  const all = [a, b];
  while (all.length < 8) all.push((all[all.length - 1] ?? 0) + (all[all.length - 2] ?? 0));
  const shown = all.slice(0, -1);
  const [x = 0, y = 0] = shown.slice(-2);
  return split(all, 'Add neighbouring numbers together.', `Each number is the sum of the two before it, as in the Fibonacci sequence: ${plus(x, y)} = ${formatNumber(last(all))}.`);
}

function alternating(level: Level, source: RandomSource): Draft {
  const length = 8;
  if (level === 'hard' && randomBelow(2, source) === 0) {
    // Two operations in turn: × m, then + k.
    const times = pick([2, 3], source);
    const add = randomInt(1, 6, source);
    const all = [randomInt(1, 6, source)];
    for (let i = 1; i < length; i++) {
      const prev = last(all);
      all.push(i % 2 === 1 ? prev * times : prev + add);
    }
    const shown = all.slice(0, -1);
    const lastOp = (length - 1) % 2 === 1 ? `${formatNumber(last(shown))} × ${times}` : plus(last(shown), add);
    return split(all, 'The rule is not the same at every step: look at every other step.', `The steps take turns: × ${times}, then ${formatStep(add)}. Next is ${(length - 1) % 2 === 1 ? `× ${times}` : formatStep(add)}: ${lastOp} = ${formatNumber(last(all))}.`);
  }
  if (level === 'easy') {
    // One sequence whose steps take turns: +up, −down.
    const up = randomInt(2, 9, source);
    const down = randomInt(1, up - 1, source);
    const all = [randomInt(1, 20, source)];
    for (let i = 1; i < length; i++) all.push(last(all) + (i % 2 === 1 ? up : -down));
    const shown = all.slice(0, -1);
    const step = (length - 1) % 2 === 1 ? up : -down;
    return split(all, 'Look at the steps: they are not all the same.', `The steps take turns: +${up}, then −${down}. Next is ${formatStep(step)}: ${plus(last(shown), step)} = ${formatNumber(last(all))}.`);
  }
  // Two sequences woven together.
  const big = level === 'hard';
  const a = randomInt(big ? -30 : 1, big ? 60 : 20, source);
  const b = randomInt(big ? -30 : 1, big ? 60 : 30, source);
  const da = signed(2, big ? 15 : 6, source);
  let db = signed(2, big ? 15 : 6, source);
  if (db === da) db = -db;
  const all = Array.from({ length }, (_, i) => (i % 2 === 0 ? a + (i / 2) * da : b + ((i - 1) / 2) * db));
  // Eight terms: the answer (the eighth) continues the second of the two.
  const first = all.filter((_, i) => i % 2 === 0);
  const second = all.filter((_, i) => i % 2 === 1);
  const before = second[second.length - 2] ?? 0;
  return split(
    all,
    'Read every other number: there are two sequences woven together.',
    `Two sequences take turns: ${list(first)} (${formatStep(da)} each) and ${list(second.slice(0, -1))} (${formatStep(db)} each). The next number continues the second: ${plus(before, db)} = ${formatNumber(last(all))}.`,
  );
}

function differencesOfDifferences(level: Level, source: RandomSource): Draft {
  if (level === 'hard' && randomBelow(2, source) === 0) {
    // The gaps between the gaps grow too: a cubic, third differences constant.
    const t = randomInt(1, 2, source);
    const s = randomInt(1, 4, source);
    const d = randomInt(-3, 5, source);
    const a = randomInt(-10, 20, source);
    const all = Array.from({ length: 7 }, (_, i) => a + d * i + (s * i * (i - 1)) / 2 + (t * i * (i - 1) * (i - 2)) / 6);
    const gaps = differences(all);
    const gaps2 = differences(gaps);
    const shown = all.slice(0, -1);
    return split(
      all,
      'Write down the gaps, then the gaps between those, and once more.',
      `The gaps are ${list(gaps.slice(0, -1))}; their gaps are ${list(gaps2.slice(0, -1))}, which grow by ${t} each time. So the next gap is ${formatNumber(last(gaps))}: ${plus(last(shown), last(gaps))} = ${formatNumber(last(all))}.`,
    );
  }
  const a = level === 'easy' ? randomInt(1, 10, source) : randomInt(-20, 30, source);
  const d = level === 'easy' ? randomInt(1, 4, source) : randomInt(-6, 10, source);
  const s = level === 'easy' ? randomInt(1, 3, source) : level === 'medium' ? signed(1, 4, source) : signed(3, 9, source);
  const all = Array.from({ length: 6 }, (_, i) => a + d * i + (s * i * (i - 1)) / 2);
  const gaps = differences(all);
  const shown = all.slice(0, -1);
  return split(
    all,
    'Write down the gaps between neighbours, then look at how the gaps change.',
    `The gaps are ${gaps.slice(0, -1).map(formatStep).join(', ')}; each gap is ${s > 0 ? `${s} more` : `${-s} less`} than the one before. So the next gap is ${formatStep(last(gaps))}: ${plus(last(shown), last(gaps))} = ${formatNumber(last(all))}.`,
  );
}

const GENERATORS: Record<Kind, (level: Level, source: RandomSource) => Draft> = {
  arithmetic,
  geometric,
  squares,
  fibonacci,
  alternating,
  differences: differencesOfDifferences,
};

/** A sequence that has no pattern to see: a constant run, or one a player could not tell apart. */
function isDull(draft: Draft): boolean {
  const all = [...draft.terms, draft.answer];
  return new Set(all).size < 3 || differences(all).every((g) => g === 0);
}

/** A new puzzle of the level (and kind, unless "any"), never the same numbers as `previous`. */
export function nextPuzzle(level: Level, kind: KindChoice = ANY_KIND, previous: Puzzle | null = null, source: RandomSource = secureRandom): Puzzle {
  let draft: Draft | null = null;
  let chosen: Kind = 'arithmetic';
  for (let attempt = 0; attempt < 30; attempt++) {
    chosen = kind === ANY_KIND ? pick(KINDS, source).id : kind;
    draft = GENERATORS[chosen](level, source);
    const same = previous !== null && previous.terms.join() === draft.terms.join();
    if (!same && !isDull(draft)) break;
  }
  return { level, kind: chosen, ...(draft as Draft) };
}
