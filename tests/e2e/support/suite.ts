import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestSite, type TestSite } from './site';

export interface SuiteHandles {
  site: TestSite;
  browser: Browser;
}

/**
 * The usual e2e file set-up: the built site on its own port block and one Chromium, started
 * before the file's tests and closed after them. Read `suite.site` and `suite.browser` in tests.
 */
export function siteAndBrowser(port: number, options: { hostOrigins?: string[]; browserArgs?: string[] } = {}): SuiteHandles {
  const suite = {} as SuiteHandles;
  beforeAll(async () => {
    suite.site = await startTestSite(port, { hostOrigins: options.hostOrigins });
    suite.browser = await launchBrowser(options.browserArgs);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
  });
  return suite;
}
