import Fraction from 'fraction.js';
import { formatNumber, parseNumber, repeatingFraction, type FormatOptions, type Formatted, type Separators } from './number';
import type { CategoryDef, UnitDef } from './unit-basis';
import { findUnit } from './units';

export { SOURCES, type SourceId } from './sources';
export type { CategoryDef, CategoryId, UnitDef } from './unit-basis';
export { CATEGORIES, CATEGORY_IDS, categoryFor, findUnit, unitGroups } from './units';
export { formatNumber, parseNumber, separatorsFor, type FormatOptions, type Formatted, type Rounding, type Separators } from './number';

/** The value in the category's base unit (kelvin for temperature). */
export function toBase(value: Fraction, unit: UnitDef): Fraction {
  const scaled = value.mul(unit.factor);
  return unit.offset ? scaled.add(unit.offset) : scaled;
}

/** A base-unit value in `unit`. */
export function fromBase(base: Fraction, unit: UnitDef): Fraction {
  return (unit.offset ? base.sub(unit.offset) : base).div(unit.factor);
}

/** `value` in `from`, exactly, in `to` (units of one category). */
export function convert(value: Fraction, from: UnitDef, to: UnitDef): Fraction {
  return fromBase(toBase(value, from), to);
}

/** The units a link names, or the category's defaults when it names none of its units. */
export function resolveUnits(category: CategoryDef, fromId: string, toId: string): { from: UnitDef; to: UnitDef } {
  return {
    from: findUnit(category, fromId) ?? findUnit(category, category.defaultFrom)!,
    to: findUnit(category, toId) ?? findUnit(category, category.defaultTo)!,
  };
}

/** How the converter's factors are shown: enough figures to be useful, exact ones in full. */
const FACTOR_FORMAT = { rounding: 'sig', digits: 12, group: true } as const;

function exactOrRounded(value: Fraction, separators: Separators): { text: string; exact: boolean } {
  const shown = formatNumber(value, { ...FACTOR_FORMAT, separators });
  return { text: shown.text, exact: shown.exact };
}

/** A coefficient in a formula: "9/5" where that reads better than 1.8 is not the point; small fractions stay fractions. */
function coefficient(value: Fraction, separators: Separators): string {
  if (value.d !== 1n && value.d < 100n) return value.toFraction();
  return exactOrRounded(value, separators).text;
}

/**
 * How to get from one unit to the other in words: "1 mi = 1.609344 km" for ratios, a formula
 * such as "°F = °C × 9/5 + 32" for temperatures.
 */
export function conversionRule(from: UnitDef, to: UnitDef, separators: Separators = { decimal: '.', group: ',' }): string[] {
  if (from.id === to.id) return [`1 ${from.symbol} = 1 ${to.symbol}`];
  if (from.offset === undefined && to.offset === undefined) {
    const ratio = from.factor.div(to.factor);
    const forward = exactOrRounded(ratio, separators);
    const back = exactOrRounded(ratio.inverse(), separators);
    return [
      `1 ${from.symbol} ${forward.exact ? '=' : '≈'} ${forward.text} ${to.symbol}`,
      `1 ${to.symbol} ${back.exact ? '=' : '≈'} ${back.text} ${from.symbol}`,
    ];
  }
  // to = from × a + b, or (from + p) × a when p reads better ("(°F − 32) × 5/9").
  const a = from.factor.div(to.factor);
  const b = (from.offset ?? new Fraction(0)).sub(to.offset ?? new Fraction(0)).div(to.factor);
  const times = a.equals(1) ? '' : ` × ${coefficient(a, separators)}`;
  const plusOrMinus = (value: Fraction) =>
    `${value.s < 0n ? '−' : '+'} ${exactOrRounded(value.abs(), separators).text}`;
  if (b.equals(0)) return [`${to.symbol} = ${from.symbol}${times}`];
  const p = b.div(a);
  if (repeatingFraction(b) !== null && repeatingFraction(p) === null && times !== '') {
    return [`${to.symbol} = (${from.symbol} ${plusOrMinus(p)})${times}`];
  }
  return [`${to.symbol} = ${from.symbol}${times} ${plusOrMinus(b)}`];
}

export interface ConversionRequest {
  valueText: string;
  category: CategoryDef;
  from: UnitDef;
  to: UnitDef;
  format: FormatOptions;
}

/** What the converter shows before the visitor's number marks are known (the tool's opening render). */
export const PENDING = { status: 'pending' } as const;
export type ConversionView = Conversion | typeof PENDING;

export interface UnitRow {
  unit: UnitDef;
  shown: Formatted;
}

export type Conversion =
  | { status: 'empty' }
  | { status: 'error'; message: string }
  | {
      status: 'ok';
      value: Fraction;
      /** The value as it was understood ("1,500" read as 1500 or as 1.5). */
      input: string;
      result: Fraction;
      shown: Formatted;
      rows: UnitRow[];
    };

/** How the typed value is echoed back: exactly as read, as a fraction when it has no end. */
function echo(value: Fraction, format: FormatOptions): string {
  const fraction = repeatingFraction(value);
  if (fraction !== null) return fraction.replace('-', '−');
  return formatNumber(value, { rounding: 'sig', digits: 30, group: format.group, separators: format.separators }).text;
}

/** Everything the converter shows for what was typed, or the message to show next to the field. */
export function evaluateConversion({ valueText, category, from, to, format }: ConversionRequest): Conversion {
  if (valueText.trim() === '') return { status: 'empty' };
  const parsed = parseNumber(valueText, format.separators);
  if (!parsed.ok) return { status: 'error', message: parsed.message };
  const base = toBase(parsed.value, from);
  if (category.id === 'temperature' && base.s < 0n) {
    const zero = formatNumber(fromBase(new Fraction(0), from), { ...FACTOR_FORMAT, separators: format.separators });
    return { status: 'error', message: `That is below absolute zero (${zero.text} ${from.symbol}), the lowest temperature there is.` };
  }
  const result = fromBase(base, to);
  return {
    status: 'ok',
    value: parsed.value,
    input: echo(parsed.value, format),
    result,
    shown: formatNumber(result, format),
    rows: category.units.map((unit) => ({ unit, shown: formatNumber(fromBase(base, unit), format) })),
  };
}

/** "12 m = 39.37007874 ft" (≈ when rounded), for the clipboard. */
export function conversionSummary(conversion: Extract<Conversion, { status: 'ok' }>, from: UnitDef, to: UnitDef): string {
  return `${conversion.input} ${from.symbol} ${conversion.shown.exact ? '=' : '≈'} ${conversion.shown.text} ${to.symbol}`;
}

