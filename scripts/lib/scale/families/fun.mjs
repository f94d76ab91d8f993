// @ts-check
/** Games, quizzes, party games and random pickers. */
import { pick } from '../random.mjs';
import { keywords } from './family.mjs';

/** @typedef {import('./family.mjs').Family} Family */

/** [game, what you do, module]. */
const GAMES = /** @type {const} */ ([
  ['Sudoku', 'fill the grid so every row, column and box has 1 to 9', './number-sequence'],
  ['Word Search', 'find the hidden words in the letter grid', './unscramble-word'],
  ['Memory Match', 'turn cards over two at a time and find the pairs', './memory-game'],
  ['Minesweeper', 'clear the field without hitting a mine', './memory-game'],
  ['Snake', 'steer the snake to the food without biting your tail', './bounce-tap'],
  ['2048', 'slide the tiles until two of them make 2048', './number-sequence'],
  ['Tic-Tac-Toe', 'get three in a row before the other player', './memory-game'],
  ['Connect Four', 'drop discs to line up four', './memory-game'],
  ['Checkers', 'jump your opponent’s pieces off the board', './memory-game'],
  ['Chess Puzzles', 'find the winning move', './memory-game'],
  ['Solitaire', 'build the four suits from ace to king', './memory-game'],
  ['Hangman', 'guess the word one letter at a time', './unscramble-word'],
  ['Typing Race', 'type the passage faster than your best time', './fast-tap-challenge'],
  ['Math Race', 'answer sums against the clock', './speed-math'],
  ['Maze', 'find the way out of the maze', './bounce-tap'],
  ['Jigsaw Puzzle', 'put the picture back together', './memory-game'],
  ['Nonogram', 'shade cells by the number clues to reveal a picture', './number-sequence'],
  ['Mahjong Solitaire', 'clear matching tiles from the pile', './memory-game'],
  ['Bingo', 'mark the called numbers on your card', './number-sequence'],
  ['Dominoes', 'match the ends of the tiles', './memory-game'],
  ['Reversi', 'flip your opponent’s discs by trapping them', './memory-game'],
  ['Crossword', 'fill the grid from the clues', './daily-word'],
  ['Anagram', 'make words from a set of letters', './unscramble-word'],
  ['Color Match', 'tap the colour the word names, not the one it is written in', './reaction-time'],
  ['Aim Trainer', 'hit the targets as fast as you can', './whack-a-mole'],
  ['Pattern Memory', 'repeat the growing pattern', './simon-says'],
]);

const GAME_VARIANTS = ['Daily', 'Kids', 'Speed', 'Expert', 'Mini', 'Two-Player', 'Timed', 'Classic', 'Zen'];

const QUIZ_TOPICS = [
  'Geography', 'History', 'Science', 'Movies', 'Music', 'Sports', 'Animals', 'Space', 'Food', 'Literature', 'Art', 'Flags',
  'Capitals', 'Chemistry', 'Biology', 'Physics', 'Mythology', 'Video Games', 'Dinosaurs', 'Ocean', 'Human Body', 'Inventions',
  'World War II', 'Ancient Egypt', 'Presidents', 'Olympics', 'Cars', 'Languages', 'Famous Paintings', 'Board Games',
];
const QUIZ_KINDS = /** @type {const} */ ([['Trivia Quiz', 'questions'], ['Flashcards', 'cards'], ['Word Search', 'words'], ['Crossword', 'clues']]);

const ICEBREAKERS = /** @type {const} */ ([
  ['Icebreaker Questions', './would-you-rather'], ['Would You Rather Questions', './would-you-rather'], ['Never Have I Ever', './never-have-i-ever'],
  ['Truth or Dare', './truth-or-dare'], ['Two Truths and a Lie', './two-truths-lie'], ['Conversation Starters', './would-you-rather'],
  ['This or That', './would-you-rather'], ['Charades Words', './caption-this'], ['Pictionary Words', './caption-this'],
  ['Debate Topics', './would-you-rather'], ['Hot Seat Questions', './truth-or-dare'], ['Get to Know You Questions', './would-you-rather'],
]);
const AUDIENCES = ['Work', 'Kids', 'Couples', 'Teens', 'Families', 'Classrooms', 'Parties', 'Road Trips', 'Video Calls', 'Team Meetings', 'First Dates', 'Friends', 'Students', 'Seniors'];

const RANDOM_THINGS = /** @type {const} */ ([
  ['Team', 'fair teams from a list of names', './random-name'], ['Letter', 'a letter of the alphabet', './random-word'],
  ['City', 'a city somewhere in the world', './random-country'], ['Emoji', 'an emoji to spark an idea', './random-word'],
  ['Username', 'a username nobody has taken yet', './random-name'], ['Fantasy Name', 'a name for a hero, elf or dragon', './random-name'],
  ['Band Name', 'a name for your band', './random-name'], ['Pet Name', 'a name for a new pet', './random-name'],
  ['Business Name', 'a name for a new business', './random-name'], ['Slogan', 'a catchy slogan', './random-quote'],
  ['Question', 'a question to answer or ask', './random-fact'], ['Card', 'a card from a shuffled deck', './random-number'],
  ['Lottery Number', 'lottery numbers in any format', './random-number'], ['Address', 'a made-up address for testing', './random-country'],
  ['Phone Number', 'a fake phone number for testing', './random-number'], ['Recipe', 'something to cook tonight', './random-fact'],
  ['Movie', 'a film to watch', './random-fact'], ['Book', 'a book to read next', './random-fact'], ['Song', 'a song to listen to', './random-fact'],
  ['Workout', 'a workout for today', './random-fact'], ['Drawing Idea', 'something to draw', './random-word'],
  ['Writing Prompt', 'a story to start writing', './random-quote'], ['Gift Idea', 'a present idea', './random-fact'],
  ['Baby Name', 'a baby name by origin and meaning', './random-name'], ['Nickname', 'a nickname for a friend', './random-name'],
  ['Superpower', 'a superpower you would get', './random-fact'], ['Job', 'a career to imagine', './random-fact'],
  ['Hex Color', 'a colour with its hex code', './random-color'], ['Time', 'a time of day', './random-date'],
  ['Month', 'a month of the year', './random-date'], ['Number List', 'a list of numbers without repeats', './random-number'],
  ['Yes or No', 'a yes or a no', './random-number'], ['Dinner Idea', 'what to have for dinner', './random-fact'],
  ['Holiday Destination', 'a place to travel to', './random-country'], ['Pokémon-Style Monster', 'a monster with a type and moves', './random-animal'],
  ['Dog Breed', 'a dog breed with its traits', './random-animal'], ['Bird', 'a bird with a fact about it', './random-animal'],
  ['Flower', 'a flower and what it means', './random-animal'], ['Planet Name', 'a name for a new world', './random-name'],
  ['Password Phrase', 'a passphrase of random words', './random-password'],
]);

/** @type {Family[]} */
export const FUN_FAMILIES = [
  {
    id: 'game-variants',
    category: 'fun-games',
    module: './memory-game',
    icon: '🎮',
    ideas: (random) =>
      GAMES.flatMap(([game, goal, module]) =>
        GAME_VARIANTS.map((variant) => ({
          name: `${variant} ${game}`,
          description: `${game}, ${variant.toLowerCase()} edition: ${goal}${pick(random, ['.', ', with a new puzzle every day.', ', no download needed.'])}`,
          keywords: keywords([game, variant, 'game', 'puzzle', 'play', pick(random, ['brain', 'free game', 'casual'])]),
          module,
        })),
      ),
  },
  {
    id: 'quizzes',
    category: { id: 'quizzes-puzzles', name: 'Quizzes & Puzzles', remote: 'fun-games', icon: '❓', description: 'Test what you know, topic by topic.' },
    module: './emoji-riddle',
    icon: '❓',
    ideas: (random) =>
      QUIZ_TOPICS.flatMap((topic) =>
        QUIZ_KINDS.map(([kind, items]) => ({
          name: `${topic} ${kind}`,
          description: `${pick(random, ['Fifty', 'Hundreds of', 'Fresh'])} ${topic.toLowerCase()} ${items}${pick(random, [' for all ages.', ', with your score at the end.', ' for classrooms and pub nights.'])}`,
          keywords: keywords([topic, ...kind.split(' '), 'quiz', 'trivia', 'learn']),
        })),
      ),
  },
  {
    id: 'icebreakers',
    category: 'social-icebreakers',
    module: './would-you-rather',
    icon: '💬',
    ideas: (random) =>
      ICEBREAKERS.flatMap(([game, module]) =>
        AUDIENCES.map((audience) => ({
          name: `${game} for ${audience}`,
          description: `${game} picked for ${audience.toLowerCase()}${pick(random, [', clean and fun.', ', one tap for the next.', ', with a timer for rounds.'])}`,
          keywords: keywords([...game.split(' ').filter((word) => word.length > 2), audience, 'icebreaker', 'party', 'group']),
          module,
        })),
      ),
  },
  {
    id: 'random-things',
    category: 'random-generators',
    module: './random-name',
    icon: '🎲',
    ideas: (random) =>
      RANDOM_THINGS.map(([thing, what, module]) => ({
        name: `Random ${thing} Generator`,
        description: `Get ${what}${pick(random, [', as many as you like.', ', fair and truly random.', ', with filters.'])}`,
        keywords: keywords([thing, 'random', 'generator', 'picker', pick(random, ['idea', 'shuffle', 'chance'])]),
        module,
      })),
  },
];
