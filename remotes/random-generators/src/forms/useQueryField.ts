import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryState } from '@toolhub/shared';
import { withQueryValues, type QueryEntries } from './query-batch';

/**
 * A text field whose value is shared through the URL. The visible draft is kept locally so a
 * field the user has just emptied (or typed something malformed into) stays as typed instead of
 * snapping back to the default the URL falls back to. The third item changes only the draft, for
 * callers that write several keys to the URL in one step (see useQueryBatch).
 */
export function useQueryField(
  key: string,
  defaultValue: string,
): [string, (value: string) => void, (value: string) => void] {
  const [stored, setStored] = useQueryState(key, defaultValue);
  const [draft, setDraft] = useState(stored);
  const update = useCallback(
    (value: string) => {
      setDraft(value);
      setStored(value.trim());
    },
    [setStored],
  );
  return [draft, update, setDraft];
}

/** An on/off setting in the URL as "1"/"0". */
export function useQueryFlag(key: string, defaultValue: boolean): [boolean, (value: boolean) => void] {
  const [stored, setStored] = useQueryState(key, defaultValue ? '1' : '0');
  const update = useCallback((value: boolean) => setStored(value ? '1' : '0'), [setStored]);
  return [stored === '1', update];
}

/** A setting limited to known choices; an unknown value from a hand-edited link falls back. */
export function useQueryChoice<T extends string>(
  key: string,
  choices: readonly T[],
  defaultValue: T,
): [T, (value: T) => void] {
  const [stored, setStored] = useQueryState(key, defaultValue);
  const value = (choices as readonly string[]).includes(stored) ? (stored as T) : defaultValue;
  return [value, setStored as (value: T) => void];
}

/**
 * Writes several query keys in one navigation. Separate setters called in the same event would
 * each start from the same old query and the last one would undo the others.
 * Each entry is [value, default]; a value equal to its default (or empty), or one a link cannot
 * carry, is left out of the URL (withQueryValues).
 */
export function useQueryBatch(): (entries: QueryEntries) => void {
  const [, setParams] = useSearchParams();
  return useCallback((entries) => setParams((current) => withQueryValues(current, entries), { replace: true }), [setParams]);
}
