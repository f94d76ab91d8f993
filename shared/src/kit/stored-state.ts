import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { readStored, writeStored } from '../ui/storage';

/**
 * State a tool keeps in this browser (localStorage, under `key`): a game in progress, a dealt
 * deck, a tally, a best score. Read once as the tool opens, through `restore`, which makes a valid
 * value of whatever is stored (`null` when nothing is, or it is not JSON: a new visitor, an old
 * version, a hand edit); written with every change. Storage that is full or blocked (private
 * mode) only loses the keeping, never the state on the page: the third value, `kept`, is false
 * while the browser refuses to keep it, for the tool to say so.
 */
export function useStoredState<T>(key: string, restore: (stored: unknown) => T): [value: T, set: Dispatch<SetStateAction<T>>, kept: boolean] {
  const [value, setValue] = useState<T>(() => restore(readStored<unknown>(key, null)));
  const [kept, setKept] = useState(true);
  // Every change comes through `set`, so this is the value the next functional update starts from.
  const latest = useRef(value);
  const set = useCallback(
    (next: SetStateAction<T>) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      latest.current = resolved;
      setValue(resolved);
      setKept(writeStored(key, resolved));
    },
    [key],
  );
  return [value, set, kept];
}
