import { useCallback } from 'react';
import { useDraft } from './drafts';
import { useQueryState } from '../ui/useQueryState';

/**
 * A short typed value (a number, a date) that is both an input draft (kept in this browser across
 * reloads) and in the page's link (so "15% of 200" can be shared). A link's own value wins over the
 * kept one; every edit goes to both. Long text belongs in `useDraft` alone: the link keeps only
 * small values (useQueryState leaves anything over 1 KB out).
 */
export function useLinkedDraft(draftKey: string, param: string): [string, (value: string) => void] {
  const [draft, setDraft] = useDraft(draftKey, '');
  const [linked, setLinked] = useQueryState(param, '');
  const set = useCallback(
    (value: string) => {
      setLinked(value);
      setDraft(value);
    },
    [setLinked, setDraft],
  );
  return [linked !== '' ? linked : draft, set];
}
