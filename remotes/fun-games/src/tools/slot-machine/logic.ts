import { formatNumber, randomBelow, secureRandom, type RandomSource } from '@toolhub/shared';
import { MAX_BET, MIN_BET, START_CREDITS, SYMBOLS, type PayRule, type SymbolId } from './data';

export type Line = readonly [SymbolId, SymbolId, SymbolId];

export interface LineResult {
  /** Payout as a multiple of the bet; 0 for a loss. */
  multiplier: number;
  rule: PayRule | null;
  /** Which reels (0–2) take part in the win, for highlighting. */
  reels: number[];
}

const LOSS: LineResult = { multiplier: 0, rule: null, reels: [] };

function reelsMatching(line: Line, rule: PayRule): number[] | null {
  const where = (test: (s: SymbolId) => boolean) => line.flatMap((s, i) => (test(s) ? [i] : []));
  switch (rule.kind) {
    case 'three':
      return line.every((s) => s === rule.symbol) ? [0, 1, 2] : null;
    case 'mixed':
      return line.every((s) => rule.symbols.includes(s)) ? [0, 1, 2] : null;
    case 'count': {
      const reels = where((s) => s === rule.symbol);
      return reels.length >= rule.count ? reels : null;
    }
  }
}

/** The best paying rule the payline matches. */
export function evaluateLine(line: Line, paytable: readonly PayRule[]): LineResult {
  let best = LOSS;
  for (const rule of paytable) {
    if (rule.pays <= best.multiplier) continue;
    const reels = reelsMatching(line, rule);
    if (reels) best = { multiplier: rule.pays, rule, reels };
  }
  return best;
}

export function lineAt(strips: readonly (readonly SymbolId[])[], stops: readonly number[]): Line {
  const at = (reel: number) => {
    const strip = strips[reel] ?? [];
    const stop = stops[reel] ?? 0;
    return strip[((stop % strip.length) + strip.length) % strip.length] ?? 'lemon';
  };
  return [at(0), at(1), at(2)];
}

/** Where each reel stops: every stop on a strip equally likely, drawn without modulo bias. */
export function spinStops(strips: readonly (readonly SymbolId[])[], source: RandomSource = secureRandom): number[] {
  return strips.map((strip) => randomBelow(strip.length, source));
}

export interface MachineOdds {
  /** Return to player: the average payout per credit bet, as a fraction (0.95 = 95 %). */
  rtp: number;
  /** Share of spins that pay anything. */
  hitRate: number;
  /** How many stop combinations there are (all equally likely). */
  combinations: number;
  /** Exact chance of each rule being the paying one. */
  ruleChances: Map<PayRule, number>;
}

/** Exact odds by walking every combination of stops, so the RTP shown is not an estimate. */
export function machineOdds(strips: readonly (readonly SymbolId[])[], paytable: readonly PayRule[]): MachineOdds {
  const [a = [], b = [], c = []] = strips;
  const combinations = a.length * b.length * c.length;
  let paid = 0;
  let hits = 0;
  const ruleCounts = new Map<PayRule, number>();
  // A line's pay depends on its symbols only: each distinct triple once, weighted by how many reel
  // stops show it (7³ lines instead of 26³, which took tens of milliseconds as the machine opened).
  for (const [x, xStops] of stopsBySymbol(a)) {
    for (const [y, yStops] of stopsBySymbol(b)) {
      for (const [z, zStops] of stopsBySymbol(c)) {
        const result = evaluateLine([x, y, z], paytable);
        if (!result.rule) continue;
        const stops = xStops * yStops * zStops;
        paid += result.multiplier * stops;
        hits += stops;
        ruleCounts.set(result.rule, (ruleCounts.get(result.rule) ?? 0) + stops);
      }
    }
  }
  const ruleChances = new Map<PayRule, number>();
  for (const rule of paytable) ruleChances.set(rule, combinations ? (ruleCounts.get(rule) ?? 0) / combinations : 0);
  return {
    rtp: combinations ? paid / combinations : 0,
    hitRate: combinations ? hits / combinations : 0,
    combinations,
    ruleChances,
  };
}

/** How many stops of a reel show each symbol. */
function stopsBySymbol(strip: readonly SymbolId[]): Map<SymbolId, number> {
  const stops = new Map<SymbolId, number>();
  for (const symbol of strip) stops.set(symbol, (stops.get(symbol) ?? 0) + 1);
  return stops;
}

/** "1 in 2,197" style odds for the paytable. */
export function oneIn(chance: number): string {
  if (!(chance > 0)) return 'never';
  const n = 1 / chance;
  return `1 in ${n < 10 ? n.toFixed(1) : formatNumber(Math.round(n))}`;
}

export function ruleLabel(rule: PayRule): string {
  const glyph = (s: SymbolId) => SYMBOLS[s].glyph;
  switch (rule.kind) {
    case 'three':
      return `${glyph(rule.symbol)} ${glyph(rule.symbol)} ${glyph(rule.symbol)}`;
    case 'mixed':
      return `Any mix of ${rule.symbols.map(glyph).join(' ')}`;
    case 'count':
      return rule.count === 1 ? `Any ${glyph(rule.symbol)}` : `Any ${rule.count} × ${glyph(rule.symbol)}`;
  }
}

export function ruleSpoken(rule: PayRule): string {
  const name = (s: SymbolId) => SYMBOLS[s].name.toLowerCase();
  switch (rule.kind) {
    case 'three':
      return `three ${name(rule.symbol)}s`;
    case 'mixed':
      return `a mix of ${rule.symbols.map(name).join(', ')}`;
    case 'count':
      return rule.count === 1 ? `a ${name(rule.symbol)}` : `${rule.count} ${name(rule.symbol)}s`;
  }
}

export type BetCheck = { ok: true; bet: number } | { ok: false; bet: number; message: string };

/** Reads the bet from the URL; anything odd falls back to a valid bet and says so. */
export function parseBet(text: string): BetCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, bet: MIN_BET };
  const n = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(n)) {
    return { ok: false, bet: MIN_BET, message: `“${trimmed.slice(0, 20)}” isn’t a bet. Bets are whole credits from ${MIN_BET} to ${MAX_BET}.` };
  }
  if (n < MIN_BET || n > MAX_BET) {
    const bet = Math.min(MAX_BET, Math.max(MIN_BET, n));
    return { ok: false, bet, message: `Bets go from ${MIN_BET} to ${MAX_BET} credits, so this spin bets ${bet}.` };
  }
  return { ok: true, bet: n };
}

export interface Wallet {
  credits: number;
  spins: number;
  biggestWin: number;
  /** Most credits ever held. */
  peak: number;
}

export const NEW_WALLET: Wallet = { credits: START_CREDITS, spins: 0, biggestWin: 0, peak: START_CREDITS };

export function canSpin(wallet: Wallet, bet: number): boolean {
  return Number.isInteger(bet) && bet >= MIN_BET && bet <= MAX_BET && wallet.credits >= bet;
}

/** The wallet after a spin that bet `bet` and won `multiplier` × bet. */
export function settleSpin(wallet: Wallet, bet: number, multiplier: number): Wallet {
  const won = bet * multiplier;
  const credits = wallet.credits - bet + won;
  return {
    credits,
    spins: wallet.spins + 1,
    biggestWin: Math.max(wallet.biggestWin, won),
    peak: Math.max(wallet.peak, credits),
  };
}

/** A broke player gets a fresh stack; records survive the refill. */
export function refill(wallet: Wallet): Wallet {
  return { ...wallet, credits: START_CREDITS, peak: Math.max(wallet.peak, START_CREDITS) };
}

export function sanitizeWallet(stored: unknown): Wallet {
  if (typeof stored !== 'object' || stored === null) return NEW_WALLET;
  const { credits, spins, biggestWin, peak } = stored as Record<string, unknown>;
  const count = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : fallback);
  const c = count(credits, START_CREDITS);
  return { credits: c, spins: count(spins, 0), biggestWin: count(biggestWin, 0), peak: Math.max(c, count(peak, START_CREDITS)) };
}

export function outcomeText(line: Line, result: LineResult, bet: number): string {
  const shown = line.map((s) => SYMBOLS[s].name).join(', ');
  if (!result.rule) return `${shown}. No win this time.`;
  const won = bet * result.multiplier;
  return `${shown}. ${result.multiplier >= 75 ? 'JACKPOT! ' : ''}${capitalise(ruleSpoken(result.rule))}! You win ${won} credit${won === 1 ? '' : 's'} (${result.multiplier}× your bet).`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
