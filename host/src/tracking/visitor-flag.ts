/**
 * The `visitors_counted_{date}` flag (SPEC section 7): a visitor adds to the day's uniqueVisitors
 * once. The flag lives in localStorage; when that is missing, full or throwing (private modes,
 * quota), the page load's own memory stands in, so a visitor is then counted at most once per page
 * load rather than on every route change — and tracking carries on.
 */
export const VISITOR_FLAG_PREFIX = 'visitors_counted_';

/** The part of localStorage used here. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface VisitorFlags {
  /** True the first time this visitor is seen on `date`: the caller then counts them. */
  claim(date: string): boolean;
}

/**
 * Earlier days' flags are removed as a new day's is set, so they do not pile up for ever. Later
 * days' stay: after a clock set back, that day's visitor must not be counted a second time.
 */
function removeEarlierDays(storage: FlagStorage, keep: string): void {
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(VISITOR_FLAG_PREFIX) && key < keep) stale.push(key);
  }
  stale.forEach((key) => storage.removeItem(key));
}

export function createVisitorFlags(storage: FlagStorage | null): VisitorFlags {
  const claimedThisLoad = new Set<string>();
  return {
    claim(date) {
      const key = VISITOR_FLAG_PREFIX + date;
      if (claimedThisLoad.has(date)) return false;
      claimedThisLoad.add(date);
      if (!storage) return true;
      try {
        if (storage.getItem(key) !== null) return false;
      } catch {
        return true;
      }
      try {
        storage.setItem(key, 'true');
        removeEarlierDays(storage, key);
      } catch {
        // Full or refused: this page load's memory already has the flag.
      }
      return true;
    },
  };
}
