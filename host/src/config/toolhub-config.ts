/**
 * Build-time settings (rspack DefinePlugin, from environment variables documented in README); the
 * defaults keep tests and unconfigured builds working. Invalid values fall back to the defaults
 * rather than producing broken links or unsafe script sources.
 */
import { isEmailAddress } from '../validation/email';
import { DISABLED_OVERRIDES, resolveRemoteOverrideSettings, type RemoteOverrideSettings } from './remote-overrides';

export interface AnalyticsProvider {
  /** A GA4 measurement id such as G-ABC123XYZ (GA4_MEASUREMENT_ID). */
  ga4MeasurementId: string | null;
  /** The site's domain as registered with Plausible (PLAUSIBLE_DOMAIN). */
  plausibleDomain: string | null;
}

export interface ToolhubConfig {
  socialUrl: string;
  supportEmail: string;
  /** Lower-cased emails that may open /admin on the local backend (ADMIN_EMAILS, comma separated). */
  adminEmails: string[];
  analytics: AnalyticsProvider;
  /**
   * Shard documents per day for the daily page-view counters (ANALYTICS_SHARDS). 0 keeps the spec's
   * single daily-analytics/{date} document, right for small sites (about one write per second).
   */
  analyticsShards: number;
  /** Whether `?remote.<id>=` links are honoured, and from which origins (REMOTE_OVERRIDES, REMOTE_OVERRIDE_ORIGINS). */
  remoteOverrides: RemoteOverrideSettings;
}

export interface RawToolhubConfig {
  socialUrl?: unknown;
  supportEmail?: unknown;
  adminEmails?: unknown;
  ga4MeasurementId?: unknown;
  plausibleDomain?: unknown;
  analyticsShards?: unknown;
  /** Checked at build time by remoteOverrideSettingsFromEnv (config/remote-overrides.ts). */
  remoteOverrides?: unknown;
}

export const DEFAULT_CONFIG: ToolhubConfig = {
  socialUrl: 'https://mastodon.social/@toolhub',
  supportEmail: 'support@toolhub.example',
  adminEmails: [],
  analytics: { ga4MeasurementId: null, plausibleDomain: null },
  analyticsShards: 0,
  remoteOverrides: DISABLED_OVERRIDES,
};

/**
 * The most shards a day may have. A Firestore document sustains about one write per second, so
 * N shards hold about N page views per second: 1,000 views/s needs about 1,250 shards to stay
 * under one write per second in the busiest minute (npm run bench:analytics).
 */
export const MAX_ANALYTICS_SHARDS = 2000;

const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function resolveUrl(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

function resolveEmails(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  const emails = raw
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => isEmailAddress(email));
  return [...new Set(emails)];
}

function resolveShards(raw: unknown): number {
  const shards = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof shards !== 'number' || !Number.isInteger(shards) || shards < 0) return 0;
  return Math.min(shards, MAX_ANALYTICS_SHARDS);
}

export function resolveConfig(raw: RawToolhubConfig | undefined): ToolhubConfig {
  const supportEmail = typeof raw?.supportEmail === 'string' ? raw.supportEmail.trim() : '';
  const ga4 = typeof raw?.ga4MeasurementId === 'string' ? raw.ga4MeasurementId.trim().toUpperCase() : '';
  const domain = typeof raw?.plausibleDomain === 'string' ? raw.plausibleDomain.trim().toLowerCase() : '';
  return {
    socialUrl: resolveUrl(raw?.socialUrl, DEFAULT_CONFIG.socialUrl),
    supportEmail: isEmailAddress(supportEmail) ? supportEmail : DEFAULT_CONFIG.supportEmail,
    adminEmails: resolveEmails(raw?.adminEmails),
    analytics: {
      ga4MeasurementId: GA4_ID.test(ga4) ? ga4 : null,
      plausibleDomain: DOMAIN.test(domain) ? domain : null,
    },
    analyticsShards: resolveShards(raw?.analyticsShards),
    remoteOverrides: resolveRemoteOverrideSettings(raw?.remoteOverrides),
  };
}

export const toolhubConfig: ToolhubConfig = resolveConfig(typeof __TOOLHUB_CONFIG__ !== 'undefined' ? __TOOLHUB_CONFIG__ : undefined);
