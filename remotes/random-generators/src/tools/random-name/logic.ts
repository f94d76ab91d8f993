import { formatNumber, randomBelow, randomFraction, secureRandom, type RandomSource } from '@toolhub/shared';
import { parseWholeInRange } from '../../forms/whole-number';

export const COUNT_MIN = 1;
export const COUNT_MAX = 500;

export const NAME_PARTS = ['full', 'first', 'last'] as const;
export type NamePart = (typeof NAME_PARTS)[number];
export const NAME_PART_LABELS: Record<NamePart, string> = { full: 'Full name', first: 'First name', last: 'Last name' };

export const GENDERS = ['any', 'female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { any: 'Any', female: 'Female', male: 'Male' };

export type Sex = 'female' | 'male';

/** The slice of a faker locale definition this tool reads (faker's LocaleDefinition is wider). */
export interface PersonDefinitions {
  first_name?: Partial<Record<'generic' | Sex, readonly string[]>>;
  last_name?: Partial<Record<'generic' | Sex, readonly string[]>>;
  middle_name?: Partial<Record<'generic' | Sex, readonly string[]>>;
  prefix?: Partial<Record<'generic' | Sex, readonly string[]>>;
  suffix?: readonly string[];
  name?: readonly NamePattern[];
}

export interface NamePattern {
  value: string;
  weight: number;
}

/** The person definitions a chain of locales resolves to: the first locale that has a key wins, as in faker. */
export function mergePerson(chain: readonly (PersonDefinitions | undefined)[]): PersonDefinitions {
  const merged: PersonDefinitions = {};
  for (const person of [...chain].reverse()) {
    if (person) Object.assign(merged, person);
  }
  return merged;
}

function hasEntries(list: Partial<Record<string, readonly string[]>> | readonly string[] | undefined): boolean {
  if (!list) return false;
  if (Array.isArray(list)) return list.length > 0;
  return Object.values(list).some((values) => (values?.length ?? 0) > 0);
}

/** Whether the locale's first names are split into female and male lists. */
export function hasGenderedNames(person: PersonDefinitions): boolean {
  return Boolean(person.first_name?.female?.length && person.first_name?.male?.length);
}

const FIRST_LAST = '{{person.firstName}} {{person.lastName}}';

export interface PatternOptions {
  titles: boolean;
  middle: boolean;
}

/**
 * The full-name patterns to draw from, keeping the locale's own order of names (family name first
 * in Japanese, Chinese, Korean, Hungarian). Titles (Dr., Mrs.) and suffixes (Jr.) only when asked
 * for and defined; a middle name (or patronymic) only when asked for, added after the first name
 * where the locale has no pattern with one.
 */
export function namePatterns(person: PersonDefinitions, options: PatternOptions): NamePattern[] {
  const own = person.name && person.name.length > 0 ? person.name : [{ value: FIRST_LAST, weight: 1 }];
  const usable = own.filter(
    (pattern) =>
      (!pattern.value.includes('{{person.prefix}}') || hasEntries(person.prefix)) &&
      (!pattern.value.includes('{{person.suffix}}') || hasEntries(person.suffix)),
  );
  const plain = (pattern: NamePattern) => !/\{\{person\.(prefix|suffix)\}\}/.test(pattern.value);
  let chosen = options.titles ? usable : usable.filter(plain);
  if (chosen.length === 0) chosen = usable.filter(plain);
  if (chosen.length === 0) chosen = [{ value: FIRST_LAST, weight: 1 }];
  const withMiddle = chosen.filter((pattern) => pattern.value.includes('{{person.middleName}}'));
  const withoutMiddle = chosen.filter((pattern) => !pattern.value.includes('{{person.middleName}}'));
  if (!options.middle) return withoutMiddle.length > 0 ? withoutMiddle : [{ value: FIRST_LAST, weight: 1 }];
  if (withMiddle.length > 0) return withMiddle;
  const added = withoutMiddle
    .filter((pattern) => pattern.value.includes('{{person.firstName}}'))
    .map((pattern) => ({ ...pattern, value: pattern.value.replace('{{person.firstName}}', '{{person.firstName}} {{person.middleName}}') }));
  return added.length > 0 ? added : [{ value: '{{person.firstName}} {{person.middleName}} {{person.lastName}}', weight: 1 }];
}

/** Faker's randomizer interface, fed by the kit's crypto-backed source. Seeding is meaningless here. */
export function kitRandomizer(source: RandomSource = secureRandom) {
  return {
    next: () => randomFraction(source),
    seed: () => undefined,
  };
}

export type CountResult = { ok: true; count: number } | { ok: false; message: string };

export function parseCount(text: string): CountResult {
  const parsed = parseWholeInRange(text, COUNT_MIN, COUNT_MAX, 'how many');
  return parsed.ok ? { ok: true, count: parsed.value } : { ok: false, message: parsed.message };
}

export interface GeneratedName {
  name: string;
  /** The sex the name was drawn for; absent where the locale does not split names by sex. */
  sex?: Sex;
}

/** Which sex to draw a name for: the chosen one, or either with equal chance for "any". */
export function sexFor(gender: Gender, gendered: boolean, source: RandomSource = secureRandom): Sex | undefined {
  if (!gendered) return undefined;
  if (gender !== 'any') return gender;
  return randomBelow(2, source) === 0 ? 'female' : 'male';
}

export interface Batch {
  names: GeneratedName[];
  /** Fewer different names than asked for could be found (a small list for these settings). */
  short: boolean;
}

/**
 * Draws `count` names; with `unique`, a name already in the batch is drawn again, giving up after
 * a fixed number of tries per name so a small name list cannot loop forever.
 */
export function drawBatch(draw: () => GeneratedName, count: number, unique: boolean, triesPerName = 40): Batch {
  const names: GeneratedName[] = [];
  if (!unique) {
    for (let i = 0; i < count; i += 1) names.push(draw());
    return { names, short: false };
  }
  const seen = new Set<string>();
  let tries = 0;
  const budget = count * triesPerName;
  while (names.length < count && tries < budget) {
    tries += 1;
    const next = draw();
    const key = next.name.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(next);
  }
  return { names, short: names.length < count };
}

export function shortMessage(found: number, wanted: number): string {
  return `Only ${formatNumber(found)} different name${found === 1 ? '' : 's'} turned up for these settings, not ${formatNumber(wanted)}. Allow repeats, ask for fewer or pick another locale.`;
}

const SEX_LABEL: Record<Sex, string> = { female: 'female', male: 'male' };

/** Names one per line, as Copy all and the .txt download give them. */
export function namesAsText(names: readonly GeneratedName[]): string {
  return names.map((entry) => entry.name).join('\n');
}

function csvCell(text: string): string {
  return /[",\n\r]/.test(text) || /^[=+\-@\t]/.test(text) ? `"${text.replace(/"/g, '""').replace(/^([=+\-@\t])/, "'$1")}"` : text;
}

/** A CSV with a header row; cells that a spreadsheet would run as a formula are defused. */
export function namesAsCsv(names: readonly GeneratedName[]): string {
  return ['name,gender', ...names.map((entry) => `${csvCell(entry.name)},${entry.sex ? SEX_LABEL[entry.sex] : ''}`)].join('\r\n') + '\r\n';
}

/** Saved names: a list of strings, deduplicated, at most `limit`, anything else dropped. */
export function sanitizeSaved(raw: unknown, limit = 200): string[] {
  if (!Array.isArray(raw)) return [];
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const name = item.trim().slice(0, 200);
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    kept.push(name);
    if (kept.length >= limit) break;
  }
  return kept;
}

export function toggleSaved(saved: readonly string[], name: string, limit = 200): string[] {
  if (saved.includes(name)) return saved.filter((item) => item !== name);
  return [...saved, name].slice(-limit);
}
