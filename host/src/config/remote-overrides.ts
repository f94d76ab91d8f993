/**
 * Who may override a remote (README, "How to override a remote"). Pure and free of browser
 * globals: rspack.config.ts calls `remoteOverrideSettingsFromEnv` at build time, where a bad value
 * fails the build; the host re-checks what was injected with `resolveRemoteOverrideSettings`.
 *
 * - REMOTE_OVERRIDES=on|off: whether `?remote.<id>=` links are honoured at all. Unset: on in
 *   development builds (`npm run dev`), off in production builds.
 * - REMOTE_OVERRIDE_ORIGINS: comma-separated https origins (team staging sites) allowed besides
 *   the loopback origins (http(s) to this computer, config/loopback-host, on any port), which are
 *   always allowed.
 */
import { isLoopbackHost } from './loopback-host';

export interface RemoteOverrideSettings {
  enabled: boolean;
  /** Extra allowed origins, normalised (`URL.origin`); loopback is always allowed. */
  origins: string[];
}

export const DISABLED_OVERRIDES: RemoteOverrideSettings = { enabled: false, origins: [] };

/**
 * An http(s) origin on this computer that a Content-Security-Policy can name: localhost, its
 * subdomains and 127.0.0.1 (scripts/lib/security-headers.mjs, LOOPBACK_OVERRIDE_SOURCES, admits the
 * same). Other loopback forms (127.0.0.2, [::1]) are loopback too, but a CSP host-source cannot
 * express them, so an override there would be confirmed and then blocked: refuse it up front.
 */
export function isLoopbackOrigin(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  const nameable = host === '127.0.0.1' || host === 'localhost' || host.endsWith('.localhost');
  return (url.protocol === 'http:' || url.protocol === 'https:') && nameable && isLoopbackHost(host);
}

export function isAllowedOverrideOrigin(url: URL, settings: RemoteOverrideSettings): boolean {
  return isLoopbackOrigin(url) || (url.protocol === 'https:' && settings.origins.includes(url.origin));
}

/** Why `entry` cannot be an allowed origin, or its normalised origin. */
function checkOrigin(entry: string): { origin: string } | { problem: string } {
  if (entry.includes('*')) return { problem: `"${entry}" contains a wildcard; list each origin instead` };
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { problem: `"${entry}" is not an absolute URL such as https://staging.example.com` };
  }
  if (url.protocol !== 'https:' && !isLoopbackOrigin(url)) {
    return { problem: `"${entry}" must use https: (plain http is allowed only for loopback origins)` };
  }
  if (url.username || url.password) return { problem: `"${entry}" must not contain a user name or password` };
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(entry)) {
    return { problem: `"${entry}" must be an origin only (scheme://host[:port]), without path, query or fragment` };
  }
  return { origin: url.origin };
}

export function parseOriginList(text: string): { origins: string[]; problems: string[] } {
  const origins = new Set<string>();
  const problems: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const result = checkOrigin(entry);
    if ('problem' in result) problems.push(result.problem);
    else origins.add(result.origin);
  }
  return { origins: [...origins], problems };
}

/** Build time: the settings the environment asks for; throws with a clear message on bad values. */
export function remoteOverrideSettingsFromEnv(env: Record<string, string | undefined>, { dev }: { dev: boolean }): RemoteOverrideSettings {
  const switchValue = env.REMOTE_OVERRIDES?.trim().toLowerCase() ?? '';
  if (switchValue !== '' && switchValue !== 'on' && switchValue !== 'off') {
    throw new Error(`REMOTE_OVERRIDES must be "on" or "off" (got "${env.REMOTE_OVERRIDES}").`);
  }
  const { origins, problems } = parseOriginList(env.REMOTE_OVERRIDE_ORIGINS ?? '');
  if (problems.length > 0) {
    throw new Error(`REMOTE_OVERRIDE_ORIGINS has invalid entries:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  return { enabled: switchValue === '' ? dev : switchValue === 'on', origins };
}

/** Run time: whatever was injected, with anything malformed treated as "off" or dropped. */
export function resolveRemoteOverrideSettings(raw: unknown): RemoteOverrideSettings {
  if (!raw || typeof raw !== 'object') return DISABLED_OVERRIDES;
  const { enabled, origins } = raw as { enabled?: unknown; origins?: unknown };
  if (typeof enabled !== 'boolean') return DISABLED_OVERRIDES;
  const allowed = (Array.isArray(origins) ? origins : []).flatMap((origin) => {
    const result = typeof origin === 'string' ? checkOrigin(origin.trim()) : null;
    return result && 'origin' in result ? [result.origin] : [];
  });
  return { enabled, origins: [...new Set(allowed)] };
}
