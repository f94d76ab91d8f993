import { readStored, writeStored } from '@toolhub/shared';

/**
 * Remote overrides let a category team point this browser at its own build of one remote:
 * open the site with `?remote.<id>=<manifest URL>`. They persist until cleared.
 */
export const OVERRIDES_KEY = 'toolhub_remote_overrides';
const PARAM_PREFIX = 'remote.';

export type RemoteOverrides = Record<string, string>;

export interface OverrideParseResult {
  overrides: RemoteOverrides;
  rejected: { id: string; value: string; reason: string }[];
}

/** Only absolute http(s) URLs are accepted: anything else could run code from an unexpected place. */
export function checkOverrideUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a valid absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `uses ${url.protocol} but only http(s) URLs are allowed`;
  return null;
}

export function parseOverrideParams(search: string): OverrideParseResult {
  const params = new URLSearchParams(search);
  const result: OverrideParseResult = { overrides: {}, rejected: [] };
  for (const [key, value] of params) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const id = key.slice(PARAM_PREFIX.length);
    const reason = id ? checkOverrideUrl(value) : 'names no remote';
    if (reason) result.rejected.push({ id, value, reason });
    else result.overrides[id] = value;
  }
  return result;
}

export function readOverrides(): RemoteOverrides {
  const stored = readStored<unknown>(OVERRIDES_KEY, {});
  if (!stored || typeof stored !== 'object') return {};
  const valid: RemoteOverrides = {};
  for (const [id, url] of Object.entries(stored)) {
    if (typeof url === 'string' && checkOverrideUrl(url) === null) valid[id] = url;
  }
  return valid;
}

export function clearOverrides(): void {
  writeStored(OVERRIDES_KEY, {});
}

/** Rejections from the last captured URL, shown by the override banner. */
let lastRejected: OverrideParseResult['rejected'] = [];
export const rejectedOverrides = () => lastRejected;

/**
 * Moves `remote.<id>` parameters from the address bar into storage (so links stay clean) and
 * remembers any refused ones for the banner to explain.
 */
export function captureRemoteOverrides(location: Location = window.location, history: History = window.history): void {
  const { overrides, rejected } = parseOverrideParams(location.search);
  lastRejected = rejected;
  for (const entry of rejected) {
    console.error(`Remote override for "${entry.id}" refused: "${entry.value}" ${entry.reason}.`);
  }
  if (Object.keys(overrides).length === 0 && rejected.length === 0) return;
  writeStored(OVERRIDES_KEY, { ...readOverrides(), ...overrides });
  const params = new URLSearchParams(location.search);
  for (const key of [...params.keys()]) if (key.startsWith(PARAM_PREFIX)) params.delete(key);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}
