/** The feelings the painter knows, in the order the buttons show them. */
export const EMOTION_IDS = [
  'joy',
  'love',
  'calm',
  'hope',
  'awe',
  'surprise',
  'sadness',
  'fear',
  'anger',
  'disgust',
] as const;

export type EmotionId = (typeof EMOTION_IDS)[number];

/** How a feeling moves on the canvas; the drawer turns each into a different animation. */
export type Motion = 'bounce' | 'pulse' | 'drift' | 'rise' | 'orbit' | 'pop' | 'fall' | 'tremble' | 'jolt' | 'ooze';

/** Which marks a feeling leaves on the canvas. */
export type ShapeKind = 'burst' | 'confetti' | 'heart' | 'bubble' | 'wave' | 'ray' | 'orb' | 'star' | 'ring' | 'spark' | 'drop' | 'drip' | 'scribble' | 'shard' | 'bolt' | 'blob';

export interface Emotion {
  id: EmotionId;
  label: string;
  emoji: string;
  /** What the picture does with it, shown under the buttons. */
  look: string;
  palette: readonly string[];
  background: readonly [string, string];
  shapes: readonly ShapeKind[];
  motion: Motion;
  /** Animation speed: 1 is lively, calm and sadness stay well below it, anger and fear above. */
  speed: number;
  /** The feeling a negation points towards ("not happy" reads as sadness, "not afraid" as calm). */
  opposite: EmotionId;
}

export const EMOTIONS: Record<EmotionId, Emotion> = {
  joy: {
    id: 'joy',
    label: 'Joy',
    emoji: '😄',
    look: 'bright bursts and bouncing confetti',
    palette: ['#ffd23f', '#ff9f1c', '#ff5d8f', '#3bceac', '#fff275'],
    background: ['#fff6d6', '#ffd6a5'],
    shapes: ['burst', 'confetti', 'confetti'],
    motion: 'bounce',
    speed: 1.2,
    opposite: 'sadness',
  },
  love: {
    id: 'love',
    label: 'Love',
    emoji: '❤️',
    look: 'warm hearts and soft glowing bubbles that beat gently',
    palette: ['#e63946', '#ff758f', '#ffb3c1', '#c9184a', '#ffccd5'],
    background: ['#ffe5ec', '#ffc2d1'],
    shapes: ['heart', 'bubble', 'bubble'],
    motion: 'pulse',
    speed: 0.8,
    opposite: 'sadness',
  },
  calm: {
    id: 'calm',
    label: 'Calm',
    emoji: '😌',
    look: 'soft blue waves that drift slowly',
    palette: ['#a8dadc', '#457b9d', '#7fb7be', '#cde7f0', '#90c2e7'],
    background: ['#e8f4f8', '#b8d8e8'],
    shapes: ['wave', 'wave', 'orb'],
    motion: 'drift',
    speed: 0.25,
    opposite: 'fear',
  },
  hope: {
    id: 'hope',
    label: 'Hope',
    emoji: '🌅',
    look: 'dawn light rays and rising glowing orbs',
    palette: ['#ffcb77', '#fef9ef', '#17c3b2', '#ffe8a3', '#fe9c8f'],
    background: ['#fde2c4', '#a9def9'],
    shapes: ['ray', 'orb', 'orb'],
    motion: 'rise',
    speed: 0.5,
    opposite: 'sadness',
  },
  awe: {
    id: 'awe',
    label: 'Awe',
    emoji: '🌌',
    look: 'deep night, slow orbiting rings and stars',
    palette: ['#ffd166', '#e0c3fc', '#8ec5fc', '#ffffff', '#b388eb'],
    background: ['#10002b', '#3c096c'],
    shapes: ['ring', 'star', 'star'],
    motion: 'orbit',
    speed: 0.3,
    opposite: 'calm',
  },
  surprise: {
    id: 'surprise',
    label: 'Surprise',
    emoji: '😲',
    look: 'vivid sparks that pop in and out',
    palette: ['#f72585', '#4cc9f0', '#b5e48c', '#fee440', '#7209b7'],
    background: ['#f1f7ff', '#ffe3f6'],
    shapes: ['spark', 'spark', 'burst'],
    motion: 'pop',
    speed: 1.5,
    opposite: 'calm',
  },
  sadness: {
    id: 'sadness',
    label: 'Sadness',
    emoji: '😢',
    look: 'muted blue-grey rain and slow drips',
    palette: ['#5c6b7a', '#8d99ae', '#4a5a78', '#adb5bd', '#6c7a96'],
    background: ['#d5dbe3', '#7d8ba1'],
    shapes: ['drop', 'drop', 'drip'],
    motion: 'fall',
    speed: 0.4,
    opposite: 'joy',
  },
  fear: {
    id: 'fear',
    label: 'Fear',
    emoji: '😨',
    look: 'dark trembling scribbles in the shadows',
    palette: ['#3c1642', '#6a4c93', '#8fbc8f', '#2b2d42', '#c0c0c0'],
    background: ['#1b1b2f', '#2e2442'],
    shapes: ['scribble', 'scribble', 'shard'],
    motion: 'tremble',
    speed: 2,
    opposite: 'calm',
  },
  anger: {
    id: 'anger',
    label: 'Anger',
    emoji: '😠',
    look: 'sharp jagged red strokes that jolt fast',
    palette: ['#d00000', '#ff4800', '#370617', '#ff7b00', '#9d0208'],
    background: ['#2b0000', '#6a040f'],
    shapes: ['bolt', 'shard', 'shard'],
    motion: 'jolt',
    speed: 2.5,
    opposite: 'calm',
  },
  disgust: {
    id: 'disgust',
    label: 'Disgust',
    emoji: '🤢',
    look: 'murky green blobs that ooze and wobble',
    palette: ['#6b705c', '#a5a58d', '#9ea93f', '#556b2f', '#c2b280'],
    background: ['#d4d7a8', '#7a7d3c'],
    shapes: ['blob', 'blob', 'drip'],
    motion: 'ooze',
    speed: 0.35,
    opposite: 'love',
  },
};

export function isEmotionId(value: string): value is EmotionId {
  return (EMOTION_IDS as readonly string[]).includes(value);
}
