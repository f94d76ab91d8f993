import { randomBelow, repeatableRandom, secureRandom, type RandomSource } from '@toolhub/shared';

/**
 * Generated picture prompts: a seed picks a setting, a character, a prop and a mood, and the same
 * seed always draws the same scene (so a scene can be shared in the link). Nothing is fetched.
 */

export const SETTINGS = ['beach', 'moon', 'office', 'forest', 'snow', 'city', 'kitchen', 'underwater'] as const;
export const CHARACTERS = ['cat', 'dog', 'robot', 'penguin', 'alien', 'bear', 'frog'] as const;
export const PROPS = ['umbrella', 'pizza', 'balloon', 'coffee', 'trophy', 'laptop', 'sign'] as const;
export const MOODS = ['happy', 'grumpy', 'surprised', 'sleepy'] as const;

export type Setting = (typeof SETTINGS)[number];
export type Character = (typeof CHARACTERS)[number];
export type Prop = (typeof PROPS)[number];
export type Mood = (typeof MOODS)[number];

export interface Scene {
  seed: number;
  setting: Setting;
  character: Character;
  prop: Prop;
  mood: Mood;
  /** Hue of the character's fur, paint or skin, 0–359. */
  hue: number;
  /** Where the character stands, 0 (left) to 1 (right). */
  place: number;
  /** A sentence describing the picture: its alt text. */
  description: string;
}

export const MAX_SEED = 999_999_999;

const SETTING_TEXT: Record<Setting, string> = {
  beach: 'on a sunny beach',
  moon: 'on the Moon, with Earth in the sky',
  office: 'in an office',
  forest: 'in a forest',
  snow: 'on a snowy mountain',
  city: 'in a city at night',
  kitchen: 'in a kitchen',
  underwater: 'under the sea',
};
const PROP_TEXT: Record<Prop, string> = {
  umbrella: 'holding an umbrella',
  pizza: 'holding a slice of pizza',
  balloon: 'holding a red balloon',
  coffee: 'holding a cup of coffee',
  trophy: 'holding a gold trophy',
  laptop: 'next to a laptop',
  sign: 'holding a sign with a question mark',
};

/** A seed always gives the same scene (the kit's repeatable stream; not for secrets). */
const repeatable = repeatableRandom;

function choose<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

export function sceneFromSeed(seed: number): Scene {
  const next = repeatable(seed);
  const setting = choose(SETTINGS, next);
  const character = choose(CHARACTERS, next);
  const prop = choose(PROPS, next);
  const mood = choose(MOODS, next);
  const hue = Math.floor(next() * 360);
  const place = 0.25 + next() * 0.5;
  const description = `A ${mood} ${character} ${PROP_TEXT[prop]} ${SETTING_TEXT[setting]}.`;
  return { seed, setting, character, prop, mood, hue, place, description };
}

/** A seed from the link: whole digits only, 0 to MAX_SEED; anything else is null. */
export function parseSeed(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const seed = Number(raw.trim());
  return seed <= MAX_SEED ? seed : null;
}

/** A fresh scene seed from the crypto random. */
export function newSeed(source: RandomSource = secureRandom): number {
  return randomBelow(MAX_SEED + 1, source);
}

export const SCENE_COUNT = SETTINGS.length * CHARACTERS.length * PROPS.length * MOODS.length;
