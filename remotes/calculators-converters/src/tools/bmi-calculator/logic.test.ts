import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  KG_PER_POUND,
  bmiOf,
  bmiSummary,
  categoryOf,
  evaluateBmi,
  formatHeight,
  formatWeight,
  heightTexts,
  readHeight,
  readWeight,
  scalePosition,
  splitFeet,
  splitStones,
  textsOnSwitch,
  toAgeGroup,
  toHeightUnit,
  toWeightUnit,
  weightTexts,
  type BmiInput,
  type HeightTexts,
  type WeightTexts,
} from './logic';

const H = (texts: Partial<HeightTexts>): HeightTexts => ({ cm: '', ft: '', in: '', ...texts });
const W = (texts: Partial<WeightTexts>): WeightTexts => ({ kg: '', lb: '', st: '', stlb: '', ...texts });
const input = (over: Partial<BmiInput>): BmiInput => ({
  heightUnit: 'cm',
  weightUnit: 'kg',
  ageGroup: 'adult',
  height: H({}),
  weight: W({}),
  ...over,
});

describe('evaluateBmi', () => {
  it('70 kg, 175 cm → 22.9, normal weight (the issue’s example)', () => {
    const result = evaluateBmi(input({ height: H({ cm: '175' }), weight: W({ kg: '70' }) }));
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.shown).toBe(22.9);
    expect(result.category?.name).toBe('Normal weight');
    expect(result.healthy.min).toBeCloseTo(56.66, 2);
    expect(result.healthy.max).toBeCloseTo(76.26, 2);
    expect(result.toNormal).toBe(0);
    expect(result.prime).toBeCloseTo(0.914, 3);
    expect(bmiSummary(result, 'cm', 'kg')).toBe('BMI 22.9 (Normal weight) · 175 cm, 70.0 kg');
  });

  it.each<[Partial<BmiInput>, number, string]>([
    [{ heightUnit: 'ftin', weightUnit: 'lb', height: H({ ft: '5', in: '9' }), weight: W({ lb: '154' }) }, 22.7, 'Normal weight'],
    [{ heightUnit: 'ftin', weightUnit: 'stlb', height: H({ ft: '6', in: '0' }), weight: W({ st: '15', stlb: '10' }) }, 29.8, 'Pre-obesity (overweight)'],
    [{ heightUnit: 'ftin', weightUnit: 'stlb', height: H({ ft: '6', in: '0' }), weight: W({ st: '15', stlb: '12' }) }, 30.1, 'Obesity class I'],
    [{ heightUnit: 'ftin', height: H({ in: '69' }), weight: W({ kg: '70' }) }, 22.8, 'Normal weight'],
    [{ weightUnit: 'stlb', height: H({ cm: '160' }), weight: W({ stlb: '220' }) }, 39, 'Obesity class II'],
    [{ height: H({ cm: '180' }), weight: W({ kg: '50' }) }, 15.4, 'Underweight: severe thinness'],
    [{ height: H({ cm: '170' }), weight: W({ kg: '47' }) }, 16.3, 'Underweight: moderate thinness'],
    [{ height: H({ cm: '170' }), weight: W({ kg: '51' }) }, 17.6, 'Underweight: mild thinness'],
    [{ height: H({ cm: '170' }), weight: W({ kg: '95' }) }, 32.9, 'Obesity class I'],
    [{ height: H({ cm: '170' }), weight: W({ kg: '130' }) }, 45, 'Obesity class III'],
    [{ height: H({ cm: '170,5' }), weight: W({ kg: '72,5' }) }, 24.9, 'Normal weight'],
  ])('%j → BMI %d, %s', (over, bmi, category) => {
    const result = evaluateBmi(input(over));
    if (result.status !== 'ok') throw new Error(JSON.stringify(result));
    expect(result.shown).toBe(bmi);
    expect(result.category?.name).toBe(category);
  });

  it('reads the category on the one-decimal BMI that is shown', () => {
    expect(categoryOf(24.94).name).toBe('Normal weight');
    expect(categoryOf(24.96).name).toBe('Pre-obesity (overweight)');
    expect(categoryOf(18.45).name).toBe('Normal weight');
    expect(categoryOf(18.44).name).toBe('Underweight: mild thinness');
    expect(categoryOf(0).name).toBe('Underweight: severe thinness');
    expect(categoryOf(500).name).toBe('Obesity class III');
  });

  it('gives no adult category to a child or teen, still the number', () => {
    const result = evaluateBmi(input({ ageGroup: 'child', height: H({ cm: '140' }), weight: W({ kg: '35' }) }));
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.shown).toBe(17.9);
    expect(result.category).toBeNull();
    expect(bmiSummary(result, 'cm', 'kg')).toBe('BMI 17.9 (read with BMI-for-age percentiles (under 20)) · 140 cm, 35.0 kg');
  });

  it('says how much to gain or lose to reach the normal range', () => {
    const low = evaluateBmi(input({ height: H({ cm: '180' }), weight: W({ kg: '50' }) }));
    const high = evaluateBmi(input({ height: H({ cm: '170' }), weight: W({ kg: '95' }) }));
    if (low.status !== 'ok' || high.status !== 'ok') throw new Error('expected results');
    expect(low.toNormal).toBeCloseTo(18.5 * 1.8 ** 2 - 50, 6);
    expect(high.toNormal).toBeCloseTo(24.9 * 1.7 ** 2 - 95, 6);
  });

  it('waits for both measurements', () => {
    expect(evaluateBmi(input({ height: H({ cm: '175' }) }))).toEqual({ status: 'empty' });
    expect(evaluateBmi(input({ weight: W({ kg: '70' }) }))).toEqual({ status: 'empty' });
    expect(evaluateBmi(input({ heightUnit: 'ftin', height: H({ cm: '175' }), weight: W({ kg: '70' }) }))).toEqual({ status: 'empty' });
  });

  it.each<[Partial<BmiInput>, Record<string, string>]>([
    [{ height: H({ cm: '17' }), weight: W({ kg: '70' }) }, { cm: 'Enter a height from 50 to 280 cm.' }],
    [{ height: H({ cm: 'tall' }), weight: W({ kg: '70' }) }, { cm: 'Enter a number, such as 12 or 3.5.' }],
    [{ height: H({ cm: '175' }), weight: W({ kg: '0' }) }, { kg: 'Enter a weight from 2 to 650 kg.' }],
    [{ height: H({ cm: '175' }), weight: W({ kg: '-70' }) }, { kg: 'Enter a weight from 2 to 650 kg.' }],
    [{ weightUnit: 'lb', height: H({ cm: '175' }), weight: W({ lb: '5000' }) }, { lb: 'Enter a weight from 4 to 1433 lb.' }],
    [{ heightUnit: 'ftin', height: H({ ft: '12', in: '0' }), weight: W({ kg: '70' }) }, { ft: 'Enter feet from 0 to 9.' }],
    [{ heightUnit: 'ftin', height: H({ ft: '0', in: '10' }), weight: W({ kg: '70' }) }, { ft: 'Enter a height from 1 ft 7.7 in to 9 ft 2.2 in.' }],
    [{ heightUnit: 'ftin', height: H({ ft: '5', in: 'x' }), weight: W({ kg: 'y' }) }, { in: 'Enter a number, such as 12 or 3.5.', kg: 'Enter a number, such as 12 or 3.5.' }],
    [{ weightUnit: 'stlb', height: H({ cm: '175' }), weight: W({ st: '200' }) }, { st: 'Enter stones from 0 to 110.' }],
    [{ weightUnit: 'stlb', height: H({ cm: '175' }), weight: W({ stlb: '3' }) }, { stlb: 'Enter a weight from 0 st 4.4 lb to 102 st 5 lb.' }],
  ])('%j is refused with a message at its field', (over, errors) => {
    expect(evaluateBmi(input(over))).toEqual({ status: 'invalid', errors });
  });

  it('the BMI of a valid measurement is always positive and finite', () => {
    fc.assert(
      fc.property(fc.double({ min: 50, max: 280, noNaN: true }), fc.double({ min: 2, max: 650, noNaN: true }), (cm, kg) => {
        const bmi = bmiOf(kg, cm);
        expect(bmi).toBeGreaterThan(0);
        expect(Number.isFinite(bmi)).toBe(true);
        expect(scalePosition(bmi)).toBeGreaterThanOrEqual(0);
        expect(scalePosition(bmi)).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('units', () => {
  it.each<[number, { ft: number; inches: number }]>([
    [175, { ft: 5, inches: 8.9 }],
    [182.88, { ft: 6, inches: 0 }],
    [182.8, { ft: 6, inches: 0 }],
    [50, { ft: 1, inches: 7.7 }],
  ])('%d cm is %j', (cm, expected) => {
    expect(splitFeet(cm)).toEqual(expected);
  });

  it.each<[number, { st: number; lb: number }]>([
    [70, { st: 11, lb: 0.3 }],
    [63.5029318, { st: 10, lb: 0 }],
    [6.35, { st: 1, lb: 0 }],
  ])('%d kg is %j', (kg, expected) => {
    expect(splitStones(kg)).toEqual(expected);
  });

  it('formats measurements in each unit', () => {
    expect(formatWeight(70, 'kg')).toBe('70.0 kg');
    expect(formatWeight(70, 'lb')).toBe('154.3 lb');
    expect(formatWeight(70, 'stlb')).toBe('11 st 0.3 lb');
    expect(formatHeight(175, 'cm')).toBe('175 cm');
    expect(formatHeight(175, 'ftin')).toBe('5 ft 8.9 in');
  });

  it('reads unknown unit choices as the defaults', () => {
    expect(toHeightUnit('yards')).toBe('cm');
    expect(toWeightUnit('stone')).toBe('kg');
    expect(toWeightUnit('stlb')).toBe('stlb');
    expect(toAgeGroup('teen')).toBe('adult');
  });

  it('feet and inches read back to within a twentieth of an inch', () => {
    fc.assert(
      fc.property(fc.double({ min: 50, max: 280, noNaN: true }), (cm) => {
        const texts = heightTexts('ftin', cm);
        const read = readHeight('ftin', H(texts));
        if (read.status !== 'ok') throw new Error(JSON.stringify(read));
        expect(Math.abs(read.value - cm)).toBeLessThanOrEqual(0.05 * 2.54 + 1e-9);
      }),
    );
  });

  it('every weight unit reads back what it wrote, to a tenth of its unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 2, max: 650, noNaN: true }), fc.constantFrom('kg', 'lb', 'stlb') as fc.Arbitrary<'kg' | 'lb' | 'stlb'>, (kg, unit) => {
        const read = readWeight(unit, W(weightTexts(unit, kg)));
        if (read.status !== 'ok') throw new Error(JSON.stringify(read));
        const tolerance = unit === 'kg' ? 0.05 : 0.05 * KG_PER_POUND;
        expect(Math.abs(read.value - kg)).toBeLessThanOrEqual(tolerance + 1e-9);
      }),
    );
  });

  it('switching units converts once and never rewrites what was typed on the way back', () => {
    const cm = readHeight('cm', H({ cm: '175' }));
    const empty = readHeight('ftin', H({}));
    expect(textsOnSwitch(cm, empty, (value) => heightTexts('ftin', value))).toEqual({ ft: '5', in: '8.9' });
    const converted = readHeight('ftin', H({ ft: '5', in: '8.9' }));
    // Back to cm: 5 ft 8.9 in is 175.0 cm, what the field already says, so it is left alone.
    expect(textsOnSwitch(converted, cm, (value) => heightTexts('cm', value))).toBeNull();
    // A different measurement typed meanwhile is carried over.
    const changed = readHeight('ftin', H({ ft: '6', in: '0' }));
    expect(textsOnSwitch(changed, cm, (value) => heightTexts('cm', value))).toEqual({ cm: '182.9' });
    // Nothing valid to carry: the other unit's text stays.
    expect(textsOnSwitch(readHeight('cm', H({ cm: '12' })), empty, (value) => heightTexts('ftin', value))).toBeNull();
  });
});
