/**
 * Progress lives in sessionStorage: it survives a reload but not the tab, which suits answers
 * to personal questions. Every access is guarded because storage can be disabled or full.
 */
const KEY = 'toolhub:personality-decoder:progress';

export interface Progress {
  answers: unknown;
  index: unknown;
  /** The encoded scores this tab produced, so its own results page can say "your". */
  ownResult?: unknown;
}

export function readProgress(): Progress | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Progress) : null;
  } catch {
    return null;
  }
}

export function writeProgress(progress: Progress): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Private mode or a full quota only costs the reload safety net.
  }
}

export function clearProgress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
