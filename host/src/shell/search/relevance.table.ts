/**
 * The search relevance table: what people type and what they expect to see first. It runs
 * against the real catalogue.json (relevance.test.ts). Every new tool adds a row or two here
 * (its name, the words its users would type for it); a keyword tweak that steals another tool's
 * query fails here.
 *
 * - `top`: the path the first suggestion must be, or a set the first suggestion must come from.
 * - `only`: the suggestions are exactly `top` (nothing else is relevant enough to show).
 * - `mustNotSuggest`: noise that must not appear among the suggestions at all.
 */
export interface RelevanceRow {
  query: string;
  top: string | readonly string[];
  only?: boolean;
  mustNotSuggest?: readonly string[];
  note: string;
}

const CALCULATORS = ['age-calculator', 'bill-splitter', 'percentage-calculator', 'bmi-calculator', 'date-difference-calculator'];
const CONVERTERS = ['image-converter', 'base64-converter', 'timestamp-converter', 'case-converter', 'unit-converter'];
const PDF_TOOLS = ['text-to-pdf', 'pdf-to-word', 'word-to-pdf', 'pdf-compressor', 'merge-pdfs', 'split-pdf'];
const PARTY = ['truth-or-dare', 'would-you-rather', 'spin-the-bottle', 'caption-this', 'never-have-i-ever', 'two-truths-lie'];
const RANDOM = ['random-password', 'random-number', 'random-crypto', 'random-color', 'random-date', 'random-word', 'random-quote', 'random-fact', 'random-animal', 'random-country', 'random-name'];

export const RELEVANCE_TABLE: readonly RelevanceRow[] = [
  // The complaints of issue 17.
  { query: 'json', top: 'json-formatter', mustNotSuggest: ['personality-decoder'], note: 'issue 17: no Personality Decoder' },
  { query: 'unix time', top: 'timestamp-converter', note: 'issue 17: two words, both keywords' },
  { query: 'bmi', top: 'bmi-calculator', only: true, note: 'issue 17: abbreviation without noise' },
  { query: 'tts', top: 'text-to-speech', only: true, note: 'issue 17: abbreviation without noise' },

  // Exact and partial names.
  { query: 'JSON Formatter', top: 'json-formatter', note: 'exact name, capitals' },
  { query: 'word counter', top: 'word-counter', note: 'exact name' },
  { query: 'merge pdfs', top: 'merge-pdfs', note: 'exact name' },
  { query: 'truth or dare', top: 'truth-or-dare', note: 'exact name beats Spin the Bottle keyword' },
  { query: 'would you rather', top: 'would-you-rather', note: 'exact name' },
  { query: 'never have i ever', top: 'never-have-i-ever', note: 'exact name with a stop word' },
  { query: 'whack a mole', top: 'whack-a-mole', note: 'name with hyphens typed with spaces' },
  { query: 'simon says', top: 'simon-says', note: 'exact name' },
  { query: 'text to pdf', top: 'text-to-pdf', note: 'name; order of words matters' },
  { query: 'word to pdf', top: 'word-to-pdf', note: 'name; not PDF to Word' },
  { query: 'pdf to word', top: 'pdf-to-word', note: 'name; not Word to PDF' },
  { query: 'image to text', top: 'image-to-text', note: 'name' },
  { query: 'text to speech', top: 'text-to-speech', note: 'name' },
  { query: 'markdown', top: 'markdown-to-html', note: 'first word of a name' },
  { query: 'slot', top: 'slot-machine', note: 'prefix of a name' },
  { query: 'unscram', top: 'unscramble-word', note: 'typing in progress' },
  { query: 'perso', top: 'personality-decoder', note: 'typing in progress' },
  { query: 'emoji', top: 'emoji-riddle', note: 'first word of a name' },
  { query: 'speed math', top: 'speed-math', note: 'name' },
  { query: 'ai news', top: 'ai-news', note: 'two short words' },
  { query: 'two truths', top: 'two-truths-lie', note: 'partial name' },
  { query: 'spin bottle', top: 'spin-the-bottle', note: 'name without "the"' },
  { query: 'draw circle', top: 'draw-circle', note: 'name without "a perfect"' },
  { query: 'fast tap', top: 'fast-tap-challenge', note: 'partial name' },
  { query: 'line break', top: 'line-break-remover', note: 'partial name' },
  { query: 'number sequence', top: 'number-sequence', note: 'name' },

  // Synonyms and the words people use.
  { query: 'combine pdf', top: 'merge-pdfs', note: 'synonym of merge' },
  { query: 'join pdf files', top: 'merge-pdfs', note: 'synonym of merge, extra word' },
  { query: 'reduce pdf size', top: 'pdf-compressor', note: 'synonym of compress' },
  { query: 'epoch', top: 'timestamp-converter', note: 'developer synonym' },
  { query: 'read aloud', top: 'text-to-speech', note: 'what it does' },
  { query: 'heads or tails', top: 'coin-flip', note: 'what people say' },
  { query: 'flip a coin', top: 'coin-flip', note: 'verb first, not Random Crypto' },
  { query: 'dice', top: 'roll-a-dice', note: 'one word of the name' },
  { query: 'lorem', top: 'lorem-ipsum-generator', note: 'first word' },
  { query: 'placeholder text', top: 'lorem-ipsum-generator', note: 'what it makes' },
  { query: 'guid', top: 'uuid-generator', note: 'Microsoft word for UUID' },
  { query: 'uuid', top: 'uuid-generator', note: 'abbreviation' },
  { query: 'sha256', top: 'hash-generator', note: 'algorithm name' },
  { query: 'md5', top: 'hash-generator', note: 'algorithm name' },
  { query: 'checksum', top: 'hash-generator', note: 'synonym' },
  { query: 'url encode', top: 'url-encoder-decoder', note: 'verb form of the name' },
  { query: 'word count', top: 'word-counter', note: 'what it does' },
  { query: 'character count', top: 'word-counter', note: 'what it also does' },
  { query: 'lowercase', top: 'case-converter', note: 'one of its cases' },
  { query: 'camel case', top: 'case-converter', note: 'one of its cases, two words' },
  { query: 'ocr', top: 'image-to-text', note: 'abbreviation in the name' },
  { query: 'picture to text', top: 'image-to-text', note: 'synonym of image' },
  { query: 'jpg to png', top: 'image-converter', note: 'formats' },
  { query: 'webp', top: 'image-converter', note: 'a format it converts to' },
  { query: 'favicon', top: 'image-converter', note: 'what it makes' },
  { query: 'resize image', top: 'image-resizer', note: 'verb + object, not Image Editor' },
  { query: 'shrink photo', top: 'image-compressor', note: 'synonyms of compress and image' },
  { query: 'zip images', top: 'image-zip-creator', note: 'plural' },
  { query: 'docx to pdf', top: 'word-to-pdf', note: 'file extensions, order matters' },
  { query: 'pdf to docx', top: 'pdf-to-word', note: 'file extensions, order matters' },
  { query: 'split pages', top: 'split-pdf', note: 'not Bill Splitter' },
  { query: 'km to miles', top: 'unit-converter', note: 'a conversion' },
  { query: 'celsius', top: 'unit-converter', note: 'a unit' },
  { query: 'inches to cm', top: 'unit-converter', note: 'a conversion with an abbreviation' },
  { query: 'percent', top: 'percentage-calculator', note: 'not Image Resizer or URL encoder' },
  { query: 'how old am i', top: 'age-calculator', note: 'a question' },
  { query: 'birthday', top: 'age-calculator', note: 'keyword' },
  { query: 'days between dates', top: 'date-difference-calculator', note: 'not Random Date' },
  { query: 'working days', top: 'date-difference-calculator', note: 'keyword' },
  { query: 'split the bill', top: 'bill-splitter', note: 'what people say' },
  { query: 'tip', top: 'bill-splitter', note: 'short word' },
  { query: 'password', top: 'random-password', note: 'the thing it makes' },
  { query: 'random number', top: 'random-number', note: 'name without generator' },
  { query: 'pick a number', top: 'random-number', note: 'what people say' },
  { query: 'name generator', top: 'random-name', note: 'name without random' },
  { query: 'baby names', top: 'random-name', note: 'keyword, plural' },
  { query: 'icebreaker', top: PARTY, note: 'category word' },
  { query: 'party game', top: PARTY, note: 'two words from several tools' },
  { query: 'memory', top: 'memory-game', note: 'name beats Simon Says keyword' },
  { query: 'reaction', top: 'reaction-time', note: 'first word' },
  { query: 'reflexes', top: 'reaction-time', note: 'plural of a keyword' },
  { query: 'wordle', top: 'daily-word', note: 'the game it is like' },
  { query: 'anagram', top: 'unscramble-word', note: 'synonym' },
  { query: 'trivia', top: 'random-fact', note: 'synonym' },
  { query: 'flags', top: 'random-country', note: 'plural of a keyword' },
  { query: 'bitcoin', top: 'random-crypto', note: 'keyword' },
  { query: 'paraphrase', top: 'ai-rewriter', note: 'synonym' },
  { query: 'crop photo', top: ['image-editor', 'image-resizer'], note: 'both crop' },
  { query: 'personality test', top: 'personality-decoder', note: 'not Reaction Time Test' },
  { query: 'remove line breaks', top: 'line-break-remover', note: 'verb + object' },
  { query: 'steganography', top: 'secret-message-weaver', note: 'the technique' },
  { query: 'hex to rgb', top: 'color-picker', note: 'a colour conversion, not Text to Binary' },

  // Abbreviations.
  { query: 'b64', top: 'base64-converter', note: 'abbreviation' },
  { query: 'rng', top: 'random-number', note: 'abbreviation' },
  { query: 'cps', top: 'fast-tap-challenge', note: 'clicks per second' },
  { query: 'md', top: 'markdown-to-html', note: 'file extension' },

  // Split and joined words.
  { query: 'base 64', top: 'base64-converter', note: 'spaced' },
  { query: 'sha-256', top: 'hash-generator', note: 'hyphenated' },
  { query: 'upper case', top: 'case-converter', note: 'spaced' },
  { query: 'wordcounter', top: 'word-counter', note: 'joined' },

  // Typos.
  { query: 'pasword', top: 'random-password', note: 'missing letter' },
  { query: 'calculater', top: CALCULATORS, note: 'wrong vowel' },
  { query: 'convertor', top: CONVERTERS, note: 'other spelling' },
  { query: 'jsno', top: 'json-formatter', mustNotSuggest: ['personality-decoder'], note: 'swapped letters' },
  { query: 'merg pdf', top: 'merge-pdfs', note: 'missing letter in the first word' },
  { query: 'celcius', top: 'unit-converter', note: 'common misspelling' },
  { query: 'lorum ipsum', top: 'lorem-ipsum-generator', note: 'common misspelling' },
  { query: 'timstamp', top: 'timestamp-converter', note: 'missing letter' },
  { query: 'percentge', top: 'percentage-calculator', note: 'missing letter' },
  { query: 'birthdy', top: 'age-calculator', note: 'missing letter' },

  // British and American spellings.
  { query: 'colour picker', top: 'color-picker', note: 'British' },
  { query: 'color picker', top: 'color-picker', note: 'American' },
  { query: 'random colour', top: 'random-color', note: 'British' },
  { query: 'optimise image', top: 'image-compressor', note: 'British -ise' },
  { query: 'maths', top: 'speed-math', note: 'British' },
  { query: 'metres to feet', top: 'unit-converter', note: 'British -re' },

  // Plurals and broad words.
  { query: 'passwords', top: 'random-password', note: 'plural' },
  { query: 'random names', top: 'random-name', note: 'plural' },
  { query: 'quotes', top: 'random-quote', note: 'plural' },
  { query: 'pdf', top: PDF_TOOLS, note: 'broad: any PDF tool' },
  { query: 'random', top: RANDOM, note: 'broad: any random generator' },
  { query: 'calculator', top: CALCULATORS, note: 'broad' },
  { query: 'compress', top: ['image-compressor', 'pdf-compressor'], note: 'broad' },
];
