import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { readStored, writeStored } from '../ui/storage';

/**
 * State a tool keeps in this browser (localStorage, under `key`): a game in progress, a deck
 * already dealt, a tally. Read once as the tool opens, through `restore`, which makes a valid
 * value of whatever is stored (`null` when nothing is, or it is not JSON: a new visitor, an old
 * version, a hand edit); written back whenever it changes. Storage that is full or blocked (private
 * mode) only loses the keeping, never the state on the page.
 */
export function useStoredState<T>(key: string, restore: (stored: unknown) => T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => restore(readStored<unknown>(key, null)));
  useEffect(() => {
    writeStored(key, value);
  }, [key, value]);
  return [value, setValue];
}
