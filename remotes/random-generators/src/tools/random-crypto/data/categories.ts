/** The kinds of coin in the bundled list, in the order the filters show them. */
export const CATEGORIES = {
  'layer-1': { name: 'Layer 1', hint: 'Base blockchains with their own consensus' },
  'layer-2': { name: 'Layer 2', hint: 'Networks that scale another chain' },
  stablecoin: { name: 'Stablecoin', hint: 'Tokens designed to track a currency' },
  defi: { name: 'DeFi', hint: 'Lending, trading and other on-chain finance' },
  payments: { name: 'Payments', hint: 'Coins built mainly for transfers' },
  exchange: { name: 'Exchange', hint: 'Tokens issued by trading platforms' },
  privacy: { name: 'Privacy', hint: 'Coins that hide amounts or parties' },
  infrastructure: { name: 'Infrastructure', hint: 'Oracles, storage, computing and identity' },
  gaming: { name: 'Gaming & metaverse', hint: 'Games, virtual worlds and NFTs' },
  meme: { name: 'Meme', hint: 'Coins born from internet jokes and communities' },
} as const;

export type Category = keyof typeof CATEGORIES;

export const CATEGORY_IDS = Object.keys(CATEGORIES) as Category[];

/**
 * How established a coin was when this list was written (late 2026): a rough market-size class,
 * never a price. The portfolio builder uses it to tell core holdings from speculative ones.
 */
export type SizeClass = 'large' | 'mid' | 'small';

export interface Coin {
  /** Stable slug used in links (?coin=bitcoin). Only a-z, 0-9 and single hyphens. */
  id: string;
  name: string;
  symbol: string;
  /** Year the coin or token first went live (mainnet or token launch). */
  launched: number;
  category: Category;
  size: SizeClass;
  description: string;
}
