import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from './categories';
import { COINS, coinById } from './coins';

describe('bundled coin list', () => {
  const thisYear = new Date().getFullYear();

  it('holds at least 100 coins', () => {
    expect(COINS.length).toBeGreaterThanOrEqual(100);
  });

  it('has unique ids and symbols', () => {
    expect(new Set(COINS.map((c) => c.id)).size).toBe(COINS.length);
    expect(new Set(COINS.map((c) => c.symbol)).size).toBe(COINS.length);
  });

  it.each(COINS.map((c) => [c.id, c] as const))('%s is well formed', (_id, coin) => {
    expect(coin.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(coin.symbol).toMatch(/^[A-Z0-9]{1,10}$/);
    expect(coin.name.trim()).toBe(coin.name);
    expect(Number.isInteger(coin.launched)).toBe(true);
    expect(coin.launched).toBeGreaterThanOrEqual(2009);
    expect(coin.launched).toBeLessThanOrEqual(thisYear);
    expect(CATEGORY_IDS).toContain(coin.category);
    expect(['large', 'mid', 'small']).toContain(coin.size);
    expect(coin.description.length).toBeGreaterThan(20);
    expect(coin.description.length).toBeLessThanOrEqual(160);
    expect(coin.description).toMatch(/\.$/);
  });

  it('has coins in every category', () => {
    for (const category of CATEGORY_IDS) expect(COINS.some((c) => c.category === category)).toBe(true);
  });

  it.each([
    ['bitcoin', 'BTC', 2009],
    ['ethereum', 'ETH', 2015],
    ['dogecoin', 'DOGE', 2013],
    ['tether', 'USDT', 2014],
  ])('knows %s', (id, symbol, year) => {
    expect(coinById(id)).toMatchObject({ symbol, launched: year });
  });

  it('finds nothing for unknown ids', () => {
    expect(coinById('not-a-coin')).toBeUndefined();
    expect(coinById('')).toBeUndefined();
  });
});
