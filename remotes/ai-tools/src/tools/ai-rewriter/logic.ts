import { capitalize, matchCase, startsUpper } from './casing';
import { contract, expandContractions } from './contractions';
import { joinSegments, segmentText } from './sentences';
import {
  CASUAL_WORDS,
  COMMA_FILLERS,
  FILLERS,
  FORMAL_WORDS,
  SHORTER_WORDS,
  SIMPLE_WORDS,
  WORDY_PHRASES,
  type Entries,
} from './thesaurus';

export { splitSentences, segmentText, joinSegments } from './sentences';

export const MODES = ['simpler', 'formal', 'casual', 'shorter'] as const;
export type Mode = (typeof MODES)[number];

export const MODE_LABELS: Record<Mode, string> = {
  simpler: 'Simpler',
  formal: 'More formal',
  casual: 'More casual',
  shorter: 'Shorter',
};

export function isMode(value: string): value is Mode {
  return (MODES as readonly string[]).includes(value);
}

export const MAX_INPUT_LENGTH = 20_000;

export type RuleCategory =
  | 'Wordy phrase'
  | 'Simpler word'
  | 'Formal word'
  | 'Casual word'
  | 'Contraction expanded'
  | 'Contraction'
  | 'Filler removed'
  | 'Sentence opener'
  | 'Sentence split'
  | 'Article'
  | 'Punctuation';

export interface AppliedRule {
  category: RuleCategory;
  from: string;
  to: string;
  count: number;
}

export interface Rewrite {
  output: string;
  rules: AppliedRule[];
}

type Recorder = (category: RuleCategory, from: string, to: string) => void;

const WORD_CHAR = "[\\p{L}\\p{N}'’]";
const compiled = new WeakMap<Entries, RegExp>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function phrasePattern(phrase: string): string {
  return phrase.split(' ').map(escape).join('\\s+');
}

/** One regex for a whole word list, longest phrases first so "in order to" beats "order". */
function patternFor(entries: Entries): RegExp {
  let pattern = compiled.get(entries);
  if (!pattern) {
    const keys = [...entries.keys()].sort((a, b) => b.length - a.length).map(phrasePattern);
    pattern = new RegExp(`(?<!${WORD_CHAR})(?:${keys.join('|')})(?!${WORD_CHAR})`, 'giu');
    compiled.set(entries, pattern);
  }
  return pattern;
}

function applyEntries(text: string, entries: Entries, category: RuleCategory, record: Recorder): string {
  return text.replace(patternFor(entries), (source) => {
    const key = source.toLowerCase().replace(/\s+/g, ' ');
    const target = entries.get(key);
    if (target === undefined) return source;
    record(category, key, target);
    return matchCase(source, target);
  });
}

/** Words after which "kind of", "very" and friends carry meaning ("what kind of", "the very end"). */
const MEANINGFUL_BEFORE = 'what|this|that|the|a|an|any|some|which|every|each|no|same|other|my|your|our|their|his|her|its|one|do|did|does|if|not';
const fillerPattern = new RegExp(
  `(,\\s*)?(?<!\\b(?:${MEANINGFUL_BEFORE})\\s+)(?<!${WORD_CHAR})(${[...FILLERS, ...COMMA_FILLERS]
    .sort((a, b) => b.length - a.length)
    .map(phrasePattern)
    .join('|')})(?!${WORD_CHAR})(\\s*,)?`,
  'giu',
);

function removeFillers(text: string, record: Recorder): string {
  return text.replace(fillerPattern, (whole: string, before: string | undefined, word: string, after: string | undefined, offset: number) => {
    const key = word.toLowerCase().replace(/\s+/g, ' ');
    const commaOnly = COMMA_FILLERS.some((filler) => filler.toLowerCase() === key);
    if (commaOnly && !before && !after) return whole;
    record('Filler removed', key, '');
    // "It was, basically, done" loses both commas; a filler opening or closing a clause keeps the clause's comma.
    return before && !after && /^\s*[^\s.,;:!?]/.test(text.slice(offset + whole.length)) ? before : '';
  });
}

const OPENERS: Record<'formal' | 'casual', [RegExp, string][]> = {
  formal: [
    [/^But\s+/, 'However, '],
    [/^And\s+/, 'Additionally, '],
    [/^So\s+(?!much|many|far|that)/, 'Therefore, '],
    [/^(?:Also|Plus),?\s+/, 'Additionally, '],
  ],
  casual: [
    [/^However,?\s+/, 'But '],
    [/^(?:Therefore|Consequently|Thus|Hence),?\s+/, 'So '],
    [/^(?:Additionally|Furthermore|Moreover|In addition),?\s+/, 'Also, '],
    [/^(?:Nevertheless|Nonetheless),?\s+/, 'Still, '],
  ],
};

function rewriteOpener(sentence: string, tone: 'formal' | 'casual', record: Recorder): string {
  for (const [pattern, replacement] of OPENERS[tone]) {
    const found = pattern.exec(sentence);
    if (found) {
      record('Sentence opener', found[0].trim().replace(/,$/, ''), replacement.trim().replace(/,$/, ''));
      return replacement + sentence.slice(found[0].length);
    }
  }
  return sentence;
}

/** Words that start with a vowel letter but a consonant sound, and the reverse. */
function takesAn(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return true;
  if (/^(uni|use|usu|uti|ura|ure|euro|eu|ewe|one|once|u[bcdfgjklmnpqrstvwxz][aeiou])/.test(lower) && !/^(und|unn|ump|uns|unb|unc|unf|unl|unm|unp|unr|unt|unw|unu|ug|ult|ump|umb|upp|ups|urg)/.test(lower)) {
    return false;
  }
  return /^[aeiou]/.test(lower);
}

function fixArticles(sentence: string, record: Recorder): string {
  return sentence.replace(/\b(a|an)(\s+)([A-Za-z][\w'-]*)/gi, (whole, article: string, space: string, word: string) => {
    // Acronyms ("an FBI agent") follow letter names, not spelling; leave them as written.
    if (word.length > 1 && word === word.toUpperCase()) return whole;
    const wanted = takesAn(word) ? 'an' : 'a';
    if (article.toLowerCase() === wanted) return whole;
    const fixed = matchCase(article, wanted);
    record('Article', `${article.toLowerCase()} ${word.toLowerCase()}`, `${wanted} ${word.toLowerCase()}`);
    return fixed + space + word;
  });
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Breaks "long clause; long clause" into two sentences, as plain-language guides advise. */
function splitAtSemicolons(sentence: string, record: Recorder): string {
  const parts = sentence.split(/;\s+/);
  if (parts.length < 2) return sentence;
  let out = parts[0] ?? '';
  let previous = out;
  for (const part of parts.slice(1)) {
    if (wordCount(previous) >= 4 && wordCount(part) >= 4) {
      record('Sentence split', ';', '.');
      out += '. ' + capitalize(part);
    } else {
      out += '; ' + part;
    }
    previous = part;
  }
  return out;
}

function tidy(sentence: string): string {
  return sentence
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([,.;:!?)])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/,(\s*[.!?;:])/g, '$1')
    .replace(/^[\s,;:]+/, '')
    .trim();
}

function apostropheOf(text: string): string {
  return text.includes('’') ? '’' : "'";
}

function rewriteSentence(sentence: string, mode: Mode, apostrophe: string, record: Recorder): string {
  let out = sentence;
  switch (mode) {
    case 'simpler':
      out = applyEntries(out, WORDY_PHRASES, 'Wordy phrase', record);
      out = applyEntries(out, SIMPLE_WORDS, 'Simpler word', record);
      out = splitAtSemicolons(out, record);
      break;
    case 'formal':
      out = expandContractions(out, (change) => record('Contraction expanded', change.from.toLowerCase(), change.to.toLowerCase()));
      out = rewriteOpener(out, 'formal', record);
      out = applyEntries(out, FORMAL_WORDS, 'Formal word', record);
      out = out.replace(/([!?])\1+/g, (whole, mark: string) => {
        record('Punctuation', whole, mark);
        return mark;
      });
      break;
    case 'casual':
      out = rewriteOpener(out, 'casual', record);
      out = applyEntries(out, CASUAL_WORDS, 'Casual word', record);
      out = contract(out, apostrophe, (change) => record('Contraction', change.from.toLowerCase(), change.to.toLowerCase()));
      break;
    case 'shorter':
      // Fillers go first so "it is very important to note that" is recognised as a wordy phrase.
      out = removeFillers(out, record);
      out = applyEntries(out, WORDY_PHRASES, 'Wordy phrase', record);
      out = applyEntries(out, SHORTER_WORDS, 'Simpler word', record);
      break;
  }
  if (out === sentence) return sentence;
  out = fixArticles(tidy(out), record);
  if (startsUpper(sentence)) out = capitalize(out);
  return out;
}

/**
 * Rewrites text in one of four modes with the local rule engine, sentence by sentence, keeping
 * the text's line breaks and spacing between sentences. Returns the new text and the rules used.
 */
export function rewrite(text: string, mode: Mode): Rewrite {
  const counts = new Map<string, AppliedRule>();
  const apostrophe = apostropheOf(text);
  const segments = segmentText(text).map((segment) => {
    if (!segment.text) return segment;
    const pending: [RuleCategory, string, string][] = [];
    const result = rewriteSentence(segment.text, mode, apostrophe, (category, from, to) => pending.push([category, from, to]));
    // A sentence made only of filler ("Really?") would vanish; keeping it beats losing the sentence.
    if (/[\p{L}\p{N}]/u.test(segment.text) && !/[\p{L}\p{N}]/u.test(result)) return segment;
    for (const [category, from, to] of pending) {
      const key = `${category}\u0000${from}\u0000${to}`;
      const rule = counts.get(key);
      if (rule) rule.count += 1;
      else counts.set(key, { category, from, to, count: 1 });
    }
    return { text: result, gap: segment.gap };
  });
  return { output: joinSegments(segments), rules: [...counts.values()] };
}

export function countWords(text: string): number {
  return wordCount(text);
}
