import { coinById } from '../random-crypto/data/coins';
import type { Holding } from './logic';
import { MAX_COINS, MIN_COINS, TOTAL_BP } from './profiles';

/**
 * A portfolio in one query value, using only characters URLSearchParams leaves unescaped:
 * `bitcoin_3000*.ethereum_2500.tether_4500` (id _ basis points, * when locked, . between coins).
 */
export function encodeMix(holdings: readonly Holding[]): string {
  return holdings.map((h) => `${h.id}_${h.bp}${h.locked ? '*' : ''}`).join('.');
}

const PART = /^([a-z0-9]+(?:-[a-z0-9]+)*)_(\d{1,5})(\*?)$/;

/** The portfolio in a link, or null when it is not one we could have written ourselves. */
export function decodeMix(text: string): Holding[] | null {
  const parts = text.trim().split('.');
  if (parts.length < MIN_COINS || parts.length > MAX_COINS) return null;
  const holdings: Holding[] = [];
  const seen = new Set<string>();
  let sum = 0;
  for (const part of parts) {
    const match = PART.exec(part);
    if (!match) return null;
    const [, id = '', digits = '', star] = match;
    const bp = Number(digits);
    if (!coinById(id) || seen.has(id) || bp < 1 || bp > TOTAL_BP) return null;
    seen.add(id);
    sum += bp;
    holdings.push({ id, bp, locked: star === '*' });
  }
  return sum === TOTAL_BP ? holdings : null;
}
