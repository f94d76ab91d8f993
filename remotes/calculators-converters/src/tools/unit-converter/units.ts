/** Every category the converter offers, in the order it lists them, and finding a category or unit by its id. */
import type { CategoryDef, CategoryId, UnitDef } from './unit-basis';
import { ENERGY, MASS, PRESSURE, TEMPERATURE } from './units-matter';
import { AREA, LENGTH, SPEED, VOLUME } from './units-space';
import { DATA, TIME } from './units-time-data';

export const CATEGORIES: readonly CategoryDef[] = [LENGTH, MASS, TEMPERATURE, VOLUME, AREA, SPEED, TIME, DATA, PRESSURE, ENERGY];
export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((category) => category.id);

export function categoryFor(id: string): CategoryDef {
  return CATEGORIES.find((category) => category.id === id) ?? LENGTH;
}

/** The unit with this id in the category, or undefined (a link from another category). */
export function findUnit(category: CategoryDef, id: string): UnitDef | undefined {
  return category.units.find((candidate) => candidate.id === id);
}

/** The category's units by group, in the order they are listed. */
export function unitGroups(category: CategoryDef): { group: string; units: UnitDef[] }[] {
  const groups: { group: string; units: UnitDef[] }[] = [];
  for (const item of category.units) {
    const last = groups.find((entry) => entry.group === item.group);
    if (last) last.units.push(item);
    else groups.push({ group: item.group, units: [item] });
  }
  return groups;
}
