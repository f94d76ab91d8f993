import { describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, isFavourite, mergeFavourites, sameFavourites, readVisitorFavourites, toggleFavourite, writeVisitorFavourites } from './favourites';
import { memoryStorage } from '../testing/memory-storage';

describe('favourites', () => {
  it.each([
    [[], [], true],
    [['a', 'b'], ['a', 'b'], true],
    [['a', 'b'], ['b', 'a'], false],
    [['a'], ['a', 'b'], false],
    [['a', 'b'], ['a'], false],
  ])('sameFavourites(%j, %j) is %s', (a, b, same) => {
    expect(sameFavourites(a, b)).toBe(same);
  });


  it('toggles a tool in and out', () => {
    const on = toggleFavourite(['a'], 'b');
    expect(on).toEqual(['a', 'b']);
    expect(isFavourite(on, 'b')).toBe(true);
    expect(toggleFavourite(on, 'a')).toEqual(['b']);
  });

  it('merges the visitor list into the profile: profile order first, no repeats', () => {
    expect(mergeFavourites(['a', 'b'], ['b', 'c', 'c'])).toEqual(['a', 'b', 'c']);
    expect(mergeFavourites([], ['x'])).toEqual(['x']);
    expect(mergeFavourites(['x'], [])).toEqual(['x']);
  });

  it('reads and writes the visitor list in localStorage, clearing it when empty', () => {
    const storage = memoryStorage();
    writeVisitorFavourites(storage, ['coin-flip']);
    expect(readVisitorFavourites(storage)).toEqual(['coin-flip']);
    writeVisitorFavourites(storage, []);
    expect(storage.items.has(FAVOURITES_KEY)).toBe(false);
  });

  it('treats corrupt or foreign values as no favourites', () => {
    const storage = memoryStorage();
    storage.setItem(FAVOURITES_KEY, '{not json');
    expect(readVisitorFavourites(storage)).toEqual([]);
    storage.setItem(FAVOURITES_KEY, JSON.stringify(['a', 3, 'a', null]));
    expect(readVisitorFavourites(storage)).toEqual(['a']);
    // Only tool paths: the profile refuses anything else, so one odd entry would block the merge.
    storage.setItem(FAVOURITES_KEY, JSON.stringify(['coin-flip', 'Coin Flip', '../x', 'a'.repeat(101), '', 'dice']));
    expect(readVisitorFavourites(storage)).toEqual(['coin-flip', 'dice']);
    expect(readVisitorFavourites(undefined)).toEqual([]);
  });
});
