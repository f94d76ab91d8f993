import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestSite, type TestSite } from './site';
import { withOverrideEnv } from '../global-setup';

export interface SuiteHandles {
  site: TestSite;
  browser: Browser;
}

export interface SuiteOptions {
  /** Origins the remotes answer CORS to, besides the site's own. */
  hostOrigins?: string[];
  /** Extra Chromium flags (host resolver rules, origins treated as secure...). */
  browserArgs?: string[];
  /**
   * Serve the site with the e2e build's remote-override settings (the CSP then admits override
   * origins), plus these variables; see withOverrideEnv.
   */
  overrideEnv?: Record<string, string>;
}

/**
 * The usual e2e file set-up: the built site on its own port block and one Chromium, started
 * before the file's tests and closed after them. Read `suite.site` and `suite.browser` in tests.
 */
export function siteAndBrowser(port: number, options: SuiteOptions = {}): SuiteHandles {
  const suite = {} as SuiteHandles;
  beforeAll(async () => {
    const start = () => startTestSite(port, { hostOrigins: options.hostOrigins });
    suite.site = await (options.overrideEnv ? withOverrideEnv(start, options.overrideEnv) : start());
    suite.browser = await launchBrowser(options.browserArgs);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
  });
  return suite;
}
