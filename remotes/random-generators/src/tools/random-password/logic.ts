import { formatNumber, pick, randomBelow, secureRandom, type RandomSource } from '@toolhub/shared';

export type CharClass = 'lower' | 'upper' | 'digits' | 'symbols';

export const CHAR_CLASSES: readonly CharClass[] = ['lower', 'upper', 'digits', 'symbols'];

/** Quotes, backtick and backslash are left out: they break shell commands and config strings. */
export const CLASS_CHARACTERS: Record<CharClass, string> = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!#$%&()*+,-./:;<=>?@[]^_{|}~',
};

export const CLASS_NAMES: Record<CharClass, string> = {
  lower: 'Lowercase (a–z)',
  upper: 'Uppercase (A–Z)',
  digits: 'Digits (0–9)',
  symbols: 'Symbols (!#$%…)',
};

/** Characters that are easy to misread for one another in many fonts. */
export const LOOK_ALIKES = 'Il1|O0o';

export const LENGTH_MIN = 4;
export const LENGTH_MAX = 128;
export const WORDS_MIN = 3;
export const WORDS_MAX = 20;
export const COUNT_MIN = 1;
export const COUNT_MAX = 50;

export interface CharacterSettings {
  length: number;
  classes: readonly CharClass[];
  excludeLookAlikes: boolean;
}

/** The characters each selected class may use, in the order of CHAR_CLASSES. */
export function classAlphabets(classes: readonly CharClass[], excludeLookAlikes: boolean): string[][] {
  return CHAR_CLASSES.filter((c) => classes.includes(c)).map((c) =>
    [...CLASS_CHARACTERS[c]].filter((ch) => !excludeLookAlikes || !LOOK_ALIKES.includes(ch)),
  );
}

/** Why these settings cannot make a password, or null when they can. */
export function characterSettingsProblem(settings: CharacterSettings): string | null {
  const selected = CHAR_CLASSES.filter((c) => settings.classes.includes(c)).length;
  if (selected === 0) return 'Select at least one character type.';
  if (settings.length < selected) {
    return `A ${settings.length}-character password cannot hold all ${selected} selected character types. Make it at least ${selected} long or select fewer types.`;
  }
  return null;
}

/**
 * Draws every character from the whole alphabet and retries until each selected class is
 * present. Retrying (instead of planting one of each class) keeps every valid password equally
 * likely, which is what makes `passwordEntropy` exact.
 */
export function generatePassword(settings: CharacterSettings, source: RandomSource = secureRandom): string {
  const problem = characterSettingsProblem(settings);
  if (problem) throw new RangeError(problem);
  const alphabets = classAlphabets(settings.classes, settings.excludeLookAlikes);
  const all = alphabets.flat();
  const classOf = new Map<string, number>();
  alphabets.forEach((alphabet, index) => alphabet.forEach((ch) => classOf.set(ch, index)));
  for (;;) {
    const chars: string[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < settings.length; i++) {
      const ch = pick(all, source);
      chars.push(ch);
      seen.add(classOf.get(ch)!);
    }
    if (seen.size === alphabets.length) return chars.join('');
  }
}

/**
 * How many strings of `length` over the union of disjoint alphabets contain at least one
 * character of each (inclusion–exclusion over the classes that are missing).
 */
export function countPasswords(alphabetSizes: readonly number[], length: number): bigint {
  const total = alphabetSizes.reduce((a, b) => a + b, 0);
  let count = 0n;
  const subsets = 1 << alphabetSizes.length;
  for (let mask = 0; mask < subsets; mask++) {
    let missing = 0;
    let bits = 0;
    alphabetSizes.forEach((size, i) => {
      if (mask & (1 << i)) {
        missing += size;
        bits++;
      }
    });
    const term = BigInt(total - missing) ** BigInt(length);
    count += bits % 2 === 0 ? term : -term;
  }
  return count;
}

/** log2 of a positive bigint, accurate to double precision even for 800-bit values. */
export function log2Big(n: bigint): number {
  if (n <= 0n) return Number.NEGATIVE_INFINITY;
  const bitLength = n.toString(2).length;
  const shift = Math.max(0, bitLength - 53);
  return shift + Math.log2(Number(n >> BigInt(shift)));
}

export function passwordEntropy(settings: CharacterSettings): number {
  if (characterSettingsProblem(settings)) return 0;
  const sizes = classAlphabets(settings.classes, settings.excludeLookAlikes).map((a) => a.length);
  return log2Big(countPasswords(sizes, settings.length));
}

export type Separator = 'hyphen' | 'space' | 'dot' | 'underscore' | 'comma' | 'none';

export const SEPARATORS: Record<Separator, { text: string; name: string }> = {
  hyphen: { text: '-', name: 'Hyphen ( - )' },
  space: { text: ' ', name: 'Space' },
  dot: { text: '.', name: 'Dot ( . )' },
  underscore: { text: '_', name: 'Underscore ( _ )' },
  comma: { text: ',', name: 'Comma ( , )' },
  none: { text: '', name: 'None' },
};

export interface PassphraseSettings {
  words: number;
  separator: Separator;
  capitalise: boolean;
  addDigit: boolean;
}

/** Words drawn independently from the list; the optional digit goes after a random word. */
export function generatePassphrase(
  wordList: readonly string[],
  settings: PassphraseSettings,
  source: RandomSource = secureRandom,
): string {
  if (wordList.length === 0) throw new RangeError('The word list is empty.');
  const words = Array.from({ length: settings.words }, () => {
    const word = pick(wordList, source);
    return settings.capitalise ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
  if (settings.addDigit && words.length > 0) {
    const at = randomBelow(words.length, source);
    words[at] = `${words[at]}${randomBelow(10, source)}`;
  }
  return words.join(SEPARATORS[settings.separator].text);
}

/**
 * Capitalising is a fixed rule and adds nothing; the digit adds its value (10) times its
 * position (one of the words).
 */
export function passphraseEntropy(listSize: number, settings: PassphraseSettings): number {
  if (listSize < 1 || settings.words < 1) return 0;
  const digit = settings.addDigit ? Math.log2(10 * settings.words) : 0;
  return settings.words * Math.log2(listSize) + digit;
}

export interface Strength {
  level: 0 | 1 | 2 | 3 | 4;
  label: 'Very weak' | 'Weak' | 'Fair' | 'Strong' | 'Very strong';
}

/** Bands follow common guidance: under 50 bits falls to offline guessing quickly, 100+ is out of reach. */
export function strengthOf(bits: number): Strength {
  if (bits < 30) return { level: 0, label: 'Very weak' };
  if (bits < 50) return { level: 1, label: 'Weak' };
  if (bits < 64) return { level: 2, label: 'Fair' };
  if (bits < 100) return { level: 3, label: 'Strong' };
  return { level: 4, label: 'Very strong' };
}

/** Guesses per second of a well-funded offline attack on a fast hash. */
export const GUESSES_PER_SECOND = 1e11;

/** Half the space on average, at GUESSES_PER_SECOND, in words. */
export function timeToGuess(bits: number): string {
  const seconds = 2 ** (bits - 1) / GUESSES_PER_SECOND;
  if (seconds < 1) return 'less than a second';
  const units: Array<[string, number]> = [
    ['year', 365.25 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ];
  for (const [name, size] of units) {
    const amount = seconds / size;
    if (amount >= 1) {
      if (name === 'year' && amount >= 1e6) {
        const exponent = Math.floor(Math.log10(amount));
        return exponent > 15 ? `more than 10^${Math.min(exponent, 999)} years` : `about ${formatBig(amount)} years`;
      }
      const whole = Math.floor(amount);
      return `about ${formatNumber(whole)} ${name}${whole === 1 ? '' : 's'}`;
    }
  }
  return 'less than a second';
}

function formatBig(amount: number): string {
  const names: Array<[number, string]> = [
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
  ];
  for (const [size, name] of names) {
    if (amount >= size) return `${formatNumber(Math.floor(amount / size))} ${name}`;
  }
  return formatNumber(Math.floor(amount));
}
