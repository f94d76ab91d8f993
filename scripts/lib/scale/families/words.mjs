// @ts-check
/** Text, social media, translation and writing assistants. */
import { pick } from '../random.mjs';
import { keywords, orderedPairs } from './family.mjs';

/** @typedef {import('./family.mjs').Family} Family */

const PLATFORMS = ['Twitter', 'Instagram', 'TikTok', 'YouTube', 'LinkedIn', 'Facebook', 'Pinterest', 'Reddit', 'Threads', 'Mastodon', 'Bluesky', 'Twitch', 'Discord', 'Snapchat'];
/** [tool, what it does, module]. */
const SOCIAL_TOOLS = /** @type {const} */ ([
  ['Character Counter', 'Count characters against the {P} limit as you write', './word-counter'],
  ['Hashtag Generator', 'Suggest hashtags for a {P} post from its text', './word-counter'],
  ['Caption Generator', 'Write {P} captions in the tone you pick', './text-repeater'],
  ['Bio Generator', 'Draft a {P} bio that fits the limit', './text-repeater'],
  ['Username Generator', 'Find {P} usernames from your name and interests', './case-converter'],
  ['Bold Text Generator', 'Write bold and italic letters that paste into {P}', './case-converter'],
  ['Font Generator', 'Fancy fonts that paste into {P} posts and names', './case-converter'],
  ['Line Break Tool', 'Keep your line breaks when posting to {P}', './line-break-remover'],
  ['Post Scheduler Planner', 'Plan a week of {P} posts at the best times', './word-counter'],
  ['Emoji Picker', 'Find and copy emojis for {P}', './case-converter'],
]);

const TEXT_TOOLS = /** @type {const} */ ([
  ['Duplicate Line Remover', 'Remove repeated lines from a list', ['duplicates', 'lines', 'dedupe']],
  ['Text Sorter', 'Sort lines alphabetically, by length or at random', ['sort', 'alphabetical', 'lines']],
  ['Whitespace Remover', 'Strip extra spaces, tabs and blank lines', ['spaces', 'trim', 'clean']],
  ['Find and Replace', 'Replace words or patterns across a text', ['find', 'replace', 'regex']],
  ['Text Diff Checker', 'Compare two texts and see the changes', ['diff', 'compare', 'changes']],
  ['Word Frequency Counter', 'Count how often each word appears', ['frequency', 'words', 'count']],
  ['Sentence Counter', 'Count sentences and average sentence length', ['sentences', 'count', 'writing']],
  ['Reading Time Estimator', 'How long a text takes to read aloud or silently', ['reading time', 'words per minute', 'speech']],
  ['Readability Score', 'Flesch and grade-level scores for a text', ['readability', 'flesch', 'grade level']],
  ['Slug Generator', 'Turn a title into a URL slug', ['slug', 'url', 'seo']],
  ['Title Case Converter', 'Capitalise titles by AP, APA or Chicago rules', ['title case', 'capitalize', 'headline']],
  ['Snake Case Converter', 'Turn phrases into snake_case', ['snake case', 'variable', 'code']],
  ['Camel Case Converter', 'Turn phrases into camelCase', ['camel case', 'variable', 'code']],
  ['Kebab Case Converter', 'Turn phrases into kebab-case', ['kebab case', 'url', 'code']],
  ['Upside Down Text', 'Flip text upside down', ['upside down', 'flip', 'fun']],
  ['Small Caps Generator', 'Write in small capital letters', ['small caps', 'font', 'style']],
  ['Strikethrough Text', 'Cross out text that pastes anywhere', ['strikethrough', 'cross out', 'style']],
  ['Bubble Text Generator', 'Write letters in circles', ['bubble', 'font', 'style']],
  ['Text to ASCII Art', 'Big letters made of characters', ['ascii art', 'banner', 'figlet']],
  ['Invisible Character', 'Copy a blank character for names and posts', ['invisible', 'blank', 'space']],
  ['Reverse Text', 'Write text backwards, by letter or word', ['reverse', 'backwards', 'mirror']],
  ['Random Line Picker', 'Pick one line from a list at random', ['random', 'pick', 'list']],
  ['Emoji Remover', 'Strip emojis from a text', ['emoji', 'remove', 'clean']],
  ['Email Extractor', 'Pull every email address out of a text', ['email', 'extract', 'list']],
  ['URL Extractor', 'Pull every link out of a text', ['url', 'links', 'extract']],
  ['Line Number Adder', 'Number each line of a text', ['line numbers', 'lines', 'code']],
  ['Text Wrapper', 'Wrap long lines at a width you choose', ['wrap', 'width', 'columns']],
  ['Column Extractor', 'Take one column out of CSV or tab-separated text', ['column', 'csv', 'extract']],
  ['Palindrome Checker', 'Check whether a word or sentence is a palindrome', ['palindrome', 'word', 'fun']],
  ['Syllable Counter', 'Count the syllables of words and lines', ['syllables', 'poetry', 'haiku']],
  ['Rhyme Finder', 'Words that rhyme with yours', ['rhyme', 'poetry', 'songwriting']],
  ['Anagram Solver', 'Every word you can make from your letters', ['anagram', 'letters', 'scrabble']],
  ['Pig Latin Translator', 'Turn English into Pig Latin and back', ['pig latin', 'fun', 'language']],
  ['Plagiarism Checker', 'Find copied passages between two texts', ['plagiarism', 'copy', 'compare']],
]);

const LANGUAGES = [
  'English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Dutch', 'Swedish', 'Polish', 'Russian', 'Ukrainian', 'Turkish',
  'Arabic', 'Hebrew', 'Hindi', 'Bengali', 'Urdu', 'Chinese', 'Japanese', 'Korean', 'Vietnamese', 'Thai', 'Indonesian', 'Greek',
  'Czech', 'Romanian', 'Hungarian', 'Finnish', 'Danish', 'Norwegian', 'Tagalog', 'Swahili',
];

const WRITING_TASKS = /** @type {const} */ ([
  ['Email Writer', 'Draft clear emails', ['email', 'writing', 'reply']],
  ['Summarizer', 'Summarise long texts in a few lines', ['summary', 'tldr', 'shorten']],
  ['Paraphraser', 'Say the same thing in new words', ['paraphrase', 'rewrite', 'reword']],
  ['Grammar Checker', 'Fix grammar, spelling and punctuation', ['grammar', 'spelling', 'proofread']],
  ['Tone Changer', 'Make a text more formal, friendly or direct', ['tone', 'formal', 'rewrite']],
  ['Headline Generator', 'Write headlines that get read', ['headline', 'title', 'copywriting']],
  ['Cover Letter Writer', 'Draft a cover letter from a job ad', ['cover letter', 'job', 'application']],
  ['Product Description Writer', 'Write product descriptions that sell', ['product', 'ecommerce', 'copywriting']],
  ['Essay Outliner', 'Plan an essay section by section', ['essay', 'outline', 'structure']],
  ['Story Generator', 'Start a story from a few words', ['story', 'fiction', 'creative writing']],
  ['Poem Generator', 'Write a poem on any theme', ['poem', 'poetry', 'verse']],
  ['Alt Text Generator', 'Describe images for screen readers', ['alt text', 'accessibility', 'image']],
  ['Keyword Extractor', 'Find the key terms of a text', ['keywords', 'seo', 'topics']],
  ['Sentiment Analyzer', 'Tell whether a text sounds positive or negative', ['sentiment', 'mood', 'analysis']],
  ['Meeting Notes Summarizer', 'Turn meeting notes into decisions and tasks', ['meeting', 'notes', 'action items']],
  ['Quiz Maker', 'Make quiz questions from a text', ['quiz', 'questions', 'study']],
  ['Slogan Writer', 'Write short, memorable slogans', ['slogan', 'tagline', 'brand']],
  ['Speech Writer', 'Draft a speech for an occasion', ['speech', 'toast', 'presentation']],
]);
const WRITERS_FOR = ['Students', 'Marketing', 'Developers', 'Small Business', 'Bloggers', 'Teachers', 'Job Seekers', 'Social Media', 'Customer Support', 'Researchers'];

/** @type {Family[]} */
export const WORD_FAMILIES = [
  {
    id: 'social',
    category: { id: 'social-media-tools', name: 'Social Media Tools', remote: 'text-content-tools', icon: '📣', description: 'Write, count and style posts for every network.' },
    module: './word-counter',
    icon: '📣',
    ideas: (random) =>
      PLATFORMS.flatMap((platform) =>
        SOCIAL_TOOLS.map(([tool, text, module]) => ({
          name: `${platform} ${tool}`,
          description: `${text.replace('{P}', platform)}${pick(random, ['.', ', free and without sign-in.', ', then copy with one tap.'])}`,
          keywords: keywords([platform, ...tool.split(' ').filter((word) => word.length > 2), 'social media', 'post']),
          module,
        })),
      ),
  },
  {
    id: 'text',
    category: 'text-content-tools',
    module: './case-converter',
    icon: '✍️',
    ideas: (random) =>
      TEXT_TOOLS.map(([name, text, words]) => ({
        name: String(name),
        description: `${text}${pick(random, ['.', ', live as you type.', ', for texts of any length.'])}`,
        keywords: keywords(['text', ...words]),
      })),
  },
  {
    id: 'translators',
    category: { id: 'translators', name: 'Translators', remote: 'ai-tools', icon: '🌐', description: 'Words and whole texts between languages.' },
    module: './ai-rewriter',
    icon: '🌐',
    ideas: (random) =>
      orderedPairs(LANGUAGES).map(([a, b]) => ({
        name: `${a} to ${b} Translator`,
        description: `Translate ${a} text into ${b}${pick(random, [', with alternatives for tricky words.', ', keeping your formatting.', ' and hear it read aloud.'])}`,
        keywords: keywords([a, b, `${a} ${b}`, 'translate', 'translation', 'language']),
      })),
  },
  {
    id: 'writers',
    category: 'ai-tools',
    module: './ai-rewriter',
    icon: '🤖',
    ideas: (random) =>
      WRITING_TASKS.flatMap(([task, text, words]) =>
        WRITERS_FOR.map((audience) => ({
          name: `AI ${task} for ${audience}`,
          description: `${text} for ${audience.toLowerCase()}${pick(random, ['.', ', in the tone you choose.', ', then edit before you copy.'])}`,
          keywords: keywords(['ai', ...words, audience, 'writing assistant']),
        })),
      ),
  },
];
