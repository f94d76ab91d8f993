/** Contractions and their long forms. Ambiguous ones ("he's", "I'd") are resolved in expand. */
const PAIRS: [string, string][] = [
  ['do not', "don't"], ['does not', "doesn't"], ['did not', "didn't"], ['is not', "isn't"], ['are not', "aren't"],
  ['was not', "wasn't"], ['were not', "weren't"], ['have not', "haven't"], ['has not', "hasn't"], ['had not', "hadn't"],
  ['will not', "won't"], ['would not', "wouldn't"], ['could not', "couldn't"], ['should not', "shouldn't"],
  ['must not', "mustn't"], ['need not', "needn't"], ['cannot', "can't"], ['can not', "can't"], ['shall not', "shan't"],
  ['I am', "I'm"], ['you are', "you're"], ['we are', "we're"], ['they are', "they're"], ['he is', "he's"],
  ['she is', "she's"], ['it is', "it's"], ['that is', "that's"], ['there is', "there's"], ['here is', "here's"],
  ['what is', "what's"], ['who is', "who's"], ['where is', "where's"], ['I will', "I'll"], ['you will', "you'll"],
  ['he will', "he'll"], ['she will', "she'll"], ['we will', "we'll"], ['they will', "they'll"], ['it will', "it'll"],
  ['that will', "that'll"], ['I would', "I'd"], ['you would', "you'd"], ['he would', "he'd"], ['she would', "she'd"],
  ['we would', "we'd"], ['they would', "they'd"], ['I have', "I've"], ['you have', "you've"], ['we have', "we've"],
  ['they have', "they've"], ['would have', "would've"], ['could have', "could've"], ['should have', "should've"],
  ['might have', "might've"], ['must have', "must've"],
];

export interface ContractionChange {
  from: string;
  to: string;
}

/** Participles after which "'s" means "has" and "'d" means "had" ("she's gone", "I'd seen"). */
const PARTICIPLES = new Set([
  'been', 'got', 'gotten', 'gone', 'done', 'seen', 'had', 'made', 'come', 'heard', 'found', 'known', 'taken', 'given',
  'said', 'told', 'thought', 'brought', 'bought', 'left', 'lost', 'met', 'read', 'run', 'won', 'written', 'eaten',
  'forgotten', 'become', 'begun', 'chosen', 'driven', 'fallen', 'felt', 'kept', 'sent', 'spent', 'stood', 'taught',
  'understood', 'already', 'never', 'just', 'always', 'better', 'rather',
]);

function isParticiple(word: string | undefined): boolean {
  if (!word) return false;
  const lower = word.toLowerCase();
  return PARTICIPLES.has(lower) || (lower.length > 3 && lower.endsWith('ed'));
}

function keepCase(source: string, target: string): string {
  if (source.length > 1 && source === source.toUpperCase() && /[A-Z]{2}/.test(source.replace(/[^A-Za-z]/g, ''))) {
    return target.toUpperCase();
  }
  if (/^[A-Z]/.test(source) && !/^I\b/.test(target)) return target[0]!.toUpperCase() + target.slice(1);
  return target;
}

const APOSTROPHE = "['’]";
const EXPANDED_BY_SHORT = new Map(PAIRS.filter(([long]) => long !== 'can not').map(([long, short]) => [short.toLowerCase(), long]));

/**
 * Writes contractions out in full ("don't" -> "do not"). "'s" and "'d" depend on the next word:
 * "he's gone" is "he has gone", "he's tall" is "he is tall", "I'd seen" is "I had seen". The
 * possessive "'s" ("Sam's book") has no long form and is left alone.
 */
export function expandContractions(text: string, onChange: (change: ContractionChange) => void): string {
  const pattern = new RegExp(`\\b([A-Za-z]+)${APOSTROPHE}(t|s|d|ll|re|ve|m)\\b(?=(?:\\s+([A-Za-z]+))?)`, 'gi');
  return text.replace(pattern, (source: string, head: string, tail: string, next: string | undefined) => {
    const key = source.toLowerCase().replace('’', "'");
    let long = EXPANDED_BY_SHORT.get(key);
    const lowerTail = tail.toLowerCase();
    if (lowerTail === 's' || lowerTail === 'd') {
      const pronouns = lowerTail === 's' ? ['he', 'she', 'it', 'that', 'there', 'here', 'what', 'who', 'where', 'let'] : ['i', 'you', 'he', 'she', 'we', 'they'];
      const lowerHead = head.toLowerCase();
      if (!pronouns.includes(lowerHead)) return source;
      if (lowerHead === 'let') long = 'let us';
      else if (lowerTail === 's') long = `${head} ${isParticiple(next) ? 'has' : 'is'}`;
      else long = `${head} ${isParticiple(next) ? 'had' : 'would'}`;
    }
    if (!long) return source;
    const replacement = /^I\b/.test(long) ? long : keepCase(source, long.startsWith(head.toLowerCase()) ? head + long.slice(head.length) : long);
    onChange({ from: source, to: replacement });
    return replacement;
  });
}

/**
 * Contracts long forms for casual text ("do not" -> "don't"). Forms that cannot end a clause
 * ("it's", "I've") are only contracted when a word follows: "that is what it is." keeps its
 * last "it is", and "I have a car" stays, because "I've" before a noun sounds odd.
 */
export function contract(text: string, apostrophe: string, onChange: (change: ContractionChange) => void): string {
  let out = text;
  const sorted = [...PAIRS].sort((a, b) => b[0].length - a[0].length);
  for (const [long, short] of sorted) {
    const needsWordAfter = !long.endsWith(' not') && long !== 'cannot';
    const needsParticiple = / have$/.test(long) && !/^(would|could|should|might|must) /.test(long);
    const words = long.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
    const pattern = new RegExp(`\\b${words}\\b(?=(?:\\s+([A-Za-z]+))?)`, long.startsWith('I ') ? 'g' : 'gi');
    out = out.replace(pattern, (source: string, next: string | undefined, offset: number, whole: string) => {
      if (needsWordAfter && !next) return source;
      if (needsParticiple && !isParticiple(next)) return source;
      // "Is it not" questions and "not" that belongs to the next phrase ("is not only") read badly contracted.
      if (long.endsWith(' not') && /^\s+only\b/i.test(whole.slice(offset + source.length))) return source;
      const replacement = keepCase(source, short.replace("'", apostrophe));
      if (replacement === source) return source;
      onChange({ from: source, to: replacement });
      return replacement;
    });
  }
  return out;
}
