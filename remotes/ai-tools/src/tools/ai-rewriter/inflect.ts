/** Verb forms for building thesaurus entries: base, third person, past, -ing. */
export type VerbForms = [string, string, string, string];

/** Verbs whose forms the simple rules below would get wrong. */
const IRREGULAR: Record<string, VerbForms> = {
  get: ['get', 'gets', 'got', 'getting'],
  buy: ['buy', 'buys', 'bought', 'buying'],
  tell: ['tell', 'tells', 'told', 'telling'],
  find: ['find', 'finds', 'found', 'finding'],
  begin: ['begin', 'begins', 'began', 'beginning'],
  make: ['make', 'makes', 'made', 'making'],
  give: ['give', 'gives', 'gave', 'giving'],
  send: ['send', 'sends', 'sent', 'sending'],
  go: ['go', 'goes', 'went', 'going'],
  keep: ['keep', 'keeps', 'kept', 'keeping'],
  think: ['think', 'thinks', 'thought', 'thinking'],
  see: ['see', 'sees', 'saw', 'seeing'],
  leave: ['leave', 'leaves', 'left', 'leaving'],
  set: ['set', 'sets', 'set', 'setting'],
  put: ['put', 'puts', 'put', 'putting'],
  cut: ['cut', 'cuts', 'cut', 'cutting'],
  run: ['run', 'runs', 'ran', 'running'],
  take: ['take', 'takes', 'took', 'taking'],
  bring: ['bring', 'brings', 'brought', 'bringing'],
  understand: ['understand', 'understands', 'understood', 'understanding'],
  meet: ['meet', 'meets', 'met', 'meeting'],
  have: ['have', 'has', 'had', 'having'],
  do: ['do', 'does', 'did', 'doing'],
  say: ['say', 'says', 'said', 'saying'],
  come: ['come', 'comes', 'came', 'coming'],
  stop: ['stop', 'stops', 'stopped', 'stopping'],
  ban: ['ban', 'bans', 'banned', 'banning'],
  plan: ['plan', 'plans', 'planned', 'planning'],
  hold: ['hold', 'holds', 'held', 'holding'],
  build: ['build', 'builds', 'built', 'building'],
  spread: ['spread', 'spreads', 'spread', 'spreading'],
  pay: ['pay', 'pays', 'paid', 'paying'],
  fix: ['fix', 'fixes', 'fixed', 'fixing'],
  light: ['light', 'lights', 'lit', 'lighting'],
  speak: ['speak', 'speaks', 'spoke', 'speaking'],
  deal: ['deal', 'deals', 'dealt', 'dealing'],
  turn: ['turn', 'turns', 'turned', 'turning'],
  prefer: ['prefer', 'prefers', 'preferred', 'preferring'],
  occur: ['occur', 'occurs', 'occurred', 'occurring'],
  permit: ['permit', 'permits', 'permitted', 'permitting'],
  omit: ['omit', 'omits', 'omitted', 'omitting'],
  submit: ['submit', 'submits', 'submitted', 'submitting'],
  transmit: ['transmit', 'transmits', 'transmitted', 'transmitting'],
  concur: ['concur', 'concurs', 'concurred', 'concurring'],
  show: ['show', 'shows', 'showed', 'showing'],
  rank: ['rank', 'ranks', 'ranked', 'ranking'],
};

function regular(verb: string): VerbForms {
  const third = /(s|sh|ch|x|z|o)$/.test(verb) ? verb + 'es' : /[^aeiou]y$/.test(verb) ? verb.slice(0, -1) + 'ies' : verb + 's';
  const past = verb.endsWith('e') ? verb + 'd' : /[^aeiou]y$/.test(verb) ? verb.slice(0, -1) + 'ied' : verb + 'ed';
  const ing = verb.endsWith('ie')
    ? verb.slice(0, -2) + 'ying'
    : verb.endsWith('e') && !verb.endsWith('ee')
      ? verb.slice(0, -1) + 'ing'
      : verb + 'ing';
  return [verb, third, past, ing];
}

/**
 * The four forms of a verb or phrasal verb; only the first word changes, so "find out" gives
 * "finds out", "found out", "finding out".
 */
export function verbForms(phrase: string): VerbForms {
  const [head = '', ...rest] = phrase.split(' ');
  const tail = rest.length > 0 ? ' ' + rest.join(' ') : '';
  const forms = IRREGULAR[head] ?? regular(head);
  return forms.map((form) => form + tail) as VerbForms;
}

/** The plural of a noun phrase (last word changes): "component" -> "components". */
export function plural(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  const many = /(s|sh|ch|x|z)$/.test(last) ? last + 'es' : /[^aeiou]y$/.test(last) ? last.slice(0, -1) + 'ies' : last + 's';
  return [...words, many].join(' ');
}
