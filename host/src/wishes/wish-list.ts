/**
 * A user's wishes as a list of tool paths: sorted and without repeats, so the account's list, the
 * browser's and the store's compare and merge simply.
 */
const sorted = (paths: Iterable<string>): string[] => [...new Set(paths)].sort();

export const withWish = (wishes: readonly string[], path: string): string[] => sorted([...wishes, path]);

export const withoutWish = (wishes: readonly string[], path: string): string[] => wishes.filter((p) => p !== path);

/**
 * The browser's wishes folded into the account's at sign-in: all of them, and the ones the account
 * does not have yet, which alone are added (so none is counted twice).
 */
export function mergeWishes(account: readonly string[], visitor: readonly string[]): { wishes: string[]; toAdd: string[] } {
  const toAdd = sorted(visitor.filter((path) => !account.includes(path)));
  return { wishes: sorted([...account, ...toAdd]), toAdd };
}
