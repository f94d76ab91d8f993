/**
 * Where the endpoint settings and API key are kept. By default only for this tab
 * (sessionStorage: gone when the tab closes); in localStorage only when the visitor ticks
 * "Remember on this device". Never in the URL, never logged, never sent to analytics.
 * A config stored in localStorage by earlier versions keeps working and counts as remembered.
 */
import { EMPTY_CONFIG, sanitizeConfig, type EndpointConfig } from './endpoint';

export const CONFIG_KEY = 'ai-rewriter.endpoint';

export interface StoredEndpoint {
  config: EndpointConfig;
  /** True when the settings live in localStorage (kept after the tab closes). */
  remember: boolean;
}

type StoreName = 'sessionStorage' | 'localStorage';

/** The storage, or null where it is blocked (private modes, sandboxed frames). */
function store(name: StoreName): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

function read(name: StoreName): EndpointConfig | null {
  try {
    const raw = store(name)?.getItem(CONFIG_KEY);
    return raw == null ? null : sanitizeConfig(JSON.parse(raw));
  } catch {
    return null;
  }
}

function remove(name: StoreName): void {
  try {
    store(name)?.removeItem(CONFIG_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** This tab's settings first, then remembered ones; the empty config when there are none. */
export function loadEndpoint(): StoredEndpoint {
  const session = read('sessionStorage');
  if (session) return { config: session, remember: false };
  const remembered = read('localStorage');
  if (remembered) return { config: remembered, remember: true };
  return { config: EMPTY_CONFIG, remember: false };
}

/** Stores the settings in one place only; returns false when the browser refused. */
export function saveEndpoint(config: EndpointConfig, remember: boolean): boolean {
  const target: StoreName = remember ? 'localStorage' : 'sessionStorage';
  remove(remember ? 'sessionStorage' : 'localStorage');
  try {
    const storage = store(target);
    if (!storage) return false;
    storage.setItem(CONFIG_KEY, JSON.stringify(config));
    return true;
  } catch {
    return false;
  }
}

/** Removes the settings and key from both places. */
export function forgetEndpoint(): void {
  remove('sessionStorage');
  remove('localStorage');
}
