import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fitsInLink, linkOmission, markOmittedFromLink } from './link-limit';

/** Query edits made in the current task, so two settings changed in one event both land. */
let pendingSearch: string | null = null;

/**
 * The query string with `key` set to `value`; the default value and '' are left out, and so is a
 * value too long for a link (MAX_QUERY_VALUE_CHARS) or one that cannot be percent-encoded.
 */
export function withQueryValue(search: string, key: string, value: string, defaultValue: string): string {
  const params = new URLSearchParams(search);
  if (value === defaultValue || value === '' || !fitsInLink(value)) params.delete(key);
  else params.set(key, value);
  return params.toString();
}

/**
 * A string setting kept in the page's query string so a tool's state can be shared by link.
 * The field's text lives in React state, so typing never waits for the router (no lost
 * keystrokes, no cursor jumps) and clearing a field does not snap it back to the default;
 * changes from outside (back/forward, a pasted link) still flow in. Updates replace the
 * history entry. A value too long for a link, or holding half of a character pair (which no URL
 * can carry), is kept here but left out of the URL, and the page says that its link shares the
 * options only, and why (useLinkOmissions).
 */
export function useQueryState(key: string, defaultValue: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(key) ?? defaultValue;
  const [value, setLocal] = useState(urlValue);
  const written = useRef(urlValue);

  useEffect(() => {
    if (urlValue !== written.current) {
      written.current = urlValue;
      setLocal(urlValue);
    }
  }, [urlValue]);

  const setValue = useCallback(
    (next: string) => {
      setLocal(next);
      const omission = linkOmission(next);
      markOmittedFromLink(key, omission);
      written.current = next === '' || omission !== null ? defaultValue : next;
      pendingSearch = withQueryValue(pendingSearch ?? params.toString(), key, next, defaultValue);
      const search = pendingSearch;
      queueMicrotask(() => {
        pendingSearch = null;
      });
      setParams(new URLSearchParams(search), { replace: true });
    },
    [key, defaultValue, params, setParams],
  );
  return [value, setValue];
}
