/** Text case conversions. Unicode-aware: accents, ß, Greek final sigma, Turkish dotted/dotless i. */
import { lazyRegExp } from '@toolhub/shared/worker';
import { keptCapitals } from './acronyms';

export type CaseMode =
  | 'upper'
  | 'lower'
  | 'title'
  | 'sentence'
  | 'camel'
  | 'pascal'
  | 'snake'
  | 'kebab'
  | 'constant'
  | 'alternating';

/** Turkish and Azerbaijani pair i with İ and ı with I; everywhere else i pairs with I. */
export type CaseLanguage = 'standard' | 'tr';

export const CASE_MODES: ReadonlyArray<{ id: CaseMode; label: string }> = [
  { id: 'upper', label: 'UPPER CASE' },
  { id: 'lower', label: 'lower case' },
  { id: 'title', label: 'Title Case' },
  { id: 'sentence', label: 'Sentence case' },
  { id: 'camel', label: 'camelCase' },
  { id: 'pascal', label: 'PascalCase' },
  { id: 'snake', label: 'snake_case' },
  { id: 'kebab', label: 'kebab-case' },
  { id: 'constant', label: 'CONSTANT_CASE' },
  { id: 'alternating', label: 'aLtErNaTiNg cAsE' },
];

export function isCaseMode(value: string): value is CaseMode {
  return CASE_MODES.some((mode) => mode.id === value);
}

export function toLower(text: string, language: CaseLanguage = 'standard'): string {
  if (language === 'tr') return text.toLocaleLowerCase('tr');
  // Outside Turkish, "İ" lower-cases to "i" plus a combining dot; people mean a plain "i".
  return text.replace(/İ/g, 'i').toLowerCase();
}

export function toUpper(text: string, language: CaseLanguage = 'standard'): string {
  return language === 'tr' ? text.toLocaleUpperCase('tr') : text.toUpperCase();
}

// Letters whose title form differs from their capital: the Latin digraphs dž, lj, nj and dz.
const TITLE_FORMS: Readonly<Record<string, string>> = {
  Ǆ: 'ǅ', ǅ: 'ǅ', ǆ: 'ǅ', Ǉ: 'ǈ', ǈ: 'ǈ', ǉ: 'ǈ', Ǌ: 'ǋ', ǋ: 'ǋ', ǌ: 'ǋ', Ǳ: 'ǲ', ǲ: 'ǲ', ǳ: 'ǲ',
};

/** First letter in its title form, the rest lower case: "straße" → "Straße", "ßa" → "Ssa". */
export function capitalize(word: string, language: CaseLanguage = 'standard'): string {
  if (word === '') return '';
  const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
  let head = TITLE_FORMS[first] ?? toUpper(first, language);
  // ß, ﬁ and friends become two letters in capitals; only the first of them is the capital.
  const headLetters = Array.from(head);
  if (headLetters.length > 1) head = (headLetters[0] ?? '') + toLower(headLetters.slice(1).join(''), language);
  return head + toLower(word.slice(first.length), language);
}

const SMALL_WORDS = new Set([
  'a', 'an', 'and', 'as', 'at', 'but', 'by', 'en', 'for', 'from', 'if', 'in', 'into', 'nor', 'of', 'off',
  'on', 'onto', 'or', 'per', 'so', 'than', 'the', 'to', 'up', 'via', 'vs', 'with', 'yet',
]);
// Patterns with Unicode classes are built on first use (kit lazyRegExp), not in the click that opens the tool.
const TEXT_WORD = lazyRegExp(String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}\p{N}]+)*`, 'gu');
// A gap containing one of these starts a new title: line breaks, sentence ends, colons, dashes.
const TITLE_BREAK = /[\n\r.!?:;…—–()[\]"“”]/u;

/**
 * Title Case: every word capitalised except short joining words, which stay lower unless first or
 * last. Words in capitals (NASA, HTML5) stay as written unless they read as shouting (acronyms.ts).
 */
export function toTitleCase(text: string, language: CaseLanguage = 'standard'): string {
  const kept = keptCapitals(text);
  const words = Array.from(text.matchAll(TEXT_WORD()));
  let out = '';
  let from = 0;
  words.forEach((match, index) => {
    const start = match.index;
    const word = match[0];
    const gapBefore = text.slice(from, start);
    const next = words[index + 1];
    const gapAfter = text.slice(start + word.length, next ? next.index : text.length);
    const first = index === 0 || TITLE_BREAK.test(gapBefore);
    const last = next === undefined || TITLE_BREAK.test(gapAfter);
    const lowered = toLower(word, language);
    const keep = kept.get(start);
    if (keep !== undefined) out += gapBefore + keep + toLower(word.slice(keep.length), language);
    else out += gapBefore + (SMALL_WORDS.has(lowered.replace(/’/g, "'")) && !first && !last ? lowered : capitalize(word, language));
    from = start + word.length;
  });
  return out + text.slice(from);
}

const STARTS_SENTENCE_AFTER = /[.!?…。！？]/u;
const PRONOUN_I = lazyRegExp(String.raw`(?<![\p{L}\p{M}\p{N}'’.-])i(?=[\s,;:!?)"”]|$|['’]\p{L})`, 'gu');
const LETTER_OR_DIGIT = lazyRegExp(String.raw`[\p{L}\p{N}]`, 'u');
const LETTER = lazyRegExp(String.raw`\p{L}`, 'u');
const LETTER_OR_MARK = lazyRegExp(String.raw`[\p{L}\p{M}]`, 'u');

/** Lower case except the words in capitals to keep, which stay as written. */
function lowerExceptKept(text: string, language: CaseLanguage): string {
  const kept = keptCapitals(text);
  if (kept.size === 0) return toLower(text, language);
  let out = '';
  let from = 0;
  for (const [at, keep] of kept) {
    out += toLower(text.slice(from, at), language) + keep;
    from = at + keep.length;
  }
  return out + toLower(text.slice(from), language);
}

/**
 * Sentence case: lower case, with a capital at the start of each sentence and line, and "I" on its
 * own. Words in capitals (NASA, HTML5) stay as written unless they read as shouting (acronyms.ts).
 */
export function toSentenceCase(text: string, language: CaseLanguage = 'standard'): string {
  const lowered = lowerExceptKept(text, language);
  let out = '';
  let capitalizeNext = true;
  let sawEnd = false;
  let wordLength = 0;
  for (const ch of lowered) {
    if (capitalizeNext && LETTER_OR_DIGIT().test(ch)) {
      out += LETTER().test(ch) ? capitalize(ch, language) : ch;
      capitalizeNext = false;
      sawEnd = false;
      wordLength = 1;
      continue;
    }
    out += ch;
    if (LETTER_OR_MARK().test(ch)) {
      wordLength++;
      continue;
    }
    const lastWordLength = wordLength;
    wordLength = 0;
    if (ch === '\n' || ch === '\r') capitalizeNext = true;
    // A period after a single letter is an initial or "e.g.", not the end of a sentence.
    else if (STARTS_SENTENCE_AFTER.test(ch)) sawEnd = !(ch === '.' && lastWordLength === 1);
    else if (/\s/u.test(ch)) {
      if (sawEnd) capitalizeNext = true;
    } else if (!/["”’')\]]/u.test(ch)) sawEnd = false;
  }
  return language === 'tr' ? out : out.replace(PRONOUN_I(), 'I');
}

const IDENTIFIER_CHUNK = lazyRegExp(String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}]*`, 'gu');
// A capital after a small letter starts a word ("fooBar"), and so does a capital followed by a
// small letter after any other letter or digit ("XMLHttp", "base64Encode", "日本Name"). Runs
// without small letters stay whole ("2FA", "HTML5"), so CONSTANT_CASE reads back as it was.
const CASE_BOUNDARY = lazyRegExp(
  String.raw`(?<=\p{Ll}\p{M}*)(?=[\p{Lu}\p{Lt}])|(?<=[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{N}]\p{M}*)(?=[\p{Lu}\p{Lt}]\p{M}*\p{Ll})`,
  'u',
);

/** The words of a phrase or identifier: split at spaces, punctuation, _ and -, and at case changes. */
export function splitWords(text: string): string[] {
  const chunks = text.replace(/['’]/g, '').match(IDENTIFIER_CHUNK()) ?? [];
  return chunks.flatMap((chunk) => chunk.split(CASE_BOUNDARY())).filter((word) => word !== '');
}

const CAPITAL_THEN_NOT_SMALL = lazyRegExp(String.raw`^[\p{Lu}\p{Lt}]\p{M}*(?!\p{Ll})`, 'u');
const ENDS_SMALL = lazyRegExp(String.raw`\p{Ll}\p{M}*$`, 'u');

function joinCapitalized(words: string[], language: CaseLanguage, lowerFirst: boolean): string {
  let out = '';
  let endsSmall = false;
  words.forEach((word, index) => {
    let piece = index === 0 && lowerFirst ? toLower(word, language) : capitalize(word, language);
    // "x y" would give "XY" and "1 a" "1A", which read back as one word: such a capital joins the
    // word before it, so that converting a result again changes nothing.
    if (index > 0 && !endsSmall && CAPITAL_THEN_NOT_SMALL().test(piece)) piece = toLower(word, language);
    out += piece;
    endsSmall = ENDS_SMALL().test(piece);
  });
  return out;
}

export function toCamelCase(text: string, language: CaseLanguage = 'standard'): string {
  return joinCapitalized(splitWords(text), language, true);
}

export function toPascalCase(text: string, language: CaseLanguage = 'standard'): string {
  return joinCapitalized(splitWords(text), language, false);
}

export function toSnakeCase(text: string, language: CaseLanguage = 'standard'): string {
  return splitWords(text).map((word) => toLower(word, language)).join('_');
}

export function toKebabCase(text: string, language: CaseLanguage = 'standard'): string {
  return splitWords(text).map((word) => toLower(word, language)).join('-');
}

export function toConstantCase(text: string, language: CaseLanguage = 'standard'): string {
  return splitWords(text).map((word) => toUpper(word, language)).join('_');
}

/** aLtErNaTiNg: letters alternate lower/upper, starting lower; other characters don't count. */
export function toAlternatingCase(text: string, language: CaseLanguage = 'standard'): string {
  let out = '';
  let upperNext = false;
  for (const ch of text) {
    const lower = toLower(ch, language);
    const upper = toUpper(ch, language);
    if (lower === upper) {
      out += ch;
      continue;
    }
    const wanted = upperNext ? upper : lower;
    // Keep letters such as ß whose capital is two letters: one letter in, one letter out.
    out += Array.from(wanted).length === 1 ? wanted : ch;
    upperNext = !upperNext;
  }
  return out;
}

const CONVERTERS: Readonly<Record<CaseMode, (text: string, language: CaseLanguage) => string>> = {
  upper: toUpper,
  lower: toLower,
  title: toTitleCase,
  sentence: toSentenceCase,
  camel: toCamelCase,
  pascal: toPascalCase,
  snake: toSnakeCase,
  kebab: toKebabCase,
  constant: toConstantCase,
  alternating: toAlternatingCase,
};

export function convertCase(text: string, mode: CaseMode, language: CaseLanguage = 'standard'): string {
  return CONVERTERS[mode](text, language);
}

export function convertAll(text: string, language: CaseLanguage = 'standard'): Record<CaseMode, string> {
  const result = {} as Record<CaseMode, string>;
  // No text, nothing to build: the list's first render (in the click that opens the tool) needs no pattern.
  for (const { id } of CASE_MODES) result[id] = text === '' ? '' : CONVERTERS[id](text, language);
  return result;
}
