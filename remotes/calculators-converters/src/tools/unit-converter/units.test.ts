import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryFor, findUnit, unitGroups } from './units';
import { resolveUnits } from './logic';

describe('units', () => {
  it('has the ten categories, each with unique, URL-safe unit ids and its defaults', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual([
      'length',
      'mass',
      'temperature',
      'volume',
      'area',
      'speed',
      'time',
      'data',
      'pressure',
      'energy',
    ]);
    for (const category of CATEGORIES) {
      const ids = category.units.map((unit) => unit.id);
      expect(new Set(ids).size, category.id).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(findUnit(category, category.defaultFrom), category.id).toBeDefined();
      expect(findUnit(category, category.defaultTo), category.id).toBeDefined();
      expect(category.units.filter((unit) => unit.factor.equals(1) && !unit.offset).length, category.id).toBeLessThanOrEqual(1);
      expect(unitGroups(category).flatMap((entry) => entry.units)).toHaveLength(category.units.length);
    }
  });

  it('falls back to Length and to the category’s default units for links it does not know', () => {
    expect(categoryFor('nonsense').id).toBe('length');
    const mass = categoryFor('mass');
    expect(resolveUnits(mass, 'mi', '')).toEqual({ from: findUnit(mass, 'kg'), to: findUnit(mass, 'lb') });
    expect(resolveUnits(mass, 'g', 'oz')).toEqual({ from: findUnit(mass, 'g'), to: findUnit(mass, 'oz') });
  });
});
