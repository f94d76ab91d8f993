import { clean, formatNumber, isRounded, readAmount, type Places } from './numbers';

/** The five questions the calculator answers. */
export const MODES = ['of', 'ratio', 'change', 'addsub', 'whole'] as const;
export type Mode = (typeof MODES)[number];

export function toMode(text: string): Mode {
  return (MODES as readonly string[]).includes(text) ? (text as Mode) : 'of';
}

export interface FieldSpec {
  /** The URL parameter (and draft key) holding the field's text. */
  param: string;
  label: string;
  percent: boolean;
  placeholder: string;
}

export interface ModeSpec {
  /** Short name on the mode switch. */
  name: string;
  a: FieldSpec;
  b: FieldSpec;
}

export const MODE_SPECS: Record<Mode, ModeSpec> = {
  of: {
    name: 'X% of Y',
    a: { param: 'pct', label: 'Percentage (%)', percent: true, placeholder: '15' },
    b: { param: 'of', label: 'Of', percent: false, placeholder: '200' },
  },
  ratio: {
    name: 'X is what % of Y',
    a: { param: 'part', label: 'Value', percent: false, placeholder: '30' },
    b: { param: 'total', label: 'Of total', percent: false, placeholder: '200' },
  },
  change: {
    name: '% change',
    a: { param: 'from', label: 'From', percent: false, placeholder: '50' },
    b: { param: 'to', label: 'To', percent: false, placeholder: '75' },
  },
  addsub: {
    name: 'Add / subtract %',
    a: { param: 'value', label: 'Value', percent: false, placeholder: '200' },
    b: { param: 'by', label: 'Percentage (%)', percent: true, placeholder: '15' },
  },
  whole: {
    name: 'X is Y% of what',
    a: { param: 'known', label: 'Value', percent: false, placeholder: '30' },
    b: { param: 'share', label: 'Is this percentage (%)', percent: true, placeholder: '15' },
  },
};

export type Field = 'a' | 'b';

export type Calculation =
  | { status: 'empty' }
  | { status: 'invalid'; errors: Partial<Record<Field, string>> }
  /** Both numbers are fine but the question has no answer (a share of 0, a change from 0). */
  | { status: 'undefined'; field: Field; message: string }
  | { status: 'ok'; mode: Mode; a: number; b: number; result: Result };

export type Result =
  | { kind: 'of'; value: number; fraction: number }
  | { kind: 'ratio'; percent: number; fraction: number }
  | { kind: 'change'; percent: number; difference: number; direction: 'increase' | 'decrease' | 'none'; negativeStart: boolean }
  | { kind: 'addsub'; amount: number; increased: number; decreased: number }
  | { kind: 'whole'; value: number; fraction: number };

const TOO_LARGE = 'The result is too large to show: try smaller numbers.';

/** The answer to the mode's question for the two typed texts. */
export function calculate(mode: Mode, aText: string, bText: string): Calculation {
  const spec = MODE_SPECS[mode];
  const a = readAmount(aText, { percent: spec.a.percent });
  const b = readAmount(bText, { percent: spec.b.percent });
  const errors: Partial<Record<Field, string>> = {};
  if (a && !a.ok) errors.a = a.error;
  if (b && !b.ok) errors.b = b.error;
  if (errors.a || errors.b) return { status: 'invalid', errors };
  if (!a || !b || !a.ok || !b.ok) return { status: 'empty' };
  const x = a.value;
  const y = b.value;
  const result = compute(mode, x, y);
  if ('message' in result) return { status: 'undefined', field: result.field, message: result.message };
  const numbers = Object.values(result).filter((value): value is number => typeof value === 'number');
  if (numbers.some((value) => !Number.isFinite(value))) return { status: 'undefined', field: 'a', message: TOO_LARGE };
  return { status: 'ok', mode, a: x, b: y, result };
}

function compute(mode: Mode, x: number, y: number): Result | { field: Field; message: string } {
  switch (mode) {
    case 'of':
      return { kind: 'of', fraction: x / 100, value: (x * y) / 100 };
    case 'ratio':
      if (y === 0) return { field: 'b', message: 'The total can’t be 0: a share of nothing has no percentage.' };
      return { kind: 'ratio', fraction: x / y, percent: (x / y) * 100 };
    case 'change': {
      const difference = y - x;
      if (x === 0) {
        return {
          field: 'a',
          message:
            difference === 0
              ? 'From 0 to 0 is no change, but a change from 0 has no percentage.'
              : `A change from 0 has no percentage (it would be infinite): the value ${difference > 0 ? 'rose' : 'fell'} by ${formatNumber(Math.abs(difference))}.`,
        };
      }
      const percent = (difference / Math.abs(x)) * 100;
      const direction = clean(difference) === 0 ? 'none' : difference > 0 ? 'increase' : 'decrease';
      return { kind: 'change', percent, difference, direction, negativeStart: x < 0 };
    }
    case 'addsub': {
      const amount = (x * y) / 100;
      return { kind: 'addsub', amount, increased: x + amount, decreased: x - amount };
    }
    case 'whole':
      if (y === 0) {
        return {
          field: 'b',
          message: x === 0 ? '0 is 0% of any number: enter a percentage other than 0.' : `No number has 0% equal to ${formatNumber(x)}: enter a percentage other than 0.`,
        };
      }
      return { kind: 'whole', fraction: y / 100, value: x / (y / 100) };
  }
}

export interface Presented {
  /** The question with the typed numbers: "What is 15% of 200?" */
  question: string;
  /** What the main figure is. */
  answerLabel: string;
  /** The main figure, with "%" where it is a percentage and "≈" where rounded. */
  answer: string;
  /** The whole answer as one line to copy or read: "15% of 200 = 30". */
  sentence: string;
  /** The plain number to paste elsewhere: no grouping, "." decimal. */
  plain: string;
  /** How it was worked out, one step a line. */
  steps: string[];
  /** More figures worth seeing (the difference of a change, both ± results). */
  extras: { label: string; value: string }[];
  note?: string;
}

/** The words and figures shown for a result. */
export function present(calc: Extract<Calculation, { status: 'ok' }>, places: Places, locale?: string): Presented {
  const f = (value: number) => formatNumber(value, places, { locale });
  // Inputs and intermediate steps at full precision: they are what was typed, not rounded results.
  const n = (value: number) => formatNumber(value, 'auto', { locale });
  const approx = (value: number) => (isRounded(value, places) ? '≈ ' : '');
  const plain = (value: number) => formatNumber(value, places, { grouping: false });
  const { a, b, result } = calc;
  switch (result.kind) {
    case 'of': {
      const answer = `${approx(result.value)}${f(result.value)}`;
      return {
        question: `What is ${n(a)}% of ${n(b)}?`,
        answerLabel: `${n(a)}% of ${n(b)}`,
        answer,
        sentence: `${n(a)}% of ${n(b)} = ${answer}`,
        plain: plain(result.value),
        steps: [`${n(a)}% = ${n(a)} ÷ 100 = ${n(result.fraction)}`, `${n(result.fraction)} × ${n(b)} = ${answer}`],
        extras: [],
      };
    }
    case 'ratio': {
      const answer = `${approx(result.percent)}${f(result.percent)}%`;
      return {
        question: `${n(a)} is what percent of ${n(b)}?`,
        answerLabel: 'Percentage',
        answer,
        sentence: `${n(a)} is ${answer} of ${n(b)}`,
        plain: `${plain(result.percent)}%`,
        steps: [`${n(a)} ÷ ${n(b)} = ${n(result.fraction)}`, `${n(result.fraction)} × 100 = ${answer}`],
        extras: [],
      };
    }
    case 'change': {
      const size = Math.abs(result.percent);
      const answer = `${approx(size)}${f(size)}%`;
      const word = result.direction === 'none' ? 'no change' : result.direction;
      const signed = result.direction === 'decrease' ? `−${answer}` : result.direction === 'increase' ? `+${answer}` : answer;
      const base = result.negativeStart ? `|${n(a)}|` : n(a);
      return {
        question: `What is the percentage change from ${n(a)} to ${n(b)}?`,
        answerLabel: result.direction === 'none' ? 'Change' : result.direction === 'increase' ? 'Increase' : 'Decrease',
        answer: signed,
        sentence: `From ${n(a)} to ${n(b)} is ${result.direction === 'none' ? 'no change (0%)' : `a ${answer} ${word}`}`,
        plain: `${result.direction === 'decrease' ? '-' : ''}${plain(size)}%`,
        steps: [
          `${n(b)} − ${n(a)} = ${n(result.difference)}`,
          `${n(result.difference)} ÷ ${base} = ${n(result.percent / 100)}`,
          `${n(result.percent / 100)} × 100 = ${signed}`,
        ],
        extras: [{ label: 'Difference', value: `${result.difference > 0 ? '+' : ''}${f(result.difference)}` }],
        ...(result.negativeStart
          ? { note: 'The start is negative, so the change is measured against its size (|start|): a rise is always an increase.' }
          : {}),
      };
    }
    case 'addsub': {
      const up = `${approx(result.increased)}${f(result.increased)}`;
      const down = `${approx(result.decreased)}${f(result.decreased)}`;
      const amount = `${approx(result.amount)}${f(result.amount)}`;
      return {
        question: `What is ${n(a)} plus or minus ${n(b)}%?`,
        answerLabel: `${n(a)} + ${n(b)}%`,
        answer: up,
        sentence: `${n(a)} + ${n(b)}% = ${up}; ${n(a)} − ${n(b)}% = ${down}`,
        plain: plain(result.increased),
        steps: [
          `${n(b)}% of ${n(a)} = ${n(b / 100)} × ${n(a)} = ${amount}`,
          `${n(a)} + ${amount} = ${up}`,
          `${n(a)} − ${amount} = ${down}`,
        ],
        extras: [
          { label: `${n(a)} − ${n(b)}%`, value: down },
          { label: `${n(b)}% of ${n(a)}`, value: amount },
        ],
      };
    }
    case 'whole': {
      const answer = `${approx(result.value)}${f(result.value)}`;
      return {
        question: `${n(a)} is ${n(b)}% of what number?`,
        answerLabel: 'Whole',
        answer,
        sentence: `${n(a)} is ${n(b)}% of ${answer}`,
        plain: plain(result.value),
        steps: [`${n(b)}% = ${n(b)} ÷ 100 = ${n(result.fraction)}`, `${n(a)} ÷ ${n(result.fraction)} = ${answer}`],
        extras: [],
      };
    }
  }
}
