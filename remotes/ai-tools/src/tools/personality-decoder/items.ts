/**
 * The 50-item IPIP Big-Five Factor Markers (Goldberg, 1992; public domain, ipip.ori.org),
 * in the order of the suggested questionnaire layout, which cycles through the five factors
 * so that no trait is asked about twice in a row.
 */

export type TraitId = 'E' | 'A' | 'C' | 'S' | 'I';

export interface Item {
  text: string;
  trait: TraitId;
  /** +1: agreeing raises the trait score; -1: reverse-keyed, scored 6 − answer. */
  key: 1 | -1;
}

export interface Trait {
  id: TraitId;
  name: string;
  /** Other names people know the trait by. */
  aka: string;
  high: string;
  low: string;
}

export const TRAIT_ORDER: readonly TraitId[] = ['E', 'A', 'C', 'S', 'I'];

export const TRAITS: Readonly<Record<TraitId, Trait>> = {
  E: {
    id: 'E',
    name: 'Extraversion',
    aka: 'also called Surgency',
    high:
      'You draw energy from other people. You tend to speak up, start conversations, enjoy being noticed and feel at home in busy, lively settings. Risk: you may find long stretches of solitude draining and sometimes talk before you listen.',
    low:
      'You are more reserved and recharge on your own or with a few close people. You tend to think before you speak, keep in the background in groups and prefer depth to a crowd. This is not shyness by itself: many introverts are socially skilled, they simply do not seek stimulation.',
  },
  A: {
    id: 'A',
    name: 'Agreeableness',
    aka: 'warmth and cooperation',
    high:
      'You are warm, considerate and quick to notice how others feel. You make time for people, avoid needless conflict and assume good intentions. Risk: you may put others first so often that your own needs or honest disagreement go unspoken.',
    low:
      'You are more sceptical and direct. You put your own judgement first, say what you think even when it is unpopular, and do not mind competition or friction. This can make you a clear negotiator and critic, though others may read you as cool or blunt.',
  },
  C: {
    id: 'C',
    name: 'Conscientiousness',
    aka: 'orderliness and dependability',
    high:
      'You are organised and reliable. You plan ahead, like order, follow through on duties and pay attention to detail. Risk: you can be hard on yourself and others, and find it difficult to let go when plans change.',
    low:
      'You are flexible and spontaneous. You prefer to keep options open, do not mind a bit of mess and work in bursts rather than to a schedule. This suits fast-changing situations, though deadlines, routines and tidy records may take deliberate effort.',
  },
  S: {
    id: 'S',
    name: 'Emotional Stability',
    aka: 'the opposite pole of Neuroticism',
    high:
      'You are calm and even-tempered. Stress, setbacks and criticism rarely knock you off balance for long, and your mood stays fairly steady from day to day. Risk: you may underestimate real problems or seem unmoved to people who are struggling.',
    low:
      'You feel things strongly. You are more likely to worry, get irritated or feel low, and your mood can change quickly under pressure. That sensitivity often comes with vigilance and empathy; if worry or low mood weighs on you, talking to someone you trust or a professional can help.',
  },
  I: {
    id: 'I',
    name: 'Intellect/Imagination',
    aka: 'often called Openness to Experience',
    high:
      'You are curious and imaginative. You enjoy ideas, abstract questions and rich language, reflect a lot and are quick to pick things up. Risk: you can get bored by routine and chase new ideas at the expense of finishing old ones.',
    low:
      'You are practical and down-to-earth. You prefer the concrete to the abstract, trust what has worked before and like plain talk. That makes you grounded and focused, though unfamiliar or theoretical topics may feel less rewarding to you.',
  },
};

export const ITEMS: readonly Item[] = [
  { text: 'Am the life of the party.', trait: 'E', key: 1 },
  { text: 'Feel little concern for others.', trait: 'A', key: -1 },
  { text: 'Am always prepared.', trait: 'C', key: 1 },
  { text: 'Get stressed out easily.', trait: 'S', key: -1 },
  { text: 'Have a rich vocabulary.', trait: 'I', key: 1 },
  { text: "Don't talk a lot.", trait: 'E', key: -1 },
  { text: 'Am interested in people.', trait: 'A', key: 1 },
  { text: 'Leave my belongings around.', trait: 'C', key: -1 },
  { text: 'Am relaxed most of the time.', trait: 'S', key: 1 },
  { text: 'Have difficulty understanding abstract ideas.', trait: 'I', key: -1 },
  { text: 'Feel comfortable around people.', trait: 'E', key: 1 },
  { text: 'Insult people.', trait: 'A', key: -1 },
  { text: 'Pay attention to details.', trait: 'C', key: 1 },
  { text: 'Worry about things.', trait: 'S', key: -1 },
  { text: 'Have a vivid imagination.', trait: 'I', key: 1 },
  { text: 'Keep in the background.', trait: 'E', key: -1 },
  { text: "Sympathize with others' feelings.", trait: 'A', key: 1 },
  { text: 'Make a mess of things.', trait: 'C', key: -1 },
  { text: 'Seldom feel blue.', trait: 'S', key: 1 },
  { text: 'Am not interested in abstract ideas.', trait: 'I', key: -1 },
  { text: 'Start conversations.', trait: 'E', key: 1 },
  { text: "Am not interested in other people's problems.", trait: 'A', key: -1 },
  { text: 'Get chores done right away.', trait: 'C', key: 1 },
  { text: 'Am easily disturbed.', trait: 'S', key: -1 },
  { text: 'Have excellent ideas.', trait: 'I', key: 1 },
  { text: 'Have little to say.', trait: 'E', key: -1 },
  { text: 'Have a soft heart.', trait: 'A', key: 1 },
  { text: 'Often forget to put things back in their proper place.', trait: 'C', key: -1 },
  { text: 'Get upset easily.', trait: 'S', key: -1 },
  { text: 'Do not have a good imagination.', trait: 'I', key: -1 },
  { text: 'Talk to a lot of different people at parties.', trait: 'E', key: 1 },
  { text: 'Am not really interested in others.', trait: 'A', key: -1 },
  { text: 'Like order.', trait: 'C', key: 1 },
  { text: 'Change my mood a lot.', trait: 'S', key: -1 },
  { text: 'Am quick to understand things.', trait: 'I', key: 1 },
  { text: "Don't like to draw attention to myself.", trait: 'E', key: -1 },
  { text: 'Take time out for others.', trait: 'A', key: 1 },
  { text: 'Shirk my duties.', trait: 'C', key: -1 },
  { text: 'Have frequent mood swings.', trait: 'S', key: -1 },
  { text: 'Use difficult words.', trait: 'I', key: 1 },
  { text: "Don't mind being the center of attention.", trait: 'E', key: 1 },
  { text: "Feel others' emotions.", trait: 'A', key: 1 },
  { text: 'Follow a schedule.', trait: 'C', key: 1 },
  { text: 'Get irritated easily.', trait: 'S', key: -1 },
  { text: 'Spend time reflecting on things.', trait: 'I', key: 1 },
  { text: 'Am quiet around strangers.', trait: 'E', key: -1 },
  { text: 'Make people feel at ease.', trait: 'A', key: 1 },
  { text: 'Am exacting in my work.', trait: 'C', key: 1 },
  { text: 'Often feel blue.', trait: 'S', key: -1 },
  { text: 'Am full of ideas.', trait: 'I', key: 1 },
];

/** The IPIP response scale, value 1..5. */
export const SCALE: readonly { value: number; label: string }[] = [
  { value: 1, label: 'Very inaccurate' },
  { value: 2, label: 'Moderately inaccurate' },
  { value: 3, label: 'Neither accurate nor inaccurate' },
  { value: 4, label: 'Moderately accurate' },
  { value: 5, label: 'Very accurate' },
];
