/**
 * Where accepted remote overrides live: this browser tab's sessionStorage, each with an expiry,
 * so an override ends with the tab, with "Clear overrides" or after OVERRIDE_LIFETIME_MS,
 * whichever comes first. Never localStorage: an override must not outlive the session silently.
 */
export const SESSION_OVERRIDES_KEY = 'toolhub_remote_overrides_session';
/** Where the previous scheme kept overrides forever; deleted on every visit and never read. */
export const LEGACY_OVERRIDES_KEY = 'toolhub_remote_overrides';
/** Eight hours: a working day, after which a forgotten tab falls back to the catalogue. */
export const OVERRIDE_LIFETIME_MS = 8 * 60 * 60 * 1000;

export interface StoredOverride {
  url: string;
  expiresAt: number;
}

/** Unexpired entries of the right shape; whether a URL is still allowed is the caller's check. */
export function readStoredOverrides(now: number): Record<string, StoredOverride> {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(SESSION_OVERRIDES_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const valid: Record<string, StoredOverride> = {};
  for (const [id, entry] of Object.entries(stored as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const { url, expiresAt } = entry as Partial<StoredOverride>;
    // An expiry further away than one lifetime was not written by this code.
    if (typeof url === 'string' && typeof expiresAt === 'number' && expiresAt > now && expiresAt <= now + OVERRIDE_LIFETIME_MS) {
      valid[id] = { url, expiresAt };
    }
  }
  return valid;
}

/** Adds accepted overrides for this tab; false when the browser refused to store them. */
export function storeOverrides(overrides: Record<string, string>, now: number): boolean {
  const entries = { ...readStoredOverrides(now) };
  for (const [id, url] of Object.entries(overrides)) entries[id] = { url, expiresAt: now + OVERRIDE_LIFETIME_MS };
  try {
    sessionStorage.setItem(SESSION_OVERRIDES_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

export function clearStoredOverrides(): void {
  try {
    sessionStorage.removeItem(SESSION_OVERRIDES_KEY);
  } catch {
    // Storage disabled: there is nothing stored either.
  }
}

export function removeLegacyOverrides(): void {
  try {
    localStorage.removeItem(LEGACY_OVERRIDES_KEY);
  } catch {
    // Storage disabled: nothing to migrate.
  }
}
