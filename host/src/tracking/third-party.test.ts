// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsProvider } from '../config/toolhub-config';
import { type AnalyticsWindow, createThirdPartyAnalytics } from './third-party';

const NONE: AnalyticsProvider = { ga4MeasurementId: null, plausibleDomain: null };
const GA4: AnalyticsProvider = { ga4MeasurementId: 'G-ABC123XYZ', plausibleDomain: null };
const PLAUSIBLE: AnalyticsProvider = { ga4MeasurementId: null, plausibleDomain: 'toolhub.example' };

const scripts = () => [...document.querySelectorAll('script')];

function setup(config: AnalyticsProvider, hostname = 'toolhub.example') {
  const win: AnalyticsWindow = {};
  const analytics = createThirdPartyAnalytics({ config, hostname, document, window: win, origin: 'https://toolhub.example' });
  return { analytics, win };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('third-party analytics', () => {
  it('adds nothing at all without configuration', () => {
    const { analytics, win } = setup(NONE);
    analytics.pageView('/coin-flip');
    expect(scripts()).toEqual([]);
    expect(win).toEqual({});
  });

  it.each(['localhost', '127.0.0.1', '::1'])('adds nothing on %s', (hostname) => {
    const { analytics } = setup(GA4, hostname);
    analytics.pageView('/coin-flip');
    expect(scripts()).toEqual([]);
  });

  it.each(['/admin', '/login', '/dashboard', '/api/x', '/privacy-policy'])('adds nothing on the excluded path %s', (path) => {
    for (const config of [GA4, PLAUSIBLE]) {
      setup(config).analytics.pageView(path);
      expect(scripts()).toEqual([]);
    }
  });

  it('loads GA4 once, async, and sends one page view per tracked route without the query string', () => {
    const { analytics, win } = setup(GA4);
    document.title = 'Coin Flip';
    analytics.pageView('/coin-flip', '?text=secret');
    analytics.pageView('/admin');
    analytics.pageView('/dice');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ');
    expect(scripts()[0]?.async).toBe(true);
    const calls = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'G-ABC123XYZ', { send_page_view: false }]);
    expect(calls.filter((call) => call[1] === 'page_view').map((call) => call[2])).toEqual([
      { page_location: 'https://toolhub.example/coin-flip', page_path: '/coin-flip', page_title: 'Coin Flip' },
      { page_location: 'https://toolhub.example/dice', page_path: '/dice', page_title: 'Coin Flip' },
    ]);
  });

  it('loads Plausible once, async, with the domain, queueing page views until it arrives', () => {
    const { analytics, win } = setup(PLAUSIBLE);
    analytics.pageView('/coin-flip');
    analytics.pageView('/dice');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://plausible.io/js/script.manual.js');
    expect(scripts()[0]?.async).toBe(true);
    expect(scripts()[0]?.getAttribute('data-domain')).toBe('toolhub.example');
    expect(win.plausible?.q).toEqual([
      ['pageview', { u: 'https://toolhub.example/coin-flip' }],
      ['pageview', { u: 'https://toolhub.example/dice' }],
    ]);
  });

  it('waits for a tracked route before loading, when the first page is excluded', () => {
    const { analytics } = setup(GA4);
    analytics.pageView('/admin');
    expect(scripts()).toEqual([]);
    analytics.pageView('/coin-flip');
    expect(scripts()).toHaveLength(1);
  });

  it('leaves the site working when the script is blocked', () => {
    const { analytics } = setup(GA4);
    analytics.pageView('/coin-flip');
    scripts()[0]?.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual([]);
    expect(() => analytics.pageView('/dice')).not.toThrow();
  });
});
