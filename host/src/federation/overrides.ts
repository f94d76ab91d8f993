import { isAllowedOverrideOrigin, type RemoteOverrideSettings } from '../config/remote-overrides';
import { toolhubConfig } from '../config/toolhub-config';
import { clearStoredOverrides, readStoredOverrides, removeLegacyOverrides } from './override-storage';
import { useOverrideStore, type RefusedOverride } from './override-store';

/**
 * Remote overrides let a category team point one browser tab at its own build of one remote:
 * `?remote.<id>=<manifest URL>` (README, "How to override a remote"). A link alone never runs
 * code: overrides must be turned on in the build, the URL's origin must be on the allowlist
 * (config/remote-overrides.ts), and the visitor must confirm in a dialog before anything is
 * fetched. An accepted override lasts for the tab's session, at most OVERRIDE_LIFETIME_MS.
 */
const PARAM_PREFIX = 'remote.';
export const MAX_OVERRIDES_PER_LINK = 10;
export const MAX_OVERRIDE_URL_LENGTH = 2048;
const REMOTE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type RemoteOverrides = Record<string, string>;

export interface OverrideParseResult {
  /** Allowed overrides, to be confirmed by the visitor before anything is fetched or stored. */
  requested: RemoteOverrides;
  rejected: RefusedOverride[];
}

const settingsFromBuild = (): RemoteOverrideSettings => toolhubConfig.remoteOverrides;

/** Why `value` may not override a remote, or null when it may (after the visitor confirms). */
export function checkOverrideUrl(value: string, settings: RemoteOverrideSettings = settingsFromBuild()): string | null {
  if (!settings.enabled) return 'is ignored: remote overrides are turned off in this build';
  if (value.length > MAX_OVERRIDE_URL_LENGTH) return `is longer than ${MAX_OVERRIDE_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a valid absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `uses ${url.protocol} but only http(s) URLs are allowed`;
  if (url.username || url.password) return 'must not contain a user name or password';
  if (!isAllowedOverrideOrigin(url, settings)) return `is on ${url.origin}, which is not on this site's list of allowed override origins`;
  return null;
}

export function parseOverrideParams(search: string, settings: RemoteOverrideSettings = settingsFromBuild()): OverrideParseResult {
  const entries = [...new URLSearchParams(search)].filter(([key]) => key.startsWith(PARAM_PREFIX)).map(([key, value]) => ({ id: key.slice(PARAM_PREFIX.length), value }));
  const counts = new Map<string, number>();
  for (const { id } of entries) counts.set(id, (counts.get(id) ?? 0) + 1);
  const result: OverrideParseResult = { requested: {}, rejected: [] };
  for (const { id, value } of entries) {
    let reason: string | null;
    if (!id) reason = 'names no remote';
    else if (!REMOTE_ID.test(id)) reason = 'does not name a remote (ids are lower-case slugs such as developer-tools)';
    else if ((counts.get(id) ?? 0) > 1) reason = 'is given more than once';
    else if (Object.keys(result.requested).length >= MAX_OVERRIDES_PER_LINK) reason = `is more than the ${MAX_OVERRIDES_PER_LINK} overrides one link may ask for`;
    else reason = checkOverrideUrl(value, settings);
    if (reason) result.rejected.push({ id, value, reason });
    else result.requested[id] = value;
  }
  return result;
}

/** Accepted overrides of this tab that are unexpired and still allowed by this build. */
export function readOverrides(settings: RemoteOverrideSettings = settingsFromBuild(), now: number = Date.now()): RemoteOverrides {
  if (!settings.enabled) return {};
  const valid: RemoteOverrides = {};
  for (const [id, { url }] of Object.entries(readStoredOverrides(now))) {
    if (REMOTE_ID.test(id) && checkOverrideUrl(url, settings) === null) valid[id] = url;
  }
  return valid;
}

export function clearOverrides(): void {
  clearStoredOverrides();
}

/** The banner shows refused values; a huge one is cut so the page stays readable. */
export const shortValue = (value: string, max = 200): string => (value.length > max ? `${value.slice(0, max)}…` : value);

/**
 * Runs once at start-up, before the app renders: deletes the previous scheme's localStorage
 * overrides, takes `remote.<id>` parameters out of the address bar (so a copied link never
 * carries them), and hands allowed ones to the confirmation dialog and refused ones to the banner.
 */
export function captureRemoteOverrides({
  location = window.location,
  history = window.history,
  settings = settingsFromBuild(),
}: { location?: Location; history?: History; settings?: RemoteOverrideSettings } = {}): void {
  removeLegacyOverrides();
  const { requested, rejected } = parseOverrideParams(location.search, settings);
  for (const entry of rejected) {
    console.warn(`Remote override for "${shortValue(entry.id, 80)}" refused: "${shortValue(entry.value)}" ${entry.reason}.`);
  }
  if (Object.keys(requested).length === 0 && rejected.length === 0) return;
  useOverrideStore.setState({ pending: requested, rejected });
  const params = new URLSearchParams(location.search);
  for (const key of [...params.keys()]) if (key.startsWith(PARAM_PREFIX)) params.delete(key);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}
