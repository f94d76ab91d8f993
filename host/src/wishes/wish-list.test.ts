import { describe, expect, it } from 'vitest';
import { mergeWishes, withWish, withoutWish } from './wish-list';

describe('withWish / withoutWish', () => {
  it.each([
    [[], 'split-pdf', ['split-pdf']],
    [['merge-pdfs'], 'split-pdf', ['merge-pdfs', 'split-pdf']],
    [['split-pdf'], 'split-pdf', ['split-pdf']],
    [['split-pdf', 'merge-pdfs'], 'a-tool', ['a-tool', 'merge-pdfs', 'split-pdf']],
  ])('withWish(%j, %j) → %j (sorted, no repeats)', (wishes, path, expected) => {
    expect(withWish(wishes, path)).toEqual(expected);
  });

  it.each([
    [[], 'split-pdf', []],
    [['split-pdf'], 'split-pdf', []],
    [['merge-pdfs', 'split-pdf'], 'split-pdf', ['merge-pdfs']],
    [['merge-pdfs'], 'split-pdf', ['merge-pdfs']],
  ])('withoutWish(%j, %j) → %j', (wishes, path, expected) => {
    expect(withoutWish(wishes, path)).toEqual(expected);
  });
});

describe('mergeWishes: the browser’s wishes folded into the account at sign-in', () => {
  it.each([
    { account: [], visitor: [], wishes: [], toAdd: [] },
    { account: ['split-pdf'], visitor: [], wishes: ['split-pdf'], toAdd: [] },
    { account: [], visitor: ['split-pdf'], wishes: ['split-pdf'], toAdd: ['split-pdf'] },
    // Already the account's: added nowhere, so never counted twice.
    { account: ['split-pdf'], visitor: ['split-pdf'], wishes: ['split-pdf'], toAdd: [] },
    { account: ['split-pdf'], visitor: ['merge-pdfs', 'split-pdf'], wishes: ['merge-pdfs', 'split-pdf'], toAdd: ['merge-pdfs'] },
    { account: ['b-tool'], visitor: ['c-tool', 'a-tool', 'c-tool'], wishes: ['a-tool', 'b-tool', 'c-tool'], toAdd: ['a-tool', 'c-tool'] },
  ])('account $account + browser $visitor → $wishes, adding $toAdd', ({ account, visitor, wishes, toAdd }) => {
    expect(mergeWishes(account, visitor)).toEqual({ wishes, toAdd });
  });
});
