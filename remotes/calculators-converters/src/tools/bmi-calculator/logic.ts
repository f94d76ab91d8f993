import { readNumber } from '@toolhub/shared';

/** Exact by definition (international yard and pound agreement, 1959). */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
export const POUNDS_PER_STONE = 14;
export const INCHES_PER_FOOT = 12;

export const HEIGHT_UNITS = ['cm', 'ftin'] as const;
export type HeightUnit = (typeof HEIGHT_UNITS)[number];
export const WEIGHT_UNITS = ['kg', 'lb', 'stlb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const AGE_GROUPS = ['adult', 'child'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const toHeightUnit = (text: string): HeightUnit => (text === 'ftin' ? 'ftin' : 'cm');
export const toWeightUnit = (text: string): WeightUnit => (text === 'lb' || text === 'stlb' ? text : 'kg');
export const toAgeGroup = (text: string): AgeGroup => (text === 'child' ? 'child' : 'adult');

/** What a person can measure: the shortest and tallest adults recorded, infants' weight upwards. */
export const HEIGHT_CM = { min: 50, max: 280 } as const;
export const WEIGHT_KG = { min: 2, max: 650 } as const;

/** The texts of the height fields, by unit: `cm`, or `ft` and `in`. */
export interface HeightTexts {
  cm: string;
  ft: string;
  in: string;
}
/** The texts of the weight fields: `kg`, `lb`, or `st` and `stlb` (the pounds beside stones). */
export interface WeightTexts {
  kg: string;
  lb: string;
  st: string;
  stlb: string;
}

export type Reading =
  | { status: 'empty' }
  | { status: 'ok'; value: number }
  /** `field` names the text field the message belongs to. */
  | { status: 'error'; field: string; message: string };

const ERROR = (field: string, message: string): Reading => ({ status: 'error', field, message });

function readPart(text: string, field: string, max: number, what: string): Reading {
  if (text.trim() === '') return { status: 'empty' };
  const read = readNumber(text, { min: 0, max });
  if ('error' in read) {
    return ERROR(field, read.error.startsWith('Enter a number from') ? `Enter ${what} from 0 to ${max}.` : read.error);
  }
  return { status: 'ok', value: read.value };
}

const feetInches = (cm: number) => {
  const { ft, inches } = splitFeet(cm);
  return `${ft} ft ${trim1(inches)} in`;
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const trim1 = (n: number) => String(round1(n));

/** The height in centimetres from the fields of the chosen unit. */
export function readHeight(unit: HeightUnit, texts: HeightTexts): Reading {
  const range = `Enter a height from ${HEIGHT_CM.min} to ${HEIGHT_CM.max} cm`;
  if (unit === 'cm') {
    if (texts.cm.trim() === '') return { status: 'empty' };
    const read = readNumber(texts.cm, { min: HEIGHT_CM.min, max: HEIGHT_CM.max });
    if ('error' in read) return ERROR('cm', read.error.startsWith('Enter a number from') ? `${range}.` : read.error);
    return { status: 'ok', value: read.value };
  }
  const ft = readPart(texts.ft, 'ft', 9, 'feet');
  const inches = readPart(texts.in, 'in', 120, 'inches');
  if (ft.status === 'error') return ft;
  if (inches.status === 'error') return inches;
  if (ft.status === 'empty' && inches.status === 'empty') return { status: 'empty' };
  const totalInches = (ft.status === 'ok' ? ft.value : 0) * INCHES_PER_FOOT + (inches.status === 'ok' ? inches.value : 0);
  // Bounds in the unit's own tenths, so the limits the message names are themselves accepted.
  if (totalInches < round1(HEIGHT_CM.min / CM_PER_INCH) || totalInches > round1(HEIGHT_CM.max / CM_PER_INCH)) {
    return ERROR(ft.status === 'ok' ? 'ft' : 'in', `Enter a height from ${feetInches(HEIGHT_CM.min)} to ${feetInches(HEIGHT_CM.max)}.`);
  }
  return { status: 'ok', value: totalInches * CM_PER_INCH };
}

/** The weight in kilograms from the fields of the chosen unit. */
export function readWeight(unit: WeightUnit, texts: WeightTexts): Reading {
  const kgRange = (n: number) => Math.round(n / KG_PER_POUND);
  if (unit === 'kg' || unit === 'lb') {
    const text = unit === 'kg' ? texts.kg : texts.lb;
    if (text.trim() === '') return { status: 'empty' };
    const [min, max] = unit === 'kg' ? [WEIGHT_KG.min, WEIGHT_KG.max] : [kgRange(WEIGHT_KG.min), kgRange(WEIGHT_KG.max)];
    const read = readNumber(text, { min, max });
    if ('error' in read) {
      return ERROR(unit, read.error.startsWith('Enter a number from') ? `Enter a weight from ${min} to ${max} ${unit}.` : read.error);
    }
    return { status: 'ok', value: unit === 'kg' ? read.value : read.value * KG_PER_POUND };
  }
  const st = readPart(texts.st, 'st', 110, 'stones');
  const lb = readPart(texts.stlb, 'stlb', 1500, 'pounds');
  if (st.status === 'error') return st;
  if (lb.status === 'error') return lb;
  if (st.status === 'empty' && lb.status === 'empty') return { status: 'empty' };
  const pounds = (st.status === 'ok' ? st.value : 0) * POUNDS_PER_STONE + (lb.status === 'ok' ? lb.value : 0);
  const kg = pounds * KG_PER_POUND;
  if (pounds < round1(WEIGHT_KG.min / KG_PER_POUND) || pounds > round1(WEIGHT_KG.max / KG_PER_POUND)) {
    return ERROR(st.status === 'ok' ? 'st' : 'stlb', `Enter a weight from ${stonesPounds(WEIGHT_KG.min)} to ${stonesPounds(WEIGHT_KG.max)}.`);
  }
  return { status: 'ok', value: kg };
}

export function splitFeet(cm: number): { ft: number; inches: number } {
  const totalInches = Math.round((cm / CM_PER_INCH) * 10) / 10;
  let ft = Math.floor(totalInches / INCHES_PER_FOOT);
  let inches = Math.round((totalInches - ft * INCHES_PER_FOOT) * 10) / 10;
  if (inches >= INCHES_PER_FOOT) {
    ft += 1;
    inches = 0;
  }
  return { ft, inches };
}

export function splitStones(kg: number): { st: number; lb: number } {
  const totalPounds = Math.round((kg / KG_PER_POUND) * 10) / 10;
  let st = Math.floor(totalPounds / POUNDS_PER_STONE);
  let lb = Math.round((totalPounds - st * POUNDS_PER_STONE) * 10) / 10;
  if (lb >= POUNDS_PER_STONE) {
    st += 1;
    lb = 0;
  }
  return { st, lb };
}

function stonesPounds(kg: number): string {
  const { st, lb } = splitStones(kg);
  return `${st} st ${trim1(lb)} lb`;
}

/** The field texts showing a height in a unit (one decimal at most). */
export function heightTexts(unit: HeightUnit, cm: number): Partial<HeightTexts> {
  if (unit === 'cm') return { cm: trim1(cm) };
  const { ft, inches } = splitFeet(cm);
  return { ft: String(ft), in: trim1(inches) };
}

export function weightTexts(unit: WeightUnit, kg: number): Partial<WeightTexts> {
  if (unit === 'kg') return { kg: trim1(kg) };
  if (unit === 'lb') return { lb: trim1(kg / KG_PER_POUND) };
  const { st, lb } = splitStones(kg);
  return { st: String(st), stlb: trim1(lb) };
}

function sameTexts<T extends object>(a: Partial<T>, b: Partial<T>): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);
}

/**
 * On switching a unit: the fields of the new unit get the measurement typed in the old one,
 * unless they already show the same measurement (so switching back and forth never rewrites what
 * was typed) or the old one holds nothing valid (then the new unit's own text stays).
 */
export function textsOnSwitch<T extends object>(
  from: Reading,
  to: Reading,
  textsOf: (value: number) => Partial<T>,
): Partial<T> | null {
  if (from.status !== 'ok') return null;
  const wanted = textsOf(from.value);
  if (to.status === 'ok' && sameTexts(wanted, textsOf(to.value))) return null;
  return wanted;
}

export interface Category {
  /** WHO's name for the range. */
  name: string;
  /** The range as WHO writes it, on the one-decimal BMI. */
  range: string;
  min: number;
  /** Exclusive upper bound. */
  max: number;
  tone: 'under' | 'normal' | 'over' | 'obese';
}

/** WHO's classification of adult BMI (WHO Technical Report Series 894, 2000; WHO Europe). */
export const CATEGORIES: readonly Category[] = [
  { name: 'Underweight: severe thinness', range: 'below 16.0', min: 0, max: 16, tone: 'under' },
  { name: 'Underweight: moderate thinness', range: '16.0 – 16.9', min: 16, max: 17, tone: 'under' },
  { name: 'Underweight: mild thinness', range: '17.0 – 18.4', min: 17, max: 18.5, tone: 'under' },
  { name: 'Normal weight', range: '18.5 – 24.9', min: 18.5, max: 25, tone: 'normal' },
  { name: 'Pre-obesity (overweight)', range: '25.0 – 29.9', min: 25, max: 30, tone: 'over' },
  { name: 'Obesity class I', range: '30.0 – 34.9', min: 30, max: 35, tone: 'obese' },
  { name: 'Obesity class II', range: '35.0 – 39.9', min: 35, max: 40, tone: 'obese' },
  { name: 'Obesity class III', range: '40.0 and above', min: 40, max: Infinity, tone: 'obese' },
];

export const NORMAL_MIN = 18.5;
export const NORMAL_MAX = 24.9;

/** BMI to one decimal, the way it is read against the table (24.96 is 25.0, overweight). */
export const roundBmi = (bmi: number): number => Math.round(bmi * 10) / 10;

export function bmiOf(kg: number, cm: number): number {
  const m = cm / 100;
  return kg / (m * m);
}

export function categoryOf(bmi: number): Category {
  const shown = roundBmi(bmi);
  return CATEGORIES.find((category) => shown >= category.min && shown < category.max) ?? CATEGORIES[CATEGORIES.length - 1]!;
}

export type BmiResult =
  | { status: 'empty' }
  | { status: 'invalid'; errors: Record<string, string> }
  | {
      status: 'ok';
      bmi: number;
      /** One decimal, as shown. */
      shown: number;
      /** BMI ÷ 25. */
      prime: number;
      /** Null for children and teens: adult categories do not apply. */
      category: Category | null;
      /** The weights at BMI 18.5 and 24.9 for this height, in kg. */
      healthy: { min: number; max: number };
      /** kg to gain (positive) or lose (negative) to reach the normal range; 0 inside it. */
      toNormal: number;
      kg: number;
      cm: number;
    };

export interface BmiInput {
  heightUnit: HeightUnit;
  weightUnit: WeightUnit;
  ageGroup: AgeGroup;
  height: HeightTexts;
  weight: WeightTexts;
}

export function evaluateBmi({ heightUnit, weightUnit, ageGroup, height, weight }: BmiInput): BmiResult {
  const h = readHeight(heightUnit, height);
  const w = readWeight(weightUnit, weight);
  const errors: Record<string, string> = {};
  if (h.status === 'error') errors[h.field] = h.message;
  if (w.status === 'error') errors[w.field] = w.message;
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  if (h.status !== 'ok' || w.status !== 'ok') return { status: 'empty' };
  const bmi = bmiOf(w.value, h.value);
  const m2 = (h.value / 100) ** 2;
  const healthy = { min: NORMAL_MIN * m2, max: NORMAL_MAX * m2 };
  const shown = roundBmi(bmi);
  const toNormal = shown < NORMAL_MIN ? healthy.min - w.value : shown > NORMAL_MAX ? healthy.max - w.value : 0;
  return {
    status: 'ok',
    bmi,
    shown,
    prime: bmi / 25,
    category: ageGroup === 'adult' ? categoryOf(bmi) : null,
    healthy,
    toNormal,
    kg: w.value,
    cm: h.value,
  };
}

/** A weight for people in the chosen unit: "70.3 kg", "155 lb", "11 st 0.9 lb". */
export function formatWeight(kg: number, unit: WeightUnit): string {
  if (unit === 'kg') return `${(Math.round(kg * 10) / 10).toFixed(1)} kg`;
  if (unit === 'lb') return `${(Math.round((kg / KG_PER_POUND) * 10) / 10).toFixed(1)} lb`;
  return stonesPounds(kg);
}

export function formatHeight(cm: number, unit: HeightUnit): string {
  return unit === 'cm' ? `${trim1(cm)} cm` : feetInches(cm);
}

/** Where the BMI sits on the scale drawn from 12 to 45, in percent of its width. */
export function scalePosition(bmi: number): number {
  const [lo, hi] = [12, 45];
  return Math.min(100, Math.max(0, ((bmi - lo) / (hi - lo)) * 100));
}

/** One line to copy: "BMI 22.9 (Normal weight) · 175 cm, 70.0 kg". */
export function bmiSummary(result: Extract<BmiResult, { status: 'ok' }>, heightUnit: HeightUnit, weightUnit: WeightUnit): string {
  const what = result.category ? result.category.name : 'read with BMI-for-age percentiles (under 20)';
  return `BMI ${result.shown.toFixed(1)} (${what}) · ${formatHeight(result.cm, heightUnit)}, ${formatWeight(result.kg, weightUnit)}`;
}
