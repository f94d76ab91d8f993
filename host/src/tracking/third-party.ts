/**
 * The optional third-party analytics script (GA4 or Plausible) from toolhubConfig.analytics.
 * Nothing at all happens without configuration. Otherwise, on the first tracked route (never on a
 * development host, never on an excluded path), one async script is added — it is called after
 * paint by the tracking hook, so it never blocks the page — and each tracked route change is sent
 * as a page view. A blocked script (ad blockers) only means the queued calls are never read.
 *
 * Page views are sent by us, not by the providers' automatic history tracking, so excluded routes
 * (/admin, /login...) reached by client-side navigation are never reported: GA4 is configured with
 * `send_page_view: false`, and Plausible's manual script variant is used. The URL sent is origin +
 * path without the query string, which can hold what a user typed into a tool.
 */
import type { AnalyticsProvider } from '../config/toolhub-config';
import { isExcludedLocation } from './excluded-paths';
import { isLocalHost } from './local-host';

export const GA4_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.manual.js';

type Queue = (...args: unknown[]) => void;

export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Queue;
  plausible?: Queue & { q?: unknown[] };
}

export interface ThirdPartyEnvironment {
  config: AnalyticsProvider;
  hostname: string;
  document: Document;
  window: AnalyticsWindow;
  /** The page's origin, for the page URL sent. */
  origin: string;
}

export interface ThirdPartyAnalytics {
  /** Sends a page view for a route change, loading the script on the first. */
  pageView(path: string, search?: string): void;
}

function addScript(document: Document, src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  Object.entries(attributes).forEach(([name, value]) => script.setAttribute(name, value));
  // Blocked or offline: the site carries on; the provider's queue is simply never read.
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}

function ga4(env: ThirdPartyEnvironment, id: string): ThirdPartyAnalytics['pageView'] {
  let loaded = false;
  return (path) => {
    const win = env.window;
    if (!loaded) {
      loaded = true;
      win.dataLayer ??= [];
      const layer = win.dataLayer;
      // gtag.js reads `arguments` objects from the data layer, not arrays: this is its own snippet.
      win.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', id, { send_page_view: false });
      addScript(env.document, `${GA4_SCRIPT}?id=${encodeURIComponent(id)}`);
    }
    win.gtag?.('event', 'page_view', { page_location: env.origin + path, page_path: path, page_title: env.document.title });
  };
}

function plausible(env: ThirdPartyEnvironment, domain: string): ThirdPartyAnalytics['pageView'] {
  let loaded = false;
  return (path) => {
    const win = env.window;
    if (!loaded) {
      loaded = true;
      // Plausible's documented queue: calls made before the script arrives are replayed by it.
      win.plausible ??= Object.assign(
        (...args: unknown[]) => {
          const queue = win.plausible as Queue & { q?: unknown[] };
          (queue.q ??= []).push(args);
        },
        { q: [] as unknown[] },
      );
      addScript(env.document, PLAUSIBLE_SCRIPT, { 'data-domain': domain });
    }
    win.plausible?.('pageview', { u: env.origin + path });
  };
}

export function createThirdPartyAnalytics(env: ThirdPartyEnvironment): ThirdPartyAnalytics {
  const { ga4MeasurementId, plausibleDomain } = env.config;
  const send = ga4MeasurementId ? ga4(env, ga4MeasurementId) : plausibleDomain ? plausible(env, plausibleDomain) : null;
  return {
    pageView(path, search = '') {
      if (!send || isLocalHost(env.hostname) || isExcludedLocation(path, search)) return;
      try {
        send(path);
      } catch (error) {
        console.warn('Analytics script not loaded.', error);
      }
    },
  };
}
