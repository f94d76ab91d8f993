import { EMOTION_IDS, EMOTIONS, isEmotionId, type EmotionId } from './emotions';
import { LEXICON, type Weights } from './lexicon';

export const MAX_TEXT_LENGTH = 1000;
export { MAX_SEED_LENGTH } from './seed';

/** One word (or "not" + word) that carried a feeling into the picture. */
export interface Match {
  /** The words as the visitor typed them, e.g. "not happy". */
  text: string;
  /** The lexicon entry it was found under, e.g. "happy" for "happily". */
  base: string;
  negated: boolean;
  intensified: boolean;
  weights: Weights;
}

export interface Analysis {
  matches: Match[];
  /** Summed weight per feeling (only feelings that occur). */
  totals: Weights;
  /** Words that carried no feeling, so the visitor can see what was ignored. */
  unknown: string[];
}

const NEGATORS = new Set(['not', 'no', 'never', 'without', 'hardly', 'barely', 'neither', 'nor', 'nothing', 'nobody', 'none', 'cannot', 'lack', 'lacking']);
const INTENSIFIERS = new Set(['very', 'so', 'really', 'extremely', 'incredibly', 'truly', 'deeply', 'totally', 'utterly', 'super', 'absolutely', 'completely', 'too', 'most', 'such']);
/** How far a negation reaches: "not at all happy" still negates, a comma or "but" ends it. */
const NEGATION_REACH = 3;
const SCOPE_BREAKERS = new Set(['but', 'and', 'yet', 'though', 'although', 'however']);
const NEGATED_SHARE = 0.5;
const INTENSIFIED_SHARE = 1.5;

interface Token {
  word: string;
  raw: string;
  /** Punctuation right after the word ends any negation scope. */
  clauseEnd: boolean;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /([A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)*)|([.,;:!?()\u2014\u2013"]+)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1]) {
      tokens.push({ word: match[1].toLowerCase().replace(/’/g, "'"), raw: match[1], clauseEnd: false });
    } else if (tokens.length > 0) {
      const last = tokens[tokens.length - 1];
      if (last) last.clauseEnd = true;
    }
  }
  return tokens;
}

function undouble(stem: string): string {
  // "sadder" -> "sadd" -> "sad", "hugging" -> "hugg" -> "hug"
  return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

/** Base-form candidates for an inflected word, most likely first. */
export function stemCandidates(word: string): string[] {
  const out: string[] = [];
  const add = (candidate: string) => {
    if (candidate.length >= 2 && !out.includes(candidate)) out.push(candidate);
  };
  const w = word.replace(/'s$/, '');
  add(w);
  const rules: [RegExp, (stem: string) => string[]][] = [
    [/iness$/, (s) => [s + 'y']],
    [/ness$/, (s) => [s]],
    [/ily$/, (s) => [s + 'y']],
    [/ally$/, (s) => [s + 'al', s]],
    [/ly$/, (s) => [s, s + 'le', s + 'e']],
    [/ies$/, (s) => [s + 'y']],
    [/ied$/, (s) => [s + 'y']],
    [/iest$/, (s) => [s + 'y']],
    [/ier$/, (s) => [s + 'y']],
    [/ing$/, (s) => [s, s + 'e', undouble(s)]],
    [/ed$/, (s) => [s, s + 'e', undouble(s)]],
    [/est$/, (s) => [s, s + 'e', undouble(s)]],
    [/er$/, (s) => [s, s + 'e', undouble(s)]],
    [/es$/, (s) => [s, s + 'e']],
    [/s$/, (s) => [s]],
    [/ful$/, (s) => [s]],
    [/ment$/, (s) => [s]],
  ];
  for (const [suffix, make] of rules) {
    const found = suffix.exec(w);
    if (!found) continue;
    const stem = w.slice(0, found.index);
    if (stem.length < 2) continue;
    for (const candidate of make(stem)) add(candidate);
  }
  return out;
}

/** The lexicon entry for a word in any common inflection, or null when it carries no feeling. */
export function lookupWord(word: string): { base: string; weights: Weights } | null {
  const candidates = stemCandidates(word);
  for (const candidate of candidates) {
    const weights = LEXICON.get(candidate);
    if (weights) return { base: candidate, weights };
  }
  // Two suffixes stacked: "lovingly" -> "loving" -> "love", "cheerfulness" -> "cheerful".
  for (const candidate of candidates.slice(1)) {
    for (const inner of stemCandidates(candidate).slice(1)) {
      const weights = LEXICON.get(inner);
      if (weights) return { base: inner, weights };
    }
  }
  return null;
}

function isNegator(word: string): boolean {
  return NEGATORS.has(word) || word.endsWith("n't");
}

function scale(weights: Weights, factor: number): Weights {
  const out: Weights = {};
  for (const id of EMOTION_IDS) {
    const value = weights[id];
    if (value) out[id] = value * factor;
  }
  return out;
}

/** A negated feeling turns into a weaker share of its opposite ("not happy" -> a little sad). */
function negate(weights: Weights): Weights {
  const out: Weights = {};
  for (const id of EMOTION_IDS) {
    const value = weights[id];
    if (!value) continue;
    const opposite = EMOTIONS[id].opposite;
    out[opposite] = (out[opposite] ?? 0) + value * NEGATED_SHARE;
  }
  return out;
}

function addInto(total: Weights, weights: Weights) {
  for (const id of EMOTION_IDS) {
    const value = weights[id];
    if (value) total[id] = (total[id] ?? 0) + value;
  }
}

/** Reads the feelings in a text: lexicon words, their inflections, negations and intensifiers. */
export function analyseText(text: string): Analysis {
  const tokens = tokenize(text.slice(0, MAX_TEXT_LENGTH));
  const matches: Match[] = [];
  const totals: Weights = {};
  const unknown: string[] = [];
  let negation: { from: number; word: string } | null = null;
  let intensifier: string | null = null;

  tokens.forEach((token, index) => {
    if (negation && (index - negation.from > NEGATION_REACH || SCOPE_BREAKERS.has(token.word))) negation = null;
    if (isNegator(token.word)) {
      negation = { from: index, word: token.raw };
    } else if (INTENSIFIERS.has(token.word)) {
      intensifier = token.raw;
    } else {
      const found = lookupWord(token.word);
      if (found) {
        const negated = negation !== null;
        const intensified = intensifier !== null;
        let weights = intensified ? scale(found.weights, INTENSIFIED_SHARE) : found.weights;
        if (negated) weights = negate(weights);
        const prefix = [negation?.word, intensifier].filter(Boolean).join(' ');
        matches.push({ text: prefix ? `${prefix} ${token.raw}` : token.raw, base: found.base, negated, intensified, weights });
        addInto(totals, weights);
        negation = null;
      } else if (!unknown.includes(token.word) && token.word.length > 2) {
        unknown.push(token.word);
      }
      intensifier = null;
    }
    if (token.clauseEnd) {
      negation = null;
      intensifier = null;
    }
  });
  return { matches, totals, unknown };
}

/** Each picked button counts as much as a word that names the feeling outright. */
export const PICK_WEIGHT = 3;

export type Mix = { id: EmotionId; share: number }[];

/** The feelings' shares of the picture (summing to 1), strongest first; empty when none. */
export function emotionMix(picked: readonly EmotionId[], totals: Weights): Mix {
  const sum: Weights = { ...totals };
  for (const id of picked) sum[id] = (sum[id] ?? 0) + PICK_WEIGHT;
  const entries = EMOTION_IDS.map((id) => ({ id, weight: sum[id] ?? 0 })).filter((entry) => entry.weight > 0);
  const total = entries.reduce((acc, entry) => acc + entry.weight, 0);
  if (total <= 0) return [];
  return entries
    .map((entry) => ({ id: entry.id, share: entry.weight / total }))
    .sort((a, b) => b.share - a.share || EMOTION_IDS.indexOf(a.id) - EMOTION_IDS.indexOf(b.id));
}

export function dominantEmotion(mix: Mix): EmotionId | null {
  return mix[0]?.id ?? null;
}

/** Reads the picked-emotions query value ("joy,calm"); unknown and repeated names are dropped. */
export function parsePicked(value: string): EmotionId[] {
  const out: EmotionId[] = [];
  for (const part of value.split(',')) {
    const id = part.trim().toLowerCase();
    if (isEmotionId(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

export function formatPicked(ids: readonly EmotionId[]): string {
  return EMOTION_IDS.filter((id) => ids.includes(id)).join(',');
}

export function togglePicked(ids: readonly EmotionId[], id: EmotionId): EmotionId[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

export function describeMix(mix: Mix): string {
  return mix.map((entry) => `${EMOTIONS[entry.id].label} ${Math.round(entry.share * 100)}%`).join(', ');
}

export { createRng, hashString, isValidSeed, newSeed } from './seed';
