import { useCallback, useRef, useState } from 'react';
import { useQueryState } from '@toolhub/shared';

/**
 * A typed setting mirrored into the URL query. The field shows local state, because the router
 * applies URL changes in a transition: a field bound straight to the URL would jump its caret and
 * could drop keystrokes. Clearing a field whose default isn't empty keeps it empty on screen
 * (the URL then simply omits the key). Outside URL changes (back, forward, a new link) still win.
 */
export function useQueryText(key: string, defaultValue: string): [string, (value: string) => void] {
  const [urlValue, setUrlValue] = useQueryState(key, defaultValue);
  const written = useRef<string[]>([]);
  const [state, setState] = useState({ local: urlValue, seen: urlValue });
  let local = state.local;
  if (urlValue !== state.seen) {
    // Our own writes come back from the router later; only a value we didn't write replaces the field.
    local = written.current.includes(urlValue) ? state.local : urlValue;
    setState({ local, seen: urlValue });
  }
  const setValue = useCallback(
    (value: string) => {
      written.current = [...written.current.slice(-31), value === '' ? defaultValue : value];
      setState((current) => ({ ...current, local: value }));
      setUrlValue(value);
    },
    [defaultValue, setUrlValue],
  );
  return [local, setValue];
}
