import { saveDraft } from '@toolhub/shared';

/** Where this tool kept its draft before drafts moved to IndexedDB (@toolhub/shared useDraft). */
const LEGACY_KEY = 'toolhub:text-to-pdf:draft';

/** Moves a draft left in localStorage by an earlier version into the shared draft store, once. */
export function adoptLegacyTextDraft(): void {
  try {
    const raw = localStorage.getItem(LEGACY_KEY);
    if (raw === null) return;
    localStorage.removeItem(LEGACY_KEY);
    const text: unknown = JSON.parse(raw);
    if (typeof text === 'string' && text !== '') saveDraft('text-to-pdf:text', text);
  } catch {
    // Unreadable or unavailable storage: there is nothing to bring back.
  }
}
