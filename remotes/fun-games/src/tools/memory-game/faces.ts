export interface CardFace {
  emoji: string;
  /** Read out by screen readers instead of the emoji's own long name. */
  name: string;
}

/** Distinct, easily told apart at small sizes and in both themes; at least 18 for the 6 × 6 board. */
export const CARD_FACES: readonly CardFace[] = [
  { emoji: '🐶', name: 'dog' },
  { emoji: '🐱', name: 'cat' },
  { emoji: '🦊', name: 'fox' },
  { emoji: '🐼', name: 'panda' },
  { emoji: '🐸', name: 'frog' },
  { emoji: '🐵', name: 'monkey' },
  { emoji: '🦁', name: 'lion' },
  { emoji: '🐙', name: 'octopus' },
  { emoji: '🦄', name: 'unicorn' },
  { emoji: '🐢', name: 'turtle' },
  { emoji: '🍎', name: 'apple' },
  { emoji: '🍌', name: 'banana' },
  { emoji: '🍉', name: 'watermelon' },
  { emoji: '🍓', name: 'strawberry' },
  { emoji: '🍕', name: 'pizza' },
  { emoji: '🍩', name: 'doughnut' },
  { emoji: '🌵', name: 'cactus' },
  { emoji: '🌻', name: 'sunflower' },
  { emoji: '⚽', name: 'football' },
  { emoji: '🎸', name: 'guitar' },
  { emoji: '🚀', name: 'rocket' },
  { emoji: '🎈', name: 'balloon' },
  { emoji: '⭐', name: 'star' },
  { emoji: '🌈', name: 'rainbow' },
];
