import { currencyFor, type Currency } from './currencies';
import { parseAmount, parsePeopleCount, parseSharePercent, parseTipPercent, parseWeight } from './parse';

export * from './currencies';
export * from './parse';

export type SplitMode = 'equal' | 'weight' | 'percent';
export const SPLIT_MODES: readonly SplitMode[] = ['equal', 'weight', 'percent'];
export const TIP_PRESETS = ['0', '10', '15', '18', '20'] as const;

export function toSplitMode(text: string): SplitMode {
  return (SPLIT_MODES as readonly string[]).includes(text) ? (text as SplitMode) : 'equal';
}

/** One person as typed: every field is the raw text so the visitor's input is always kept. */
export interface PersonEntry {
  name: string;
  weight: string;
  percent: string;
}

export const BLANK_PERSON: PersonEntry = { name: '', weight: '', percent: '' };

export function displayName(entry: PersonEntry | undefined, index: number): string {
  const name = entry?.name.trim() ?? '';
  return name === '' ? `Person ${index + 1}` : name;
}

/** The tip on a total, both in minor units, rounded half up. */
export function tipFor(totalMinor: number, basisPoints: number): number {
  return Number((BigInt(totalMinor) * BigInt(basisPoints) + 5000n) / 10000n);
}

/**
 * Splits `amount` minor units in proportion to non-negative integer `weights` (largest remainder
 * method): everyone gets the floor of their exact share, then the leftover units go one each to
 * the largest fractional parts, earlier people first on ties. The shares always add up to `amount`.
 */
export function allocate(amount: number, weights: readonly number[]): { shares: number[]; extra: boolean[] } {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) throw new RangeError('allocate needs at least one positive weight');
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((product) => Number(product / total));
  const leftover = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const extra = weights.map(() => false);
  for (const { index } of byRemainder.slice(0, leftover)) {
    shares[index] = (shares[index] ?? 0) + 1;
    extra[index] = true;
  }
  return { shares, extra };
}

const FIELD_SEPARATOR = ':';
const ENTRY_SEPARATOR = ',';
/** Half of a character pair with no other half next to it; captured, so split keeps it. */
const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/**
 * One field URI-encoded, except half of a character pair (pasted from a broken source), which has
 * no UTF-8 form and makes encodeURIComponent throw: it stays as it is, so the list still decodes
 * to what was typed, and the kit keeps such a list out of the link.
 */
function encodeField(field: string): string {
  return field
    .split(LONE_SURROGATE)
    .map((piece, index) => (index % 2 === 1 ? piece : encodeURIComponent(piece)))
    .join('');
}

/** People in one query value: "name:weight:percent" per person, each part URI-encoded. */
export function encodePeople(people: readonly PersonEntry[]): string {
  const parts = people.map((person) =>
    [person.name, person.weight, person.percent].every((field) => field === '')
      ? ''
      : [person.name, person.weight, person.percent].map(encodeField).join(FIELD_SEPARATOR),
  );
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts.join(ENTRY_SEPARATOR);
}

export function decodePeople(text: string, limit = 100): PersonEntry[] {
  if (text === '') return [];
  return text
    .split(ENTRY_SEPARATOR)
    .slice(0, limit)
    .map((part) => {
      const [name = '', weight = '', percent = ''] = part.split(FIELD_SEPARATOR).map(safeDecode);
      return { name, weight, percent };
    });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface BillInput {
  total: string;
  currency: string;
  tip: string;
  people: string;
  mode: SplitMode;
  entries: readonly PersonEntry[];
}

export type BillField = 'total' | 'tip' | 'people' | 'shares' | `share-${number}`;
export interface BillError {
  field: BillField;
  message: string;
}

export interface PersonShare {
  name: string;
  minor: number;
  /** True when this person carries one of the leftover minor units. */
  extra: boolean;
}

export interface BillSplit {
  currency: Currency;
  totalMinor: number;
  tipBasisPoints: number;
  tipMinor: number;
  grandMinor: number;
  shares: PersonShare[];
  /** Names of those paying one extra minor unit so the shares add up exactly. */
  extraNames: string[];
}

export type BillEvaluation =
  | { status: 'empty'; errors: BillError[] }
  | { status: 'error'; errors: BillError[] }
  | { status: 'ok'; errors: []; split: BillSplit };

/** In percent mode: the basis points typed so far and how many people left their field blank. */
export function percentProgress(entries: readonly PersonEntry[], count: number): { assigned: number; blanks: number } {
  let assigned = 0;
  let blanks = 0;
  for (let index = 0; index < count; index += 1) {
    const parsed = parseSharePercent(entries[index]?.percent ?? '');
    if (parsed.ok) assigned += parsed.value;
    else if (parsed.empty) blanks += 1;
  }
  return { assigned, blanks };
}

/** Percent-mode blanks share whatever the typed percentages leave, equally (basis points each). */
export function blankPercentShare(entries: readonly PersonEntry[], count: number): number {
  const { assigned, blanks } = percentProgress(entries, count);
  return blanks === 0 ? 0 : Math.max(0, 10000 - assigned) / blanks;
}

function shareWeights(input: BillInput, count: number, errors: BillError[]): number[] | null {
  if (input.mode === 'equal') return Array.from({ length: count }, () => 1);
  const weights: number[] = [];
  let blanks = 0;
  for (let index = 0; index < count; index += 1) {
    const entry = input.entries[index];
    const parsed = input.mode === 'weight' ? parseWeight(entry?.weight ?? '') : parseSharePercent(entry?.percent ?? '');
    if (parsed.ok) weights.push(parsed.value);
    else if (parsed.empty) {
      blanks += 1;
      weights.push(-1);
    } else {
      errors.push({ field: `share-${index}`, message: `${displayName(entry, index)}’s share ${parsed.message}.` });
    }
  }
  if (errors.length > 0) return null;
  if (input.mode === 'weight') {
    const resolved = weights.map((weight) => (weight === -1 ? 1000 : weight));
    if (resolved.every((weight) => weight === 0)) {
      errors.push({ field: 'shares', message: 'At least one person needs a share above 0.' });
      return null;
    }
    return resolved;
  }
  const assigned = weights.reduce((sum, weight) => (weight === -1 ? sum : sum + weight), 0);
  if (assigned > 10000) {
    errors.push({ field: 'shares', message: `The percentages add up to ${formatBasisPoints(assigned)}%, more than 100%.` });
    return null;
  }
  if (blanks === 0 && assigned !== 10000) {
    errors.push({
      field: 'shares',
      message: `The percentages add up to ${formatBasisPoints(assigned)}%; they must make 100% (${formatBasisPoints(10000 - assigned)}% unassigned). Leave someone’s blank to give them the rest.`,
    });
    return null;
  }
  // Scaling by the blank count keeps each blank's share of the rest an exact integer weight.
  const scale = Math.max(blanks, 1);
  const resolved = weights.map((weight) => (weight === -1 ? 10000 - assigned : weight * scale));
  if (resolved.every((weight) => weight === 0)) {
    errors.push({ field: 'shares', message: 'At least one person needs a share above 0.' });
    return null;
  }
  return resolved;
}

export function evaluateBill(input: BillInput): BillEvaluation {
  const currency = currencyFor(input.currency);
  const errors: BillError[] = [];
  const total = parseAmount(input.total, currency.decimals);
  const tip = parseTipPercent(input.tip);
  const people = parsePeopleCount(input.people);
  if (!total.ok && !total.empty) errors.push({ field: 'total', message: total.message });
  if (!tip.ok) errors.push({ field: 'tip', message: tip.message });
  if (!people.ok) errors.push({ field: 'people', message: people.message });
  const weights = people.ok ? shareWeights(input, people.value, errors) : null;
  if (errors.length > 0) return { status: 'error', errors };
  if (!total.ok || !tip.ok || !weights) return { status: 'empty', errors: [] };

  const tipMinor = tipFor(total.value, tip.value);
  const grandMinor = total.value + tipMinor;
  const { shares, extra } = allocate(grandMinor, weights);
  const named = shares.map((minor, index) => ({
    name: displayName(input.entries[index], index),
    minor,
    extra: extra[index] === true,
  }));
  return {
    status: 'ok',
    errors: [],
    split: {
      currency,
      totalMinor: total.value,
      tipBasisPoints: tip.value,
      tipMinor,
      grandMinor,
      shares: named,
      extraNames: named.filter((share) => share.extra).map((share) => share.name),
    },
  };
}

export function formatBasisPoints(basisPoints: number): string {
  return String(Number((basisPoints / 100).toFixed(2)));
}

export function formatMoney(minor: number, currency: Currency, locale?: string): string {
  const major = minor / 10 ** currency.decimals;
  const options = { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals };
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code, ...options }).format(major);
  } catch {
    return `${currency.code} ${major.toFixed(currency.decimals)}`;
  }
}

/** "+$0.01 to Alice, Bob" (empty when the split is already even). */
export function extraNote(split: BillSplit, locale?: string): string {
  if (split.extraNames.length === 0) return '';
  return `+${formatMoney(1, split.currency, locale)} to ${split.extraNames.join(', ')}`;
}

export function billSummary(split: BillSplit, locale?: string): string {
  const money = (minor: number) => formatMoney(minor, split.currency, locale);
  const lines = [
    `Bill: ${money(split.totalMinor)}`,
    `Tip (${formatBasisPoints(split.tipBasisPoints)}%): ${money(split.tipMinor)}`,
    `Total: ${money(split.grandMinor)}`,
    '',
    ...split.shares.map((share) => `${share.name}: ${money(share.minor)}`),
  ];
  return lines.join('\n');
}
