/**
 * The riddles. Each id is stable (it is kept in players' decks and decides the daily puzzle), so
 * new riddles are added at the end and none is renumbered. `accept` lists other names people
 * really use (titles' long forms, British/American spellings); accents, case, punctuation and a
 * leading "the" never matter. Only emoji from Unicode 13 or older, so every current system draws them.
 */
export type Category = 'film' | 'phrase' | 'animal' | 'food' | 'place' | 'word';

export interface Riddle {
  id: string;
  emoji: string;
  answer: string;
  accept?: readonly string[];
  category: Category;
  /** The first hint: a fact that narrows it down without giving it away. */
  clue: string;
}

export const CATEGORY_LABELS: Record<Category, string> = {
  film: 'Film',
  phrase: 'Saying',
  animal: 'Animal',
  food: 'Food',
  place: 'Place',
  word: 'Word',
};

type Row = [emoji: string, answer: string, clue: string, accept?: readonly string[]];

const FILMS: Row[] = [
  ['🚢🧊💔', 'Titanic', '1997: a love story on a ship that did not make it to New York'],
  ['🦈🌊😱', 'Jaws', '1975: a beach town and a very big fish'],
  ['🦁👑', 'The Lion King', '1994 Disney animation: Simba grows up'],
  ['🔍🐠', 'Finding Nemo', '2003 Pixar: a clownfish father crosses the ocean'],
  ['⚡👓🧙‍♂️', 'Harry Potter', 'Films from 2001 to 2011 about a boy wizard', ["harry potter and the philosopher's stone", "harry potter and the sorcerer's stone"]],
  ['⭐⚔️🌌', 'Star Wars', '1977: a galaxy far, far away'],
  ['🦖🏞️🚙', 'Jurassic Park', '1993: dinosaurs brought back for a theme park'],
  ['❄️👸⛄', 'Frozen', '2013 Disney: “Let It Go”'],
  ['🧸🤠🚀', 'Toy Story', '1995 Pixar: a cowboy and a space ranger'],
  ['🕷️🧑🏙️', 'Spider-Man', '2002: bitten by a spider in New York'],
  ['👻🚫', 'Ghostbusters', '1984: “Who you gonna call?”', ['ghost busters']],
  ['🎈🏠👴', 'Up', '2009 Pixar: a house carried off by balloons'],
  ['👹👁️🏢', 'Monsters, Inc.', '2001 Pixar: scares power a city', ['monsters inc', 'monsters incorporated']],
  ['🌹👸🐃', 'Beauty and the Beast', '1991 Disney: an enchanted rose'],
  ['🧜‍♀️🐚🦀', 'The Little Mermaid', '1989 Disney: Ariel wants legs'],
  ['🏴‍☠️⚓🌊', 'Pirates of the Caribbean', '2003: Captain Jack Sparrow'],
  ['👔🕶️👽', 'Men in Black', '1997: agents who police aliens on Earth'],
  ['🌪️👧🐕👠', 'The Wizard of Oz', '1939: follow the yellow brick road'],
  ['🏠🧒🎄😱', 'Home Alone', '1990: a boy left behind at Christmas'],
  ['🧊🦣🐿️', 'Ice Age', '2002: a mammoth, a sloth and a sabre-toothed cat'],
  ['🥋🐼', 'Kung Fu Panda', '2008: Po becomes the Dragon Warrior'],
  ['👽🚲🌕', 'E.T. the Extra-Terrestrial', '1982: “E.T. phone home”', ['et', 'e t', 'extra terrestrial']],
  ['👑🦍🏙️', 'King Kong', '1933: a giant ape climbs the Empire State Building'],
  ['🏹🔥👧', 'The Hunger Games', '2012: Katniss volunteers as tribute'],
  ['💍🌋🧙‍♂️', 'The Lord of the Rings', '2001 to 2003: one ring to rule them all', ['lord of the rings', 'lotr']],
  ['🌙🏛️🦖', 'Night at the Museum', '2006: the exhibits come alive after dark'],
  ['🐋🆓', 'Free Willy', '1993: a boy helps an orca escape'],
  ['🐀👨‍🍳🍲', 'Ratatouille', '2007 Pixar: a rat who cooks in Paris'],
  ['🚗🏁⚡', 'Cars', '2006 Pixar: Lightning McQueen'],
  ['🧠😀😢😡', 'Inside Out', '2015 Pixar: the feelings in a girl’s head'],
  ['💊🕶️💻', 'The Matrix', '1999: red pill or blue pill'],
  ['🔙🕰️🚗⚡', 'Back to the Future', '1985: a time-travelling car at 88 mph'],
  ['🐒🌍', 'Planet of the Apes', '1968: apes rule the Earth'],
  ['🦇🧑🌃', 'Batman', '1989: Gotham’s caped crusader'],
  ['🤖🌱🗑️', 'WALL-E', '2008 Pixar: a robot left to clean up Earth', ['walle', 'wall e']],
  ['🧞🐒🏜️', 'Aladdin', '1992 Disney: a genie and three wishes'],
  ['🎩🍫🏭', 'Charlie and the Chocolate Factory', '2005 (and 1971 as “Willy Wonka”): a golden ticket', ['willy wonka and the chocolate factory', 'willy wonka', 'chocolate factory']],
  ['❄️⚪👸🍎', 'Snow White', '1937 Disney: a poisoned apple and seven dwarfs', ['snow white and the seven dwarfs']],
];

const PHRASES: Row[] = [
  ['🌧️🐱🐶', 'Raining cats and dogs', 'Said of very heavy rain', ["it's raining cats and dogs"]],
  ['🧩🍰', 'Piece of cake', 'Something very easy', ["it's a piece of cake"]],
  ['💔🦵', 'Break a leg', 'Good luck, said to actors'],
  ['⏰🪰', 'Time flies', 'It passes quickly when you’re having fun', ['time flies when youre having fun']],
  ['🥶🦶', 'Cold feet', 'Nerves before a big step', ['get cold feet', 'getting cold feet']],
  ['1️⃣🔵🌙', 'Once in a blue moon', 'Very rarely'],
  ['🐷✈️', 'When pigs fly', 'Never going to happen', ['pigs might fly', 'pigs fly']],
  ['🐘🛋️', 'Elephant in the room', 'The big problem nobody mentions', ['the elephant in the room']],
  ['😭🥛', 'Cry over spilt milk', 'Regret what can’t be undone', ["don't cry over spilt milk", 'cry over spilled milk', "don't cry over spilled milk", 'crying over spilt milk', 'crying over spilled milk']],
  ['🍎👁️', 'Apple of my eye', 'Someone you cherish above all', ['the apple of my eye', 'apple of your eye', 'apple of his eye', 'apple of her eye']],
  ['⬇️🌦️', 'Under the weather', 'Feeling a little ill'],
  ['🐱👜', 'Let the cat out of the bag', 'Give away a secret', ['cat out of the bag']],
  ['🛋️🥔', 'Couch potato', 'Someone who lounges in front of the TV'],
  ['🌅🐦🪱', 'The early bird catches the worm', 'Getting up first pays off', ['early bird catches the worm', 'the early bird gets the worm', 'early bird gets the worm']],
  ['🌙🦉', 'Night owl', 'Someone who stays up late'],
  ['🧠⛈️', 'Brainstorm', 'A burst of ideas in a group', ['brain storm', 'brainstorming']],
  ['🥚🥚🧺', 'Don’t put all your eggs in one basket', 'Spread your risks', ['all your eggs in one basket', 'eggs in one basket', 'put all your eggs in one basket']],
  ['💰🌳🚫', 'Money doesn’t grow on trees', 'A parent’s reply to “can I have…?”', ['money does not grow on trees']],
  ['🍎📅👨‍⚕️🚫', 'An apple a day keeps the doctor away', 'Old advice about fruit', ['apple a day keeps the doctor away', 'an apple a day']],
  ['🐟🚫💧', 'Fish out of water', 'Someone in an unfamiliar place', ['like a fish out of water']],
  ['🔁👀', 'Déjà vu', 'French for “already seen”'],
  ['🍰🤲🍴', 'Have your cake and eat it', 'Wanting both of two things you can’t both have', ['have your cake and eat it too', 'you cant have your cake and eat it']],
  ['🔨🧊', 'Break the ice', 'Get a conversation going'],
  ['🥫🪱', 'Open a can of worms', 'Start something full of trouble', ['can of worms']],
  ['🙈🙉🙊', 'See no evil, hear no evil, speak no evil', 'The three wise monkeys', ['see no evil hear no evil speak no evil', 'see no evil']],
  ['🍋➡️🍹', 'When life gives you lemons, make lemonade', 'Make the best of a bad situation', ['when life gives you lemons', 'make lemonade']],
  ['🌍🦪', 'The world is your oyster', 'Every opportunity is open to you', ['world is your oyster']],
  ['😴🐕🐕', 'Let sleeping dogs lie', 'Leave an old problem alone'],
  ['✋🐎', 'Hold your horses', 'Wait a moment, don’t rush'],
  ['🤥👖🔥', 'Liar, liar, pants on fire', 'A playground taunt', ['liar liar pants on fire', 'pants on fire', 'liar liar']],
];

const ANIMALS: Row[] = [
  ['🐱🐟', 'Catfish', 'A whiskered fish'],
  ['🌊🐴', 'Seahorse', 'The male carries the young', ['sea horse']],
  ['⭐🐟', 'Starfish', 'Five arms on the sea floor', ['sea star']],
  ['⚔️🐟', 'Swordfish', 'A fast fish with a long flat bill'],
  ['🐉🪰', 'Dragonfly', 'A four-winged insect near ponds', ['dragon fly']],
  ['🧈🪰', 'Butterfly', 'It starts as a caterpillar'],
  ['🐂🐸', 'Bullfrog', 'A big frog with a deep call', ['bull frog']],
  ['🐂🐶', 'Bulldog', 'A stocky, wrinkly-faced dog breed', ['bull dog']],
  ['🧊🐻', 'Polar bear', 'The largest land carnivore, white-furred'],
  ['🐜🍽️', 'Anteater', 'A long snout and a longer tongue', ['ant eater']],
  ['🍯🐝', 'Honeybee', 'It makes what Winnie-the-Pooh loves', ['honey bee']],
  ['🌊🦁', 'Sea lion', 'A noisy, eared seal', ['sealion']],
  ['🔪🐋', 'Killer whale', 'The largest dolphin', ['orca']],
  ['🌿🦘', 'Grasshopper', 'A jumping insect that chirps', ['grass hopper']],
  ['🎶🐦', 'Hummingbird', 'It can fly backwards', ['humming bird']],
  ['🦆👄🦫🥚', 'Platypus', 'A duck-billed mammal that lays eggs', ['duck billed platypus']],
  ['🦈🔨', 'Hammerhead shark', 'A shark with a T-shaped head', ['hammerhead']],
  ['🦁🐯', 'Liger', 'The cross of two big cats'],
  ['🐐⛰️', 'Mountain goat', 'A sure-footed climber of North American peaks'],
  ['🦉❄️', 'Snowy owl', 'A white owl of the Arctic'],
  ['🌲🐸', 'Tree frog', 'A climbing frog with sticky toes', ['treefrog']],
  ['🔥🐜', 'Fire ant', 'An ant with a painful sting', ['fireant']],
  ['🦋👑', 'Monarch butterfly', 'Orange and black, it migrates thousands of kilometres', ['monarch']],
  ['📸🐢', 'Snapping turtle', 'A turtle with a powerful bite', ['snapper']],
  ['🎺🦢', 'Trumpeter swan', 'North America’s largest waterfowl'],
];

const FOODS: Row[] = [
  ['🔥🐶', 'Hot dog', 'A sausage in a bun', ['hotdog']],
  ['🌲🍎', 'Pineapple', 'A tropical fruit with a spiky crown'],
  ['☕🎂', 'Cupcake', 'A small iced cake', ['cup cake']],
  ['🍳🎂', 'Pancake', 'Flipped on Shrove Tuesday', ['pancakes']],
  ['💥🌽', 'Popcorn', 'A cinema snack', ['pop corn']],
  ['🐟🍟', 'Fish and chips', 'A British seaside classic', ['fish n chips', 'fish chips']],
  ['💧🍈', 'Watermelon', 'Green outside, red inside', ['water melon']],
  ['🥜🧈', 'Peanut butter', 'A spread made from ground nuts'],
  ['🥚🌱', 'Eggplant', 'Purple and glossy; the British call it something else', ['aubergine', 'egg plant']],
  ['🏖️🧙‍♀️', 'Sandwich', 'Named after an earl'],
  ['🌽🐶', 'Corn dog', 'A sausage dipped in batter on a stick', ['corndog']],
  ['🍬🥔', 'Sweet potato', 'An orange root vegetable'],
  ['🍮🔥', 'Crème brûlée', 'A custard with a burnt sugar top'],
  ['🧀🎂', 'Cheesecake', 'A dessert with a biscuit base', ['cheese cake']],
  ['🍌🍞', 'Banana bread', 'A loaf that uses up overripe fruit'],
  ['🍎🥧', 'Apple pie', '“As American as…”'],
  ['🧊☕', 'Iced coffee', 'A cold caffeine fix', ['ice coffee']],
  ['🍫🍪', 'Chocolate chip cookie', 'A biscuit with melting pieces', ['chocolate chip cookies', 'choc chip cookie', 'chocolate chip']],
  ['🔥🍫', 'Hot chocolate', 'A warm drink in winter', ['hot cocoa']],
  ['🧄🍞', 'Garlic bread', 'A side at the pizzeria'],
  ['🍅🥣', 'Tomato soup', 'A red soup, often with a cheese toastie'],
  ['🥕🎂', 'Carrot cake', 'A cake with cream cheese icing'],
];

const PLACES: Row[] = [
  ['🗼🥐🍷', 'Paris', 'A capital on the Seine'],
  ['🗽🍎🚕', 'New York', 'The Big Apple', ['new york city', 'nyc']],
  ['🐫🔺☀️', 'Egypt', 'The country of the Great Pyramid'],
  ['🍁🏒🐻', 'Canada', 'The second-largest country by area'],
  ['🕰️🚌☔👑', 'London', 'Big Ben and red buses'],
  ['🎰💰🃏', 'Las Vegas', 'A desert city of casinos', ['vegas']],
  ['🌺🌋🏄', 'Hawaii', 'The 50th US state'],
  ['🐧🧊❄️', 'Antarctica', 'The coldest continent'],
  ['🌷🚲🧀', 'Netherlands', 'Tulips, bikes and windmills', ['holland']],
  ['🍕🍝🛵', 'Italy', 'A country shaped like a boot'],
  ['🍣🗻🌸', 'Japan', 'Mount Fuji and cherry blossom'],
  ['🦘🐨🏄', 'Australia', 'A country that is also a continent'],
  ['🌮🌵🎺', 'Mexico', 'Tacos and mariachi bands'],
  ['⚽🌴🦜🥁', 'Brazil', 'The largest country in South America'],
  ['☘️🍺🎻', 'Ireland', 'The Emerald Isle'],
  ['🧀⌚🏔️🍫', 'Switzerland', 'The Alps, watches and chocolate'],
  ['🧊🏝️', 'Iceland', 'A Nordic island of volcanoes and geysers'],
  ['🏛️🦁⚔️', 'Rome', 'The Colosseum is here'],
  ['🌶️', 'Chile', 'Sounds like something hot; a long thin country', ['chili', 'chilli']],
  ['🐋🐋', 'Wales', 'Sounds like big sea mammals; part of the UK', ['whales']],
  ['🦃', 'Turkey', 'A country that shares its name with a bird'],
  ['🎬⭐🌴', 'Hollywood', 'The film district of Los Angeles'],
  ['🌉🌁🚋', 'San Francisco', 'The Golden Gate and cable cars', ['san fran', 'sf']],
];

const WORDS: Row[] = [
  ['☀️🌻', 'Sunflower', 'A tall yellow bloom that follows the light'],
  ['❄️👨', 'Snowman', 'Built in winter with a carrot nose', ['snow man']],
  ['🍯🌙', 'Honeymoon', 'The holiday after a wedding', ['honey moon']],
  ['🌧️🎀', 'Rainbow', 'Seven colours after a shower', ['rain bow']],
  ['🦶⚽', 'Football', 'The world’s most popular sport', ['soccer', 'foot ball']],
  ['🔥🏭', 'Fireworks', 'Bangs and sparkles in the night sky', ['firework', 'fire works']],
  ['🐴👞', 'Horseshoe', 'A lucky U-shaped piece of iron', ['horse shoe']],
  ['☀️👓', 'Sunglasses', 'Worn on bright days', ['sun glasses', 'shades']],
  ['🧠🌊', 'Brainwave', 'A sudden clever idea', ['brain wave']],
  ['💡🏠', 'Lighthouse', 'It warns ships off the rocks', ['light house']],
  ['🌙💡', 'Moonlight', 'The glow of a clear night', ['moon light']],
  ['✋👜', 'Handbag', 'Carried on the arm', ['hand bag', 'purse']],
  ['🦶🖨️', 'Footprint', 'Left in sand or snow', ['foot print', 'footprints']],
  ['👶📅', 'Birthday', 'Once a year, with candles', ['birth day']],
  ['🐦🏠', 'Birdhouse', 'A box on a tree for nesting', ['bird house']],
  ['👁️🍬', 'Eye candy', 'Nice to look at, little substance'],
  ['🧈🥛', 'Buttermilk', 'Left over after churning', ['butter milk']],
  ['🥚🐚', 'Eggshell', 'A pale off-white paint colour, too', ['egg shell']],
  ['✍️🐝', 'Spelling bee', 'A contest of letters', ['spelling b']],
  ['💤🚶', 'Sleepwalking', 'Moving about while still asleep', ['sleepwalk', 'sleep walking', 'sleepwalker']],
  ['🔥📍', 'Fireplace', 'Where logs burn in the living room', ['fire place']],
  ['👨‍🍳📖', 'Cookbook', 'Full of recipes', ['cook book', 'recipe book']],
];

const SOURCES: [string, Category, Row[]][] = [
  ['f', 'film', FILMS],
  ['p', 'phrase', PHRASES],
  ['a', 'animal', ANIMALS],
  ['d', 'food', FOODS],
  ['l', 'place', PLACES],
  ['w', 'word', WORDS],
];

export const RIDDLES: readonly Riddle[] = SOURCES.flatMap(([prefix, category, rows]) =>
  rows.map(([emoji, answer, clue, accept], index): Riddle => ({ id: `${prefix}${index + 1}`, emoji, answer, clue, category, ...(accept ? { accept } : {}) })),
);
