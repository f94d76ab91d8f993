import Fraction from 'fraction.js';
import type { SourceId } from './sources';

/**
 * What the unit tables are written with: the category and unit types, exact-number helpers, the
 * group labels, the unit() builder, and the 1959 inch, foot, yard, mile and pound the families share.
 * Factors are exact: a value is converted with rationals (fraction.js) and rounded only when shown,
 * so 1 in is 2.54 cm, never 2.5399999999999996.
 */

export type CategoryId =
  | 'length'
  | 'mass'
  | 'temperature'
  | 'volume'
  | 'area'
  | 'speed'
  | 'time'
  | 'data'
  | 'pressure'
  | 'energy';

export interface UnitDef {
  /** Short and URL-safe: the value kept in the link (`from=mi`). */
  id: string;
  name: string;
  symbol: string;
  group: string;
  /** One of this unit in the base unit (for temperature, the size of one degree in kelvin). */
  factor: Fraction;
  /** Temperature only: the base value (kelvin) of this unit's zero. */
  offset?: Fraction;
  /** How it is defined, as shown to the user ("0.3048 m"). */
  definition: string;
  source: SourceId;
}

export interface CategoryDef {
  id: CategoryId;
  name: string;
  base: string;
  units: readonly UnitDef[];
  defaultFrom: string;
  defaultTo: string;
}

export const q = (value: string | number | bigint) => new Fraction(value);
/** 10^n exactly (n may be negative). */
export const ten = (n: number) => new Fraction(10).pow(n);

export const METRIC = 'Metric (SI)';
export const US = 'US customary';
export const IMPERIAL = 'Imperial (UK)';
export const INTERNATIONAL = 'Imperial and US customary';
export const OTHER = 'Other';

export function unit(
  id: string,
  name: string,
  symbol: string,
  group: string,
  factor: Fraction,
  definition: string,
  source: SourceId,
  offset?: Fraction,
): UnitDef {
  return { id, name, symbol, group, factor, definition, source, ...(offset ? { offset } : {}) };
}

// The international inch, foot, yard and pound (1959).
export const INCH = q('0.0254');
export const FOOT = q('0.3048');
export const YARD = q('0.9144');
export const MILE = q('1609.344');
export const POUND = q('0.45359237');
