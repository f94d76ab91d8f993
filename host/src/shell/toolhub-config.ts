/** Build-time settings (rspack DefinePlugin); the defaults keep tests and unconfigured builds working. */
export interface ToolhubConfig {
  socialUrl: string;
  supportEmail: string;
}

export const DEFAULT_CONFIG: ToolhubConfig = {
  socialUrl: 'https://mastodon.social/@toolhub',
  supportEmail: 'support@toolhub.example',
};

/** Ignores values that would make a broken or unsafe link (non-http URLs, malformed addresses). */
export function resolveConfig(raw: { socialUrl?: unknown; supportEmail?: unknown } | undefined): ToolhubConfig {
  const config = { ...DEFAULT_CONFIG };
  if (typeof raw?.socialUrl === 'string') {
    try {
      const url = new URL(raw.socialUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') config.socialUrl = url.href;
    } catch {
      // Not a URL: keep the default.
    }
  }
  if (typeof raw?.supportEmail === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.supportEmail.trim())) {
    config.supportEmail = raw.supportEmail.trim();
  }
  return config;
}

export const toolhubConfig: ToolhubConfig = resolveConfig(typeof __TOOLHUB_CONFIG__ !== 'undefined' ? __TOOLHUB_CONFIG__ : undefined);
